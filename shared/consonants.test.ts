import { describe, expect, it } from "vitest";
import { basicConsonants, consonantRange } from "./consonants";

/** The service drops a leading "[데모] " tag before looking at the first syllable. */
const untaggedName = (name: string) => name.replace(/^\[[^\]]*\]\s*/, "");

const startsWith = (consonant: (typeof basicConsonants)[number], word: string) => {
  const { from, to } = consonantRange(consonant);
  const code = untaggedName(word).codePointAt(0) ?? 0;
  return code >= from && code < to;
};

describe("consonant ranges", () => {
  it("has the 14 basic consonants and rejects others", () => {
    expect(basicConsonants).toHaveLength(14);
    expect(basicConsonants).toContain("ㅎ");
    expect(basicConsonants).not.toContain("ㄲ");
  });

  it("matches words by their first syllable, tense consonants included", () => {
    expect(startsWith("ㄱ", "가천대학교")).toBe(true);
    expect(startsWith("ㄱ", "꽃동산대학교")).toBe(true);
    expect(startsWith("ㄱ", "나사렛대학교")).toBe(false);
    expect(startsWith("ㅅ", "서울대학교")).toBe(true);
    expect(startsWith("ㅅ", "쌍용대학교")).toBe(true);
    expect(startsWith("ㅎ", "힣")).toBe(true);
    expect(startsWith("ㅎ", "[데모] 한빛대학교")).toBe(true);
  });
});
