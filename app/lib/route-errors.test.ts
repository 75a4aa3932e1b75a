import { describe, expect, it } from "vitest";
import { AppError, badRequest, forbidden, notFound } from "../../shared/app-error";
import { statusOf } from "./errors";
import { routeError, withRouteErrors } from "./route-errors";

/** What a wrapped loader throws when its service throws `thrown`. */
const thrownBy = async (thrown: unknown) => {
  try {
    await withRouteErrors(async () => {
      throw thrown;
    })({});
  } catch (error) {
    return error;
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

describe("withRouteErrors", () => {
  it("turns a service's AppError into a route error and passes anything else through", async () => {
    expect(await thrownBy(forbidden())).toMatchObject({ data: "권한이 없습니다.", init: { status: 403 } });
    const redirect = new Response(null, { status: 302 });
    expect(await thrownBy(redirect)).toBe(redirect);
    const bug = new TypeError("boom");
    expect(await thrownBy(bug)).toBe(bug);
  });

  it("answers what the loader returns", async () => {
    expect(await withRouteErrors(async (id: number) => ({ id }))(7)).toEqual({ id: 7 });
  });

  it("keeps the status for the error boundary", () => {
    expect(statusOf(new AppError(429, "잠시 후"))).toBe(429);
  });
});

describe("a service's AppError from the server bundle", () => {
  it("is recognised by name and status, not by class identity", async () => {
    const fromOtherBundle = Object.assign(new Error("게시글을 찾을 수 없습니다."), { name: "AppError", status: 404 });
    expect(await thrownBy(fromOtherBundle)).toMatchObject({
      data: "게시글을 찾을 수 없습니다.",
      init: { status: 404 },
    });
  });
});
