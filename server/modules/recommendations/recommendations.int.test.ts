import { expect, it } from "vitest";
import { examPhases, examRounds, memberDesiredSubjects, memberLicenses, members } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { visitorProfileQuery } from "./schemas";

const TODAY = "2031-03-02";

describeWithDatabases("recommendations", (ctx) => {
  it("beats both popularity baselines in the offline evaluation on the snapshot", async () => {
    const result = await ctx().services.recommendations.evaluation();
    expect(result.holdOutShare).toBe(0.2);
    expect(result.majors).toBeGreaterThan(100);
    expect(result.hiddenLinks).toBeGreaterThan(300);
    for (const baseline of [result.popularityByLinks, result.popularityByApplicants]) {
      expect(result.model.recall).toBeGreaterThan(baseline.recall * 2);
      expect(result.model.ndcg).toBeGreaterThan(baseline.ndcg * 2);
    }
  });

  it("explains a member's recommendations from their spec", async () => {
    const { db } = ctx().database;
    const [member] = await db
      .insert(members)
      .values({ loginId: `rcmd_${Date.now()}`, educationLevel: "05", educationStatus: "02" })
      .returning({ id: members.id });
    if (!member) throw new Error("insert failed");
    await db.insert(memberLicenses).values({ memberId: member.id, licenseId: "2290", kind: "held" });
    await db.insert(memberDesiredSubjects).values({ memberId: member.id, majorId: 569 });
    const [round] = await db
      .insert(examRounds)
      .values({ licenseId: "1320", year: 2031, roundName: "정기 기사 1회", source: "test_recommendations" })
      .returning({ id: examRounds.id });
    if (!round) throw new Error("insert failed");
    await db
      .insert(examPhases)
      .values({ roundId: round.id, stage: "written", kind: "registration", startsOn: "2031-03-14", endsOn: "2031-03-17" });

    const result = await ctx().services.recommendations.forMember(member.id, TODAY);
    expect(result?.input.majors).toEqual([{ id: 569, name: "컴퓨터공학과" }]);
    expect(result?.input.education).toBe("4년제 대학 졸업");
    const items = result?.items ?? [];
    expect(items.filter((i) => i.availability === "now")).toHaveLength(10);
    expect(items.map((i) => i.licenseId)).not.toContain("2290");
    const next = items.find((i) => i.licenseId === "1320");
    const texts = next?.reasons.map((r) => r.text) ?? [];
    expect(texts).toContain("보유한 정보처리산업기사의 다음 단계");
    expect(texts.some((t) => /^컴퓨터공학과와 연결된 자격 \d+개 중 응시자 수 \d+위$/.test(t))).toBe(true);
    expect(texts).toContain("다음 원서접수 D-12 (2031.03.14)");
    expect(texts.some((t) => /^합격률 \d+(\.\d)?% \(\d{4}년 (필기|실기)\)$/.test(t))).toBe(true);
    expect(next?.eligibility).toMatchObject({ grade: "기사", status: "eligible", rule: "관련학과 4년제 대학 졸업(예정)" });
    expect(next?.nextSteps[0]).toEqual({ label: "자격증 정보·시험일정 보기", href: "/jnLics/licenseInfo?ld_id=1320" });
    expect(items.every((i, n) => i.rank === n + 1 && i.reasons.length > 0)).toBe(true);
  });

  it("reads the visitor form and says which names it did not recognise", async () => {
    const query = visitorProfileQuery.parse({
      dept: "컴퓨터공학부(소프트웨어전공)",
      held: "정보처리기능사, 없는자격증이름",
      edu: "03",
      eduStatus: "02",
      exp: "1",
    });
    const result = await ctx().services.recommendations.forVisitor(query, TODAY);
    expect(result.input.majors.map((m) => m.name)).toEqual(["소프트웨어공학과"]);
    expect(result.input.held.map((l) => l.name)).toEqual(["정보처리기능사"]);
    expect(result.input.unmatched).toEqual(["없는자격증이름"]);
    const ladder = result.items.find((i) => i.reasons.some((r) => r.text === "보유한 정보처리기능사의 다음 단계"));
    expect(ladder?.name).toBe("정보처리산업기사");
    expect(ladder?.eligibility).toMatchObject({ status: "eligible", rule: "기능사 취득 + 동일·유사 직무분야 실무 1년" });
  });

  it("rejects NUL bytes and lone surrogates in the form", () => {
    expect(visitorProfileQuery.safeParse({ dept: "컴퓨터\u0000" }).success).toBe(false);
    expect(visitorProfileQuery.safeParse({ job: "개발\uD800" }).success).toBe(false);
    expect(visitorProfileQuery.safeParse({ exp: "-1" }).success).toBe(false);
  });
});

describeWithDatabases("eligibility self-check on license pages", (ctx) => {
  it("lists the 기사 paths and answers the self-check form", async () => {
    const { recommendations } = ctx().services;
    const rules = await recommendations.eligibility("1320", new URLSearchParams(), TODAY);
    expect(rules?.grade).toBe("기사");
    expect(rules?.paths).toContain("관련학과 4년제 대학 졸업(예정)");
    expect(rules?.result).toBeNull();
    const answer = await recommendations.eligibility(
      "1320",
      new URLSearchParams({ check: "1", edu: "college2", eduStatus: "graduated", related: "1", exp: "1" }),
      TODAY,
    );
    expect(answer?.result).toMatchObject({
      status: "other",
      otherPaths: expect.arrayContaining([{ path: "관련학과 2년제 전문대학 졸업 + 실무 2년", needs: ["실무경력 1년 더"] }]),
    });
    const invalid = await recommendations.eligibility("1320", new URLSearchParams({ check: "1", exp: "\u0000" }), TODAY);
    expect(invalid).toMatchObject({ invalid: true, result: null });
    expect(await recommendations.eligibility("M244", new URLSearchParams(), TODAY)).toBeNull();
  });

  it("answers a student by 학년: a 3학년 may not sit 기사 yet, from the final year on; 휴학 cannot be dated", async () => {
    const { recommendations } = ctx().services;
    const ask = (form: Record<string, string>) =>
      recommendations.eligibility("1320", new URLSearchParams({ check: "1", related: "1", ...form }), "2026-11-25");
    const third = await ask({ edu: "university", eduStatus: "enrolled", grade: "3" });
    expect(third?.query).toMatchObject({ edu: "university", eduStatus: "enrolled", grade: 3 });
    expect(third?.result).toMatchObject({ status: "from", from: "2027-03-01", rule: "관련학과 4년제 대학 졸업(예정)" });
    expect((await ask({ edu: "university", eduStatus: "enrolled", grade: "4" }))?.result?.status).toBe("eligible");
    expect((await ask({ edu: "university", eduStatus: "leave", grade: "4" }))?.result).toMatchObject({
      status: "undecidable",
      rule: "관련학과 4년제 대학 졸업(예정)",
    });
    // A 2년제 student: 기사 needs graduation and two years of 실무 — which path, and what it needs.
    const college = await ask({ edu: "college2", eduStatus: "enrolled", grade: "2" });
    expect(college?.result).toMatchObject({
      status: "other",
      otherPaths: expect.arrayContaining([{ path: "동일·유사 직무분야 실무 4년", needs: ["실무경력 4년 더"] }]),
    });
    expect(await ask({ edu: "university", eduStatus: "enrolled", grade: "9" })).toMatchObject({ invalid: true });
  });
});
