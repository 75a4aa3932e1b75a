export { formatKoreanDateTime } from "../../../shared/dates";

/** Offset in days → "D-7", or "당일" for 0. */
export function offsetName(offset: number): string {
  return offset === 0 ? "당일" : `D-${offset}`;
}
