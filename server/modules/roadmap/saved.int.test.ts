import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { action as roadmapAction, loader as roadmapLoader } from "../../../app/routes/jnRcmd/roadmap";
import { action as listAction, loader as listLoader } from "../../../app/routes/mypage/myRoadmap";
import { action as planAction, loader as planLoader } from "../../../app/routes/mypage/myRoadmapPlan";
import {
  examPhases,
  examRounds,
  licenses,
  majors,
  memberDesiredSubjects,
  memberLicenses,
  members,
  roadmapPlans,
} from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { formPost, outcome, sessionCookie } from "../../test/route-actions";
import { SNAPSHOT_NOW } from "../../test/snapshot";
import { ORIGIN, registerAndLogin } from "../members/test-helpers";

/** What a loader answered: a plain object, React Router's `data()` (its status and headers) or a thrown one. */
async function loaded(
  loader: (args: never) => Promise<unknown>,
  request: Request,
  params: Record<string, string>,
  c: TestContext,
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const value = await loader({ request, context: routeContext(c.services), params } as never).catch((thrown: unknown) => thrown);
  if (value && typeof value === "object" && "init" in value && "data" in value) return outcome(Promise.resolve(value));
  if (value instanceof Response || value instanceof Error) return outcome(Promise.reject(value));
  return { status: 200, headers: new Headers(), body: value as never };
}

