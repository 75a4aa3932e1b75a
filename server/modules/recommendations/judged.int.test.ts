import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";
import type { Recommendation } from "./explain";
import { visitorProfileQuery } from "./schemas";

/**
 * Judged cases (issue 25): inputs a person would try, with what a careful human advisor would and
 * would not recommend. They complement the offline evaluation, which cannot see eligibility,
 * questionnaire fields or data gaps (docs/recommendation-evaluation.md).
 */
const TODAY = "2031-03-02";
const RESTRICTED = new Set(["산업기사", "기사", "기능장", "기술사"]);

describeWithDatabases("recommendations: judged cases", (ctx) => {
  const visitor = (form: Record<string, string>) =>
    ctx().services.recommendations.forVisitor(visitorProfileQuery.parse(form), TODAY);
  const restricted = (i: Recommendation) => i.typeName === "국가기술자격" && RESTRICTED.has(i.gradeName ?? "");

  it("a high-school graduate without experience sees exams they can sit now first, and the rest marked as later", async () => {
    const forms: Array<Record<string, string>> = [
      { job: "전기공학기술자", edu: "03", eduStatus: "02", exp: "0" },
      { field: "21", edu: "03", eduStatus: "02", exp: "0" },
    ];
    for (const form of forms) {
      const { items } = await visitor(form);
      const now = items.filter((i) => i.availability === "now");
      const later = items.filter((i) => i.availability === "later");
      expect(now.length, JSON.stringify(form)).toBeGreaterThan(0);
      expect(now.filter(restricted).map((i) => i.name)).toEqual([]);
      expect(later.length).toBeGreaterThan(0);
      // Later ones come after the others and say why and what is missing.
      expect(items.findIndex((i) => i.availability === "later")).toBe(now.length);
      for (const item of later) {
        expect(item.eligibility?.eligible).toBe(false);
        expect(item.reasons[0]?.text).toMatch(/^지금은 응시자격 없음 · 필요: .+ \(.+\)$/);
      }
      for (const item of now.filter((i) => i.eligibility)) expect(item.reasons[0]?.text).toMatch(/^지금 응시 가능 \(/);
    }
    const it21 = await visitor({ field: "21", edu: "03", eduStatus: "02", exp: "0" });
    expect(it21.items.find((i) => i.name === "정보처리기사")?.availability ?? "later").toBe("later");
  });

  it("without an education nothing is moved to later; the reason asks for it instead", async () => {
    const { items } = await visitor({ field: "21", exp: "0" });
    expect(items.some((i) => i.availability === "later")).toBe(false);
    const gisa = items.find((i) => i.name === "정보처리기사");
    expect(gisa?.availability).toBe("unknown");
    expect(gisa?.reasons[0]?.text).toBe("응시자격 확인 필요 (학력을 입력하면 응시 가능 여부를 알려드립니다)");
  });

  it("a related-department university graduate may sit 기사 exams now, and the reason says on which ground", async () => {
    const { items } = await visitor({ dept: "전기공학과", edu: "05", eduStatus: "02", exp: "0" });
    const gisa = items.find((i) => i.name === "전기기사");
    expect(gisa?.availability).toBe("now");
    expect(gisa?.reasons[0]?.text).toBe("지금 응시 가능 (관련학과 4년제 대학 졸업(예정))");
  });

  it("간호학과 + 간호사: says what it recognised and that the data has no licence for it, instead of nothing", async () => {
    const { input, items } = await visitor({ dept: "간호학과", job: "간호사" });
    expect(input.unmatched).toEqual(["간호학과"]);
    expect(input.jobs.map((j) => j.name)).toContain("간호사");
    expect(input.unlinked).toContain("간호사");
    expect(items).toEqual([]);
  });

  it("the eduTech path for data/AI lists data and IT licenses, not foundry or metalworking", async () => {
    const data = await ctx().services.aptitude.learningPath(["I"], 0);
    const names = data.stages.flatMap((s) => s.licenses.map((l) => l.name));
    expect(names).toEqual(expect.arrayContaining(["정보처리기사", "빅데이터분석기사"]));
    expect(names.filter((n) => /주조|금속/.test(n))).toEqual([]);
    const machine = await ctx().services.aptitude.learningPath(["R"], 0);
    const machineNames = machine.stages.flatMap((s) => s.licenses.map((l) => l.name));
    expect(machineNames.length).toBeGreaterThan(0);
    expect(machineNames.filter((n) => n.includes("정보처리"))).toEqual([]);
  });
});
