import { describe, expect, it } from "vitest";
import { createAdminCsrf } from "./csrf.server";

const secret = (text: string) => new TextEncoder().encode(text);

describe("admin CSRF tokens", () => {
  it("an instance accepts the token another instance with the same secret issued", () => {
    const a = createAdminCsrf(secret("shared-secret-of-the-deployment-0123456789"));
    const b = createAdminCsrf(secret("shared-secret-of-the-deployment-0123456789"));
    expect(b.verify("family-1", a.tokenFor("family-1"))).toBe(true);
    expect(a.verify("family-1", b.tokenFor("family-1"))).toBe(true);
  });

  it("refuses a token of another session, another secret, or a tampered one", () => {
    const a = createAdminCsrf(secret("shared-secret-of-the-deployment-0123456789"));
    const other = createAdminCsrf(secret("another-deployment-secret-0123456789abcdef"));
    const token = a.tokenFor("family-1");
    expect(a.verify("family-2", token)).toBe(false);
    expect(other.verify("family-1", token)).toBe(false);
    expect(a.verify("family-1", `${token.slice(0, -1)}A`)).toBe(token.endsWith("A"));
    expect(a.verify("family-1", "")).toBe(false);
    expect(a.verify("family-1", `${token}x`)).toBe(false);
  });

  it("is not the plain HMAC of the auth secret (the CSRF key is derived, with its own label)", async () => {
    const { createHmac } = await import("node:crypto");
    const raw = "shared-secret-of-the-deployment-0123456789";
    const plain = createHmac("sha256", raw).update("adm:family-1").digest("base64url");
    expect(createAdminCsrf(secret(raw)).tokenFor("family-1")).not.toBe(plain);
  });
});
