/**
 * Status of any thrown value: a route error response (`status`), an API error (`statusCode`),
 * a fetch-style error carrying `response.status`; anything else is a 500.
 */
export function statusOf(error: unknown): number {
  if (error && typeof error === "object") {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      const n = Number(candidate);
      if (Number.isInteger(n) && n >= 400 && n <= 599) return n;
    }
  }
  return 500;
}
