/**
 * "245,068": an integer grouped as `toLocaleString("ko-KR")` groups it, without ICU. The first
 * `toLocaleString("ko-KR")` in a browser whose language is not Korean loads the locale's data
 * (~15 ms, ~60 ms under Lighthouse's 4× slowdown, inside the hydration task); every later call
 * builds a formatter again (~20× a cached one). Server and browser share this function, so the
 * hydrated text matches the server's. Other numbers (fractions, -0, ±∞, NaN) keep ICU's format.
 */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString("ko-KR");
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 ? `-${digits}` : digits;
}
