import { describe, expect, it } from "vitest";
import { fillPolicyPlaceholders, UNASSIGNED } from "./policy-placeholders";

describe("fillPolicyPlaceholders", () => {
  const text = "성명: {{PRIVACY_OFFICER_NAME}}\n이메일: {{PRIVACY_OFFICER_EMAIL}}";

  it("names the configured officer", () => {
    expect(fillPolicyPlaceholders(text, { name: "김보호", email: "privacy@example.kr" })).toBe(
      "성명: 김보호\n이메일: privacy@example.kr",
    );
  });

  it("says 미지정 for what is not configured, blank included, instead of inventing someone", () => {
    expect(fillPolicyPlaceholders(text, { name: "  " })).toBe(`성명: ${UNASSIGNED}\n이메일: ${UNASSIGNED}`);
  });
});
