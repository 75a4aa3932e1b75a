import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LicensePreferences } from "../../../server/modules/preferenceLaws/service.server";
import { PreferenceLaws } from "./PreferenceLaws";

const SOURCE = "한국직업능력연구원(2022) 국가기술자격 우대법령 정리";
const none: LicensePreferences = { basisYear: 2022, source: SOURCE, lawCount: 0, groups: [] };
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("PreferenceLaws (우대현황 section)", () => {
  it("shows the groups in the order given, the first open, with the basis year, the articles and the source", () => {
    const preferences: LicensePreferences = {
      basisYear: 2022,
      source: SOURCE,
      lawCount: 2,
      groups: [
        {
          preferenceClass: "직무권한부여",
          laws: [
            {
              law: "전기사업법시행규칙",
              seriousAccidentLaw: true,
              articles: [{ article: "제40조전기안전관리자의선임등(별표12)", use: "전기안전관리자및안전관리보조원의선임기준" }],
            },
          ],
        },
        {
          preferenceClass: "인사우대",
          laws: [
            { law: "국가공무원법", seriousAccidentLaw: false, articles: [{ article: "제36조의2채용시험의가점", use: null }] },
          ],
        },
      ],
    };
    const html = renderToStaticMarkup(
      <PreferenceLaws preferences={preferences} license={{ id: "1150", qualificationType: "T" }} />,
    );
    const shown = text(html);
    expect(shown).toContain("우대현황 (2022년 기준)");
    expect(shown).toContain("법령 2개 (직무권한부여 1 · 인사우대 1)");
    expect(shown.indexOf("직무권한부여 · 법령 1개")).toBeLessThan(shown.indexOf("인사우대 · 법령 1개"));
    expect(html.match(/<details[^>]*>/g)).toEqual([expect.stringContaining("open"), expect.not.stringContaining("open")]);
    expect(shown).toContain("전기사업법시행규칙중대재해처벌법 관련");
    expect(shown).toContain("제40조 전기안전관리자의선임등(별표12) — 전기안전관리자및안전관리보조원의선임기준");
    expect(shown).toContain("제36조의2 채용시험의가점");
    expect(shown).toContain(`출처: ${SOURCE} (2022년 기준)`);
    expect(shown).not.toContain("우대현황 자료 없음");
  });

  it("says so when the source has no rows for the license, with the reason for its kind", () => {
    const shown = (license: { id: string; qualificationType: string }) =>
      text(renderToStaticMarkup(<PreferenceLaws preferences={none} license={license} />));
    expect(shown({ id: "9771", qualificationType: "T" })).toContain(`우대현황 자료 없음: ${SOURCE}에 이 종목의 법령이 없습니다.`);
    expect(shown({ id: "9500", qualificationType: "S" })).toContain(
      "우대현황 자료 없음: 이 자료는 국가기술자격만 다루며, 국가전문자격의 우대법령은 담고 있지 않습니다.",
    );
    expect(shown({ id: "T535", qualificationType: "T" })).toContain(`우대현황 자료 없음: ${SOURCE}에 이 종목의 법령이 없습니다.`);
    expect(shown({ id: "M209", qualificationType: "M" })).toContain(
      "우대현황 자료 없음: 이 자료는 국가기술자격만 다루며, 민간자격의 우대법령은 담고 있지 않습니다.",
    );
    const html = renderToStaticMarkup(<PreferenceLaws preferences={none} license={{ id: "9771", qualificationType: "T" }} />);
    expect(html).not.toContain("<details");
    expect(text(html)).toContain(`출처: ${SOURCE} (2022년 기준)`);
  });
});
