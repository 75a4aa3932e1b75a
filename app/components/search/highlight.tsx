import { type HighlightRange, splitByRanges } from "~/lib/highlight";

/** Text with the matched parts in <mark>. */
export function Highlight({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  return (
    <>
      {splitByRanges(text, ranges).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