/** Saved roadmaps through the pages' loaders and actions, on the real snapshot (schedules up to 2026), today 2026-11-25. */
describeWithDatabases("saved roadmaps", (ctx) => {
  const ids: Record<string, string> = {};
  let electricMajor = 0;

  beforeAll(async () => {
    ctx().clock.set(new Date(SNAPSHOT_NOW));
    const { db } = ctx().database;
    const rows = await db
      .select({ id: licenses.id, name: licenses.name })
      .from(licenses)
      .where(inArray(licenses.name, ["전기기사", "전기기능사"]));
    for (const r of rows) ids[r.name] = r.id;
    const [major] = await db.select({ id: majors.id }).from(majors).where(eq(majors.name, "전기공학과"));
    electricMajor = major?.id ?? 0;
  });

  const student = () =>
    `goal=${ids.전기기사}&held=${ids.전기기능사}&edu=university&eduStatus=expected&eduMonth=2027-02&major=${electricMajor}`;

  /** A signed-in member: page posts and page loads with their session cookie. */
  async function member(c: TestContext) {
    const session = await registerAndLogin(c);
    const me = await c.services.members.memberForToken(session.accessToken);
    if (!me) throw new Error("not logged in");
    const cookie = sessionCookie(session.accessToken);
    const post = (
      action: typeof roadmapAction | typeof listAction | typeof planAction,
      path: string,
      fields: Record<string, string>,
    ) => outcome(action(formPost(c, path, fields, cookie)));
    const load = (loader: (args: never) => Promise<unknown>, path: string, params: Record<string, string> = {}) =>
      loaded(loader, new Request(`${ORIGIN}${path}`, { headers: cookie }), params, c);
    const save = (name: string, query = student()) => post(roadmapAction, `/jnRcmd/roadmap?${query}`, { intent: "save", name });
    return { id: me.id, post, load, save };
  }

  type Opened = Awaited<ReturnType<typeof planLoader>>;
  type Listed = Awaited<ReturnType<typeof listLoader>>;

  it("finds the licenses and the major the cases use", () => {
    expect(Object.keys(ids).sort()).toEqual(["전기기능사", "전기기사"].sort());
    expect(electricMajor).toBeGreaterThan(0);
  });

  it("saves a plan; after a 2027 schedule is written (test data) it opens with the moved dates and estimated: false", async () => {
    const me = await member(ctx());
    const saved = await me.save("  전기기사 졸업 전 ");
    expect(saved.status).toBe(302);
    const location = saved.headers.get("location") ?? "";
    expect(location).toMatch(/^\/mypage\/myRoadmap\/\d+$/);
    const id = location.split("/").at(-1) as string;

    const before = await me.load(planLoader, location, { id });
    const openedBefore = (before.body as Opened).saved;
    expect(openedBefore).toMatchObject({ name: "전기기사 졸업 전", goalName: "전기기사", search: student(), changes: [] });
    expect(openedBefore.plan?.steps[0]?.phases.every((p) => p.estimated)).toBe(true);

    const { db } = ctx().database;
    const [round] = await db
      .insert(examRounds)
      .values({
        licenseId: ids.전기기사 as string,
        year: 2027,
        roundName: "제1회",
        description: "2027년 정기 기사 1회",
        source: "test-2027",
      })
      .returning({ id: examRounds.id });
    const roundId = round?.id as number;
    await db.insert(examPhases).values([
      { roundId, stage: "written", kind: "registration", startsOn: "2027-01-11", endsOn: "2027-01-14" },
      { roundId, stage: "written", kind: "exam", startsOn: "2027-02-06", endsOn: "2027-03-02" },
      { roundId, stage: "written", kind: "result", startsOn: "2027-03-10", endsOn: null },
      { roundId, stage: "practical", kind: "registration", startsOn: "2027-03-22", endsOn: "2027-03-25" },
      { roundId, stage: "practical", kind: "exam", startsOn: "2027-04-17", endsOn: "2027-05-05" },
      { roundId, stage: "practical", kind: "result", startsOn: "2027-06-04", endsOn: null },
    ]);
    try {
      const after = (await me.load(planLoader, location, { id })).body as Opened;
      const [step] = after.saved.plan?.steps ?? [];
      expect(step?.phases.map((p) => [p.name, p.registrationStart, p.examDate, p.estimated])).toEqual([
        ["필기", "2027-01-11", "2027-02-06", false],
        ["실기", "2027-03-22", "2027-04-17", false],
      ]);
      const moved = after.saved.changes;
      // The estimate (2026 moved by 52 weeks) already had most dates right; the CBT start and the result moved.
      expect(moved).toContainEqual({
        licenseId: ids.전기기사,
        what: "전기기사 필기 시험일",
        before: "2027-01-29",
        after: "2027-02-06",
        nowAnnounced: true,
      });
      expect(moved).toContainEqual(
        expect.objectContaining({ what: "전기기사 실기 합격 발표", after: "2027-06-04", nowAnnounced: true }),
      );
      expect(moved.every((c) => c.nowAnnounced)).toBe(true);

      // 지금 일정으로 다시 저장: only the owner; then nothing has moved.
      const other = await member(ctx());
      const foreign = await other.post(planAction, location, { intent: "refresh", id });
      expect(foreign).toMatchObject({ status: 404, body: { message: "저장한 로드맵을 찾을 수 없습니다." } });
      const refreshed = await me.post(planAction, location, { intent: "refresh", id });
      expect(refreshed.status).toBe(302);
      expect(refreshed.headers.get("location")).toBe(location);
      expect(((await me.load(planLoader, location, { id })).body as Opened).saved.changes).toEqual([]);
    } finally {
      await db.delete(examRounds).where(eq(examRounds.id, roundId));
    }
  });

  it("refuses an empty or too long name and a 21st plan with a Korean message; saves nothing then", async () => {
    const me = await member(ctx());
    const empty = await me.save("   ");
    expect(empty).toMatchObject({ status: 400, body: { intent: "save", ok: false, message: "로드맵 이름을 입력해주세요." } });
    const long = await me.save("가".repeat(41));
    expect(long).toMatchObject({ status: 400, body: { message: "로드맵 이름은 40자 이하로 입력해주세요." } });
    const badQuery = await me.save("잘못된 조건", "goal=1150&exp=abc");
    expect(badQuery).toMatchObject({ status: 400, body: { message: "로드맵 조건이 올바르지 않습니다." } });

    expect((await me.save("첫 로드맵")).status).toBe(302);
    const { db } = ctx().database;
    const [first] = await db.select().from(roadmapPlans).where(eq(roadmapPlans.memberId, me.id));
    if (!first) throw new Error("not saved");
    await db.insert(roadmapPlans).values(
      Array.from({ length: 19 }, (_, i) => ({
        memberId: me.id,
        name: `로드맵 ${i + 2}`,
        query: first.query,
        snapshot: first.snapshot,
        savedOn: first.savedOn,
      })),
    );
    const full = await me.save("스물한 번째");
    expect(full).toMatchObject({
      status: 400,
      body: { message: "로드맵은 20개까지 저장할 수 있습니다. 마이페이지의 저장한 로드맵에서 하나를 지운 뒤 다시 저장해주세요." },
    });
    expect((await me.load(listLoader, "/mypage/myRoadmap")).body as Listed).toMatchObject({ plans: { length: 20 } });
  });

  it("renames and deletes only the member's own plan; another member's id answers 404", async () => {
    const owner = await member(ctx());
    const other = await member(ctx());
    const id = (await owner.save("처음 이름")).headers.get("location")?.split("/").at(-1) as string;

    const foreign = await other.post(listAction, "/mypage/myRoadmap", { intent: "rename", id, name: "남의 것" });
    expect(foreign).toMatchObject({ status: 404, body: { intent: "rename", message: "저장한 로드맵을 찾을 수 없습니다." } });
    expect(await other.post(listAction, "/mypage/myRoadmap", { intent: "delete", id })).toMatchObject({ status: 404 });
    expect(await other.load(planLoader, `/mypage/myRoadmap/${id}`, { id }).then((r) => r.status)).toBe(404);
    const badId = await owner.post(listAction, "/mypage/myRoadmap", { intent: "delete", id: "abc" });
    expect(badId).toMatchObject({ status: 400, body: { message: "저장한 로드맵을 찾을 수 없습니다." } });
    const blank = await owner.post(listAction, "/mypage/myRoadmap", { intent: "rename", id, name: "" });
    expect(blank).toMatchObject({ status: 400, body: { message: "로드맵 이름을 입력해주세요." } });

    const renamed = await owner.post(listAction, "/mypage/myRoadmap", { intent: "rename", id, name: "졸업 전 전기기사" });
    expect(renamed).toMatchObject({ status: 302 });
    expect(renamed.headers.get("location")).toBe("/mypage/myRoadmap");
    const listed = (await owner.load(listLoader, "/mypage/myRoadmap")).body as Listed;
    expect(listed.plans.map((p) => [p.name, p.goalName, p.search])).toEqual([["졸업 전 전기기사", "전기기사", student()]]);

    expect(await owner.post(listAction, "/mypage/myRoadmap", { intent: "delete", id })).toMatchObject({ status: 302 });
    expect(((await owner.load(listLoader, "/mypage/myRoadmap")).body as Listed).plans).toEqual([]);
  });

  it("fills the form of the bare roadmap page from the member's spec, privately; visitors and queries get no spec", async () => {
    const me = await member(ctx());
    const { db } = ctx().database;
    // 대학교 재학: the form shows 재학 and asks for the 학년 the spec does not hold.
    await db.update(members).set({ educationLevel: "05", educationStatus: "01" }).where(eq(members.id, me.id));
    await db.insert(memberLicenses).values([
      { memberId: me.id, licenseId: ids.전기기능사 as string, kind: "held", acquiredOn: "2024-06-10" },
      { memberId: me.id, licenseId: ids.전기기사 as string, kind: "wished" },
    ]);
    await db.insert(memberDesiredSubjects).values({ memberId: me.id, majorId: electricMajor });

    const page = await me.load(roadmapLoader, "/jnRcmd/roadmap");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.body).toMatchObject({
      prefilled: true,
      plan: null,
      values: {
        goal: "전기기사",
        held: "전기기능사:2024-06-10",
        edu: "university",
        eduStatus: "enrolled",
        major: "전기공학과",
        exp: "",
      },
    });

    const withQuery = await me.load(roadmapLoader, `/jnRcmd/roadmap?${student()}`);
    expect(withQuery.body).toMatchObject({ prefilled: false, values: { eduMonth: "2027-02" } });
    const visitor = await loaded(roadmapLoader, new Request(`${ORIGIN}/jnRcmd/roadmap`), {}, ctx());
    expect(visitor.body).toMatchObject({ prefilled: false, values: { goal: "", held: "", edu: "none" } });
  });
});
