import { describe, expect, it } from "vitest";
import { fallbackErrorPage, isLastResortResponse } from "./fallback-page";

describe("fallbackErrorPage", () => {
  it("shows the 5xx texts with the status and a link home", () => {
    const html = fallbackErrorPage(500);
    expect(html).toContain("<h1>500</h1>");
    expect(html).toContain("문제가 발생했습니다.");
    expect(html).toContain("잠시 후 다시 접속해주세요.");
    expect(html).toContain('<a href="/">메인으로</a>');
    expect(html).not.toContain("<script");
  });

  it("says that the error page failed when the error screen could not render", () => {
    const html = fallbackErrorPage(500, { screenFailed: true });
    expect(html).toContain("오류 페이지를 표시하는 중 문제가 발생했습니다.");
    expect(html).not.toContain("잠시 후 다시 접속해주세요.");
  });
});

describe("isLastResortResponse", () => {
  const plain = () => new Response("Unexpected Server Error", { status: 500, headers: { "content-type": "text/plain" } });
  it("matches React Router's plain-text 500 for a document, not for a .data request or an HTML 500", () => {
    expect(isLastResortResponse(plain(), "/jnLics")).toBe(true);
    expect(isLastResortResponse(plain(), "/jnLics.data")).toBe(false);
    expect(isLastResortResponse(new Response("<html>", { status: 500, headers: { "content-type": "text/html" } }), "/")).toBe(
      false,
    );
  });
});
