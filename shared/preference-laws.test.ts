import { describe, expect, it } from "vitest";
import { dutyKey, formatArticle, pairArticles, splitArticles } from "./preference-laws";

describe("우대현황 article lists", () => {
  it("splits articles at ', ' outside parentheses, keeping an annex list whole", () => {
    expect(splitArticles("제31조자격증소지자등에대한우대(별표12), 제27조경력경쟁채용시험등의응시자격등(별표7,별표8)")).toEqual([
      "제31조자격증소지자등에대한우대(별표12)",
      "제27조경력경쟁채용시험등의응시자격등(별표7,별표8)",
    ]);
    expect(splitArticles("제28조자체점검을 담당할 수 있는 사람의 자격")).toEqual(["제28조자체점검을 담당할 수 있는 사람의 자격"]);
  });

  it("pairs the n-th use with the n-th article; a use with a bare comma stays one use", () => {
    expect(
      pairArticles(
        "제4조국가기술자격취득자에대한시험면제범위등, 제20조연구기획평가사의자격시험",
        "같은분야응시자에대해교양과정인정시험,전공기초과정인정시험면제, 연구기획평가사자격시험일부면제자격",
      ),
    ).toEqual([
      {
        article: "제4조국가기술자격취득자에대한시험면제범위등",
        use: "같은분야응시자에대해교양과정인정시험,전공기초과정인정시험면제",
      },
      { article: "제20조연구기획평가사의자격시험", use: "연구기획평가사자격시험일부면제자격" },
    ]);
  });

  it("keeps extra uses on the last article and gives an article without a use none", () => {
    expect(pairArticles("제1조가, 제2조나", "하나, 둘, 셋")).toEqual([
      { article: "제1조가", use: "하나" },
      { article: "제2조나", use: "둘, 셋" },
    ]);
    expect(pairArticles("제1조가, 제2조나", "하나")).toEqual([
      { article: "제1조가", use: "하나" },
      { article: "제2조나", use: null },
    ]);
  });

  it("lists a pair the source repeats within a row once", () => {
    expect(
      pairArticles(
        "제31조자격증소지자등에대한우대(별표12), 제27조경력경쟁채용시험등의응시자격등(별표7,별표8), 제31조자격증소지자등에대한우대(별표12)",
        "6급이하공무원채용시험가산대상자격증, 경력경쟁채용시험등의응시, 6급이하공무원채용시험가산대상자격증",
      ),
    ).toEqual([
      { article: "제31조자격증소지자등에대한우대(별표12)", use: "6급이하공무원채용시험가산대상자격증" },
      { article: "제27조경력경쟁채용시험등의응시자격등(별표7,별표8)", use: "경력경쟁채용시험등의응시" },
    ]);
  });

  it("adds only a space after the article number, changing no character of the source", () => {
    const cases = {
      "제40조전기안전관리자의선임등(별표12)": "제40조 전기안전관리자의선임등(별표12)",
      제55조의3자격증소지자에대한신규임용시험의특전: "제55조의3 자격증소지자에대한신규임용시험의특전",
      "제16조의2(국외반출협의체의구성및운영)": "제16조의2(국외반출협의체의구성및운영)",
      별표12: "별표12",
    };
    for (const [source, shown] of Object.entries(cases)) {
      expect(formatArticle(source)).toBe(shown);
      expect(formatArticle(source).replace(/\s/g, "")).toBe(source.replace(/\s/g, ""));
    }
  });

  it("compares duties without spaces", () => {
    expect(dutyKey(" 전기 안전관리자 ")).toBe("전기안전관리자");
  });
});
