import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { licenseNamedBy, matchesKeywords, parseFeed } from "./feed-items";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");

describe("parseFeed", () => {
  it("reads an RSS channel as plain-text items with absolute links and dates, skipping items without a link", () => {
    const items = parseFeed(fixture("press-rss.xml"), "https://press.example.test/rss.xml");
    expect(items.map((i) => i.title)).toEqual([
      "2027년 정보처리기사 실기시험 출제기준 개정 안내",
      "국가기술자격 검정 수수료 감면 대상 확대",
      "장관, 지역 일자리 현장 방문",
    ]);
    const [first] = items;
    expect(first?.link).toBe("https://press.example.test/news/1001");
    expect(first?.externalId).toBe(first?.link);
    expect(first?.summary).toBe("국가기술자격 정보처리기사의 실기시험 출제기준이 개정됩니다. 자세한 내용은 첨부를 확인하세요.");
    expect(first?.summary).not.toContain("alert");
    expect(first?.publishedAt?.toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });

  it("reads an Atom feed and resolves relative links against the feed's address", () => {
    const [entry] = parseFeed(fixture("notices-atom.xml"), "https://agency.example.test/atom.xml");
    expect(entry).toMatchObject({
      title: "전기기사 필기시험 합격자 발표 일정 변경",
      link: "https://agency.example.test/notice/77",
      summary: "전기기사 필기시험 합격자 발표가 하루 늦어집니다.",
    });
  });

  it("throws on a document that is not a feed", () => {
    expect(() => parseFeed("<html><body>not a feed</body></html>", "https://x.example.test/")).toThrow();
  });
});

describe("matchesKeywords", () => {
  const item = { title: "국가기술자격 검정 수수료 감면", summary: "청년 구직자 지원" };
  it("keeps every item without keywords, and only naming items with them", () => {
    expect(matchesKeywords(item, [])).toBe(true);
    expect(matchesKeywords(item, ["자격", "시험"])).toBe(true);
    expect(matchesKeywords(item, ["부동산"])).toBe(false);
  });
});

describe("licenseNamedBy", () => {
  const licenses = [
    { id: "1320", name: "정보처리기사" },
    { id: "2290", name: "정보처리산업기사" },
    { id: "9", name: "기사" },
  ];
  it("picks the longest license name the item contains and ignores short names", () => {
    expect(licenseNamedBy({ title: "정보처리기사 실기 개정", summary: "" }, licenses)).toBe("1320");
    expect(licenseNamedBy({ title: "정보처리산업기사 시험", summary: "" }, licenses)).toBe("2290");
    expect(licenseNamedBy({ title: "현장 기사 작성 요령", summary: "" }, licenses)).toBeNull();
  });
});
