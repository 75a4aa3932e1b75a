import { describe, expect, it } from "vitest";
import { errorTexts } from "../../shared/error-texts";
import { statusOf } from "./errors";

describe("statusOf", () => {
  it("takes statusCode, then status, then response.status", () => {
    expect(statusOf({ statusCode: 403, status: 404 })).toBe(403);
    expect(statusOf({ status: 404 })).toBe(404);
    expect(statusOf({ response: { status: 400 } })).toBe(400);
    expect(statusOf({ status: "502" })).toBe(502);
  });

  it("defaults to 500", () => {
    expect(statusOf(new Error("boom"))).toBe(500);
    expect(statusOf(null)).toBe(500);
    expect(statusOf("text")).toBe(500);
    expect(statusOf({ status: 200 })).toBe(500);
  });
});

describe("errorTexts", () => {
  it("uses the page-unavailable texts for 4xx", () => {
    expect(errorTexts(404)).toEqual({
      heading: "SORRY Something's wrong here.",
      message: "현재 사용할 수 없는 페이지입니다.",
      hint: "주소를 다시 확인해주세요.",
    });
  });

  it("uses the try-again texts otherwise", () => {
    expect(errorTexts(500).message).toBe("문제가 발생했습니다.");
    expect(errorTexts(503).hint).toBe("잠시 후 다시 접속해주세요.");
  });
});
