import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";
import type { Recommendation } from "./explain";
import { JUDGED_CASES } from "./judged-cases";
import { visitorProfileQuery } from "./schemas";

/** The cases of judged-cases.ts, listed in docs/recommendation-evaluation.md. */
const TODAY = "2031-03-02";
const RESTRICTED = new Set(["산업기사", "기사", "기능장", "기술사"]);

describeWithDatabases("recommendations: judged cases", (ctx) => {
  const visitor = (form: Record<string, string>) =>
    ctx().services.recommendations.forVisitor(visitorProfileQuery.parse(form), TODAY);
  const restricted = (i: Recommendation) => i.typeName === "국가기술자격" && RESTRICTED.has(i.gradeName ?? "");

  it(JUDGED_CASES.highSchoolLater, async () => {
    const forms: Array<Record<string, string>> = [
      { job: "전기공학기술자", edu: "highschool", eduStatus: "graduated", exp: "0" },
      // A link shared before the vocabulary was one (member spec codes) still means the same.
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
        expect(item.eligibility?.status).toBe("other");
        expect(item.reasons[0]?.text).toMatch(/^지금은 응시자격 없음 · 필요: .+ \(.+\)$/);
      }
      for (const item of now.filter((i) => i.eligibility)) expect(item.reasons[0]?.text).toMatch(/^지금 응시 가능 \(/);
    }
    const it21 = await visitor({ field: "21", edu: "03", eduStatus: "02", exp: "0" });
    expect(it21.items.find((i) => i.name === "정보처리기사")?.availability ?? "later").toBe("later");
  });

  it(JUDGED_CASES.educationUnknown, async () => {
    const { items } = await visitor({ field: "21", exp: "0" });
    expect(items.some((i) => i.availability === "later")).toBe(false);
    const gisa = items.find((i) => i.name === "정보처리기사");
    expect(gisa?.availability).toBe("unknown");
    expect(gisa?.reasons[0]?.text).toBe("응시자격 확인 필요 (학력을 입력하면 응시 가능 여부를 알려드립니다)");
  });

  it(JUDGED_CASES.relatedGraduate, async () => {
    const { items } = await visitor({ dept: "전기공학과", edu: "university", eduStatus: "graduated", exp: "0" });
    const gisa = items.find((i) => i.name === "전기기사");
    expect(gisa?.availability).toBe("now");
    expect(gisa?.reasons[0]?.text).toBe("지금 응시 가능 (관련학과 4년제 대학 졸업(예정))");
  });

  it(JUDGED_CASES.nursing, async () => {
    const { input, items } = await visitor({ dept: "간호학과", job: "간호사" });
    expect(input.unmatched).toEqual(["간호학과"]);
    expect(input.jobs.map((j) => j.name)).toContain("간호사");
    expect(input.unlinked).toContain("간호사");
    expect(items).toEqual([]);
  });

  it(JUDGED_CASES.eduTechPath, async () => {
    const data = await ctx().services.aptitude.learningPath(["I"], 0);
    const names = data.stages.flatMap((s) => s.licenses.map((l) => l.name));
    expect(names).toEqual(expect.arrayContaining(["정보처리기사", "빅데이터분석기사"]));
    expect(names.filter((n) => /주조|금속/.test(n))).toEqual([]);
    const machine = await ctx().services.aptitude.learningPath(["R"], 0);
    const machineNames = machine.stages.flatMap((s) => s.licenses.map((l) => l.name));
    expect(machineNames.length).toBeGreaterThan(0);
    expect(machineNames.filter((n) => n.includes("정보처리"))).toEqual([]);
  });

  it(JUDGED_CASES.student, async () => {
    const { items } = await visitor({ dept: "전기공학과", edu: "university", eduStatus: "enrolled", grade: "3" });
    expect(items.filter((i) => i.availability === "now").filter(restricted)).toEqual([]);
    const later = items.filter((i) => i.availability === "later");
    expect(later.length).toBeGreaterThan(0);
    // TODAY is 2031-03-02: the 3rd year runs to February 2032, the final year starts 2032-03-01.
    for (const item of later) {
      expect(item.eligibility).toMatchObject({ status: "from", from: "2032-03-01" });
      expect(item.reasons[0]?.text).toMatch(
        /^2032\.03\.01\(최종 학년\)부터 응시 가능 \(관련학과 (4년제 대학|전문대학 이상) 졸업\(예정\)\)$/,
      );
    }
    // In the final year the same exams are open now.
    const final = await visitor({ dept: "전기공학과", edu: "university", eduStatus: "enrolled", grade: "4" });
    expect(final.items.find((i) => i.name === later[0]?.name)?.availability).toBe("now");
  });

  it(JUDGED_CASES.enteredNames, async () => {
    const { input, items } = await visitor({ dept: "전기공학과", edu: "university", eduStatus: "graduated", exp: "2" });
    // The department map resolves the typed name to several CareerNet majors…
    expect(input.majors.length).toBeGreaterThan(1);
    const majorReasons = items.flatMap((i) => i.reasons.filter((r) => r.kind === "major").map((r) => r.text));
    expect(majorReasons.length).toBeGreaterThan(0);
    // …but every reason names what the person typed, once per card.
    for (const text of majorReasons) expect(text).toMatch(/^전기공학과와 연결된 자격 \d+개 중 응시자 수 \d+위$/);
    for (const item of items) expect(item.reasons.filter((r) => r.kind === "major").length).toBeLessThanOrEqual(1);
  });

  it(JUDGED_CASES.gradeOrder, async () => {
    const { items } = await visitor({ dept: "전기공학과", edu: "university", eduStatus: "graduated", exp: "2" });
    const names = items.map((i) => i.name);
    expect(items.find((i) => i.name === "전기기사")?.availability).toBe("now");
    const gisa = names.indexOf("전기기사");
    expect(gisa).toBeGreaterThanOrEqual(0);
    // Every 산업기사 of the 전기 field listed comes after it.
    const sanup = ["전기산업기사", "전기공사산업기사", "전기철도산업기사"].map((n) => names.indexOf(n)).filter((i) => i >= 0);
    expect(sanup.length).toBeGreaterThan(0);
    for (const i of sanup) expect(gisa).toBeLessThan(i);
  });

  it(JUDGED_CASES.jobLinks, async () => {
    const license = await ctx().services.recommendations.findLicense("정보처리기능사");
    expect(license?.name).toBe("정보처리기능사");
    const jobs = (await ctx().services.recommendations.relatedJobs(license?.id ?? "")).map((j) => j.name);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.filter((n) => ["통계학연구원", "우편물집배원", "전화교환원"].includes(n))).toEqual([]);
    expect(jobs).toContain("데이터베이스관리자");
  });

  it(JUDGED_CASES.professional, async () => {
    const { items } = await visitor({ dept: "부동산학과" });
    const professional = items.filter((i) => i.typeName === "국가전문자격");
    expect(professional.length).toBeGreaterThan(0);
    for (const item of professional) {
      expect(item.reasons[0]?.kind).toBe("eligibility");
      expect(item.reasons[0]?.text).toMatch(/^응시자격은 .+ 시험 공고에서 확인하세요 \(국가전문자격: 자가진단 대상 아님\)$/);
    }
  });
});
