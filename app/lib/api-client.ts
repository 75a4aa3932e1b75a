import { isApiErrorBody } from "../../shared/api";

/** Spec: every API call gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = `API 요청 실패 (${status})`,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as JSON. */
  json?: unknown;
  signal?: AbortSignal;
}

/**
 * The session travels in HttpOnly cookies that go along with every same-origin call, so unlike the
 * legacy client (spec section 7) no script reads the token to copy it into x-access-token headers
 * (decision 0030): a script injected into the page cannot steal it either.
 */
export interface ApiClientDeps {
  fetch: typeof fetch;
  /** Called on any HTTP 400 answer; the browser client navigates to /400. */
  onBadRequest: () => void;
  timeoutMs?: number;
}

export function createApiClient(deps: ApiClientDeps) {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = new URL(path, "http://localhost");
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ accept: "application/json" });
    if (options.json !== undefined) headers.set("content-type", "application/json");

    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException("timeout", "TimeoutError")),
      deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
    const onAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const res = await deps.fetch(`${url.pathname}${url.search}`, {
        method: options.method ?? (options.json === undefined ? "GET" : "POST"),
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        credentials: "same-origin",
        signal: controller.signal,
      });
      const type = res.headers.get("content-type") ?? "";
      const body: unknown = type.includes("json") ? await res.json().catch(() => null) : await res.text();
      if (res.status === 400) deps.onBadRequest();
      if (!res.ok) {
        const message = isApiErrorBody(body) ? body.message : undefined;
        throw new ApiClientError(res.status, body, message);
      }
      return body as T;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    }
  }

  return {
    request,
    get: <T>(path: string, query?: RequestOptions["query"], signal?: AbortSignal) => request<T>(path, { query, signal }),
    post: <T>(path: string, json?: unknown, signal?: AbortSignal) =>
      request<T>(path, { method: "POST", json: json ?? {}, signal }),
    delete: <T>(path: string, query?: RequestOptions["query"]) => request<T>(path, { method: "DELETE", query }),
  };
}

let badRequestHandler = () => {
  window.location.assign("/400");
};

/** Lets the app swap the hard navigation to /400 for a client-side one (installed by the root route). */
export function setBadRequestHandler(handler: () => void) {
  badRequestHandler = handler;
}

/** The browser's API client: HTTP 400 → /400. */
export const api = createApiClient({
  fetch: (...args) => fetch(...args),
  onBadRequest: () => badRequestHandler(),
});
