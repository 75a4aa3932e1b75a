import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as specAction } from "../../../app/routes/mypage/mySpec";
import {
  careerJobs,
  majors,
  memberDesiredJobs,
  memberDesiredSubjects,
  memberLicenses,
  members,
  testFavorites,
} from "../../db/schema";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { formMember, formPost, outcome } from "../../test/route-actions";

const PATH = "/mypage/mySpec";

async function member(ctx: TestContext) {
  const { id, post } = await formMember(ctx, specAction);
  return { id, post: (fields: Record<string, string>) => post(PATH, fields) };
}

describeWithDatabases("spec page action: every section saves through the spec services", (ctx) => {
  it("saves 최종 학력: both or neither, a half choice names the missing field", async () => {
    const { id, post } = await member(ctx());
    const education = async () =>
      (
        await ctx()
          .database.db.select({ level: members.educationLevel, status: members.educationStatus })
          .from(members)
          .where(eq(members.id, id))
      )[0];

    const half = await post({ intent: "education", level: "05", status: "" });
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({
      intent: "education",
      ok: false,
      result: { error: { status: ["학력 상태를 선택해주세요."] }, initialValue: { level: "05" } },
    });
    const other = await post({ intent: "education", level: "", status: "02" });
    expect(other.body).toMatchObject({ result: { error: { level: ["최종 학력을 선택해주세요."] } } });
    const forged = await post({ intent: "education", level: "99", status: "02" });
    expect(forged.body).toMatchObject({ result: { error: { level: ["최종 학력 코드가 올바르지 않습니다."] } } });
    expect(await education()).toEqual({ level: null, status: null });

    const saved = await post({ intent: "education", level: "05", status: "02" });
    expect(saved).toMatchObject({ status: 200, body: { intent: "education", ok: true, message: "최종 학력을 저장했습니다." } });
    expect(await education()).toEqual({ level: "05", status: "02" });

    const cleared = await post({ intent: "education", level: "", status: "" });
    expect(cleared.body).toMatchObject({ ok: true });
    expect(await education()).toEqual({ level: null, status: null });
  });

  it("adds a held license by its name, keeps dates, removes one, and names what it cannot find", async () => {
    const { id, post } = await member(ctx());
    const held = () =>
      ctx()
        .database.db.select({ licenseId: memberLicenses.licenseId, acquiredOn: memberLicenses.acquiredOn })
        .from(memberLicenses)
        .where(and(eq(memberLicenses.memberId, id), eq(memberLicenses.kind, "held")));

    const added = await post({ intent: "held", add: " 정보 처리기사 " });
    expect(added).toMatchObject({ status: 200, body: { intent: "held", ok: true, message: "보유 자격증을(를) 저장했습니다." } });
    expect(await held()).toEqual([{ licenseId: "1320", acquiredOn: null }]);

    const dated = await post({ intent: "held", "items[0].id": "1320", "items[0].date": "2024-06-14" });
    expect(dated.body).toMatchObject({ ok: true });
    expect(await held()).toEqual([{ licenseId: "1320", acquiredOn: "2024-06-14" }]);

    const abbreviation = await post({ intent: "held", "items[0].id": "1320", "items[0].date": "2024-06-14", add: "정처기" });
    expect(abbreviation.status).toBe(400);
    expect(abbreviation.body).toMatchObject({
      result: {
        error: {
          add: [
            expect.stringMatching(
              /^'정처기'과\(와\) 이름이 같은 자격증을\(를\) 찾지 못했습니다\. 다음 중 하나를 정확히 입력해주세요: .*정보처리기사/,
            ),
          ],
        },
      },
    });
    const unknown = await post({ intent: "held", add: "없는자격증이름" });
    expect(unknown.body).toMatchObject({
      ok: false,
      result: {
        error: { add: ["'없는자격증이름'과(와) 이름이 같은 자격증을(를) 찾지 못했습니다."] },
        initialValue: { add: "없는자격증이름" },
      },
    });
    const badDate = await post({ intent: "held", "items[0].id": "1320", "items[0].date": "2024-02-30" });
    expect(badDate.body).toMatchObject({ result: { error: { "items[0].date": ["존재하지 않는 날짜입니다."] } } });
    const forged = await post({ intent: "held", "items[0].id": "1320", "items[1].id": "no-such" });
    expect(forged).toMatchObject({
      status: 400,
      body: { result: { error: { "": ["존재하지 않는 항목이 있습니다. 페이지를 새로 고친 뒤 다시 시도해주세요."] } } },
    });
    expect(await held()).toEqual([{ licenseId: "1320", acquiredOn: "2024-06-14" }]);

    const removed = await post({ intent: "held", "items[0].id": "1320", "items[0].date": "2024-06-14", remove: "1320" });
    expect(removed.body).toMatchObject({ ok: true });
    expect(await held()).toEqual([]);
  });

  it("adds wished licenses, tests, jobs and subjects by name to what is listed", async () => {
    const { id, post } = await member(ctx());
    const { db } = ctx().database;
    const [job] = await db.select({ id: careerJobs.id, name: careerJobs.name }).from(careerJobs).limit(1);
    const [major] = await db.select({ id: majors.id, name: majors.name }).from(majors).limit(1);
    const [test] = await ctx().services.languageTests.all();
    if (!job || !major || !test) throw new Error("seed has no jobs, majors or tests");

    expect((await post({ intent: "wished", "items[0].id": "1320", add: "정보처리산업기사" })).body).toMatchObject({
      ok: true,
      message: "관심 자격증을(를) 저장했습니다.",
    });
    const wished = await ctx().services.members.profile.licenseInfo(id, ctx().clock.today());
    expect(wished?.wished.map((l) => l.name).sort()).toEqual(["정보처리기사", "정보처리산업기사"]);

    expect((await post({ intent: "tests", add: test.name })).body).toMatchObject({
      message: "관심 어학·공공시험을(를) 저장했습니다.",
    });
    expect(await db.select({ testId: testFavorites.testId }).from(testFavorites).where(eq(testFavorites.memberId, id))).toEqual([
      { testId: test.id },
    ]);

    expect((await post({ intent: "jobs", add: job.name })).body).toMatchObject({ message: "희망 직업을(를) 저장했습니다." });
    const [savedJob] = await db
      .select({ name: careerJobs.name })
      .from(memberDesiredJobs)
      .innerJoin(careerJobs, eq(careerJobs.id, memberDesiredJobs.jobId))
      .where(eq(memberDesiredJobs.memberId, id));
    expect(savedJob).toEqual({ name: job.name });
    expect((await post({ intent: "jobs", "items[0].id": "x1" })).status).toBe(400);

    expect((await post({ intent: "subjects", add: major.name })).body).toMatchObject({
      message: "희망 학과을(를) 저장했습니다.",
    });
    const [savedMajor] = await db
      .select({ name: majors.name })
      .from(memberDesiredSubjects)
      .innerJoin(majors, eq(majors.id, memberDesiredSubjects.majorId))
      .where(eq(memberDesiredSubjects.memberId, id));
    expect(savedMajor).toEqual({ name: major.name });
  });

  it("sends visitors to the login page and refuses an unknown section", async () => {
    const visitor = await outcome(specAction(formPost(ctx(), PATH, { intent: "education", level: "05", status: "02" })));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/member/login?url=%2Fmypage%2FmySpec");

    const { post } = await member(ctx());
    const unknown = await post({ intent: "password" });
    expect(unknown).toMatchObject({ status: 400, body: "저장할 항목을 알 수 없습니다." });
  });
});
