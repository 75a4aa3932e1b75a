import { describe, expect, it } from "vitest";
import { AppError, badRequest, forbidden, notFound } from "../../shared/app-error";
import { statusOf } from "./errors";
import { rethrowForRoute, routeError } from "./route-errors";

const thrownBy = (run: () => unknown) => {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing thrown");
};

describe("routeError", () => {
  it("answers the error's status with its Korean message", () => {
    expect(routeError(notFound("존재하지 않는 자격증입니다."))).toMatchObject({
      data: "존재하지 않는 자격증입니다.",
      init: { status: 404 },
    });
    expect(routeError(badRequest())).toMatchObject({ data: "요청 값이 올바르지 않습니다.", init: { status: 400 } });
  });
});

describe("rethrowForRoute", () => {
  it("turns a service's AppError into a route error and passes anything else through", () => {
    expect(thrownBy(() => rethrowForRoute(forbidden()))).toMatchObject({ data: "권한이 없습니다.", init: { status: 403 } });
    const redirect = new Response(null, { status: 302 });
    expect(thrownBy(() => rethrowForRoute(redirect))).toBe(redirect);
    const bug = new TypeError("boom");
    expect(thrownBy(() => rethrowForRoute(bug))).toBe(bug);
  });

  it("keeps the status for the error boundary", () => {
    expect(statusOf(new AppError(429, "잠시 후"))).toBe(429);
  });
});

describe("a service's AppError from the server bundle", () => {
  it("is recognised by name and status, not by class identity", () => {
    const fromOtherBundle = Object.assign(new Error("게시글을 찾을 수 없습니다."), { name: "AppError", status: 404 });
    expect(thrownBy(() => rethrowForRoute(fromOtherBundle))).toMatchObject({
      data: "게시글을 찾을 수 없습니다.",
      init: { status: 404 },
    });
  });
});
