import { SourceError } from "./qnet";

export interface FetchPolicy {
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts after the first one, for timeouts, network errors and 5xx answers. */
  retries: number;
  /** First back-off; doubled per retry. */
  backoffMs: number;
}

export const DEFAULT_POLICY: FetchPolicy = { timeoutMs: 15_000, retries: 3, backoffMs: 1_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET a URL as text with a timeout per attempt and exponential back-off. 4xx answers are final
 * (retrying a rejected key changes nothing); the last failure becomes a SourceError.
 */
export async function fetchText(
  url: string,
  policy: FetchPolicy = DEFAULT_POLICY,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let lastError: SourceError = new SourceError("NETWORK", "요청하지 못했습니다");
  for (let attempt = 0; attempt <= policy.retries; attempt++) {
    if (attempt > 0) await sleep(policy.backoffMs * 2 ** (attempt - 1));
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(policy.timeoutMs) });
      const body = await res.text();
      if (res.ok) return body;
      lastError = new SourceError(`HTTP_${res.status}`, `HTTP ${res.status} 응답`);
      if (res.status < 500) break;
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      lastError = timedOut
        ? new SourceError("TIMEOUT", `응답이 ${policy.timeoutMs / 1000}초 안에 오지 않았습니다`)
        : new SourceError("NETWORK", `연결하지 못했습니다 (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  throw lastError;
}

/** The URL of an operation with the service key, without ever logging the key. */
export function operationUrl(base: string, path: string, params: Record<string, string>, serviceKey: string): string {
  const url = new URL(`${base.replace(/\/$/, "")}/${path}`);
  url.searchParams.set("serviceKey", serviceKey);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** For logs and reports: the URL with the service key masked. */
export function redactKey(url: string): string {
  return url.replace(/([?&]serviceKey=)[^&]*/i, "$1***");
}
