import { describe, expect, it } from "vitest";
import { seoMeta } from "./seo";

describe("seoMeta", () => {
  it("emits title, description, canonical and Open Graph tags", () => {
    const tags = seoMeta({
      title: "시험일정 | 자격나침반",
      description: "원서접수 일정",
      canonical: "https://example.org/jnLics/licenseSchedule",
      image: "https://example.org/og-image.png",
    });
    expect(tags).toContainEqual({ title: "시험일정 | 자격나침반" });
    expect(tags).toContainEqual({ name: "description", content: "원서접수 일정" });
    expect(tags).toContainEqual({ property: "og:title", content: "시험일정 | 자격나침반" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://example.org/og-image.png" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.org/jnLics/licenseSchedule" });
  });

  it("leaves out empty fields", () => {
    const tags = seoMeta({ title: "자격나침반", description: null });
    expect(tags.some((t) => "name" in t && t.name === "description")).toBe(false);
    expect(tags.some((t) => "rel" in t)).toBe(false);
  });

  it("gives a page without an image of its own the site's share card, absolute on the canonical's origin", () => {
    const tags = seoMeta({ title: "정보처리기사 | 자격나침반", canonical: "https://example.org/jnLics/licenseInfo?ld_id=1320" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://example.org/og-image.png" });
    expect(seoMeta({ title: "자격나침반" }).some((t) => "property" in t && t.property === "og:image")).toBe(false);
  });
});
