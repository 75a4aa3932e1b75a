/** 2031-03-07T00:05:00Z → "2031.03.07 09:05" (Asia/Seoul). */
export function formatKoreanDateTime(value: string | Date): string {
  const seoul = new Date(new Date(value).getTime() + 9 * 3_600_000).toISOString();
  return `${seoul.slice(0, 10).replaceAll("-", ".")} ${seoul.slice(11, 16)}`;
}

/** Offset in days → "D-7", or "당일" for 0. */
export function offsetName(offset: number): string {
  return offset === 0 ? "당일" : `D-${offset}`;
}
