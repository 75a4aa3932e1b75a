/** [start, end) ranges in UTF-16 units, as the search API returns them in `highlights`. */
export type HighlightRange = [number, number];

export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** Splits text into plain and highlighted segments; overlapping or out-of-range ranges are skipped. */
export function splitByRanges(text: string, ranges: HighlightRange[]): HighlightSegment[] {
  const parts: HighlightSegment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start < cursor || end > text.length || end <= start) continue;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
