import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, createApiClient, REQUEST_TIMEOUT_MS } from "./api-client";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("api client", () => {
  it("sends the query and the same-origin cookies, without copying a token into headers", async () => {
    const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => jsonResponse(200, { data: [1] }));
    const client = createApiClient({ fetch, onBadRequest: vi.fn() });
    await expect(client.get("/v2/menu/menu-list", { url: "/jnLics", empty: "" })).resolves.toEqual({ data: [1] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/v2/menu/menu-list?url=%2FjnLics");
    expect(init?.credentials).toBe("same-origin");
    const headers = new Headers(init?.headers);
    expect(headers.has("x-access-token")).toBe(false);
    expect(headers.has("x-refresh-token")).toBe(false);
  });

  it("calls the bad-request handler on HTTP 400 and throws", async () => {
    const onBadRequest = vi.fn();
    const client = createApiClient({
      fetch: async () => jsonResponse(400, { result: false, error: "400", message: "요청 값이 올바르지 않습니다." }),
      onBadRequest,
    });
    const failure = client.post("/v1/seo/seoTag.php", { siteUrl: 1 });
    await expect(failure).rejects.toBeInstanceOf(ApiClientError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: "요청 값이 올바르지 않습니다." });
    expect(onBadRequest).toHaveBeenCalledOnce();
  });

  it("does not redirect for other errors", async () => {
    const onBadRequest = vi.fn();
    const client = createApiClient({ fetch: async () => jsonResponse(500, {}), onBadRequest });
    await expect(client.get("/x")).rejects.toMatchObject({ status: 500 });
    expect(onBadRequest).not.toHaveBeenCalled();
  });

  it("aborts after the 10 s timeout", async () => {
    vi.useFakeTimers();
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const client = createApiClient({ fetch, onBadRequest: vi.fn() });
    const pending = client.get("/slow");
    const assertion = expect(pending).rejects.toMatchObject({ name: "TimeoutError" });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});
