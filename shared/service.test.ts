import { describe, expect, it } from "vitest";
import { isPolicyKind } from "./service";
import { popupInput } from "./service-admin";
import { faqListQuery, infringeSchema } from "./service-schemas";

const report = { reporterName: "신고인", email: "a@example.com", targetUrl: "/jnLics", reason: "copyright", body: "내용" };

describe("customer-service input", () => {
  it("accepts a complete infringement report and rejects NUL bytes and lone surrogates with Korean messages", () => {
    expect(infringeSchema.safeParse(report).success).toBe(true);
    for (const bad of ["a\u0000b", "a\uD800b", "\uDC00"]) {
      const parsed = infringeSchema.safeParse({ ...report, body: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("신고 내용에 사용할 수 없는 문자가 있습니다.");
    }
    expect(infringeSchema.safeParse({ ...report, body: "😀 이모지" }).success).toBe(true);
    expect(infringeSchema.safeParse({ ...report, email: "nope" }).error?.issues[0]?.message).toBe(
      "이메일 형식이 올바르지 않습니다.",
    );
  });

  it("knows the FAQ codes and policy kinds", () => {
    expect(faqListQuery.parse({ code: "" }).code).toBeUndefined();
    expect(faqListQuery.safeParse({ code: "99" }).success).toBe(false);
    expect(isPolicyKind("memberClause")).toBe(true);
    expect(isPolicyKind("toString")).toBe(false);
  });

  it("allows popup links to site paths and http(s) only", () => {
    const base = { label: "안내", text: "문구", sortOrder: "0" };
    expect(popupInput.safeParse({ ...base, linkUrl: "/service/notice" }).success).toBe(true);
    expect(popupInput.safeParse({ ...base, linkUrl: "https://example.com" }).success).toBe(true);
    for (const bad of ["javascript:alert(1)", "//evil.example"])
      expect(popupInput.safeParse({ ...base, linkUrl: bad }).success).toBe(false);
  });
});
