import { createStaticHandler, type HandleErrorFunction, isRouteErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";

/** What React Router hands `handleError` for a request, with a logger that records its calls. */
function errorContext(request: Request) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const context = { services: { logger }, requestId: "r" };
  return { logger, args: { request, context } as unknown as Parameters<HandleErrorFunction>[1] };
}

describe("page errors in the log", () => {
  it("a POST to a page that only has a loader is a 405, logged as a warning, not an error", async () => {
    const handler = createStaticHandler([{ id: "page", path: "/jnLics", loader: () => null }]);
    const request = new Request("http://localhost/jnLics", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    const result = await handler.query(request);
    const error = result instanceof Response ? null : result.errors?.page;
    expect(isRouteErrorResponse(error) && error.status).toBe(405);

    const { logger, args } = errorContext(request);
    handleError(error, args);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ status: 405, path: "/jnLics" }), "page request refused");
  });

  it("a loader fault stays an error", () => {
    const request = new Request("http://localhost/jnLics");
    const { logger, args } = errorContext(request);
    handleError(new Error("database gone"), args);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ path: "/jnLics" }), "page error");
  });
});
