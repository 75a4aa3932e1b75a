import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { loader as recommendLoader } from "../../../app/routes/jnRcmd/index";
import { loader as myPageLoader } from "../../../app/routes/mypage/index";
import { action as specAction } from "../../../app/routes/mypage/mySpec";
import { dataImports, examPhases, examRounds, memberRecommendations } from "../../db/schema";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { formPost, loaderMember, outcome } from "../../test/route-actions";
import { SNAPSHOT_NOW } from "../../test/snapshot";

const COMPUTER_ENGINEERING = "569";
const DAY_MS = 24 * 60 * 60_000;

type MyPage = Awaited<ReturnType<typeof myPageLoader>>;
type Recommend = Awaited<ReturnType<typeof recommendLoader>>;

/** A signed-in member who edits their spec through the spec page and opens /mypage and /jnRcmd. */
async function member(c: TestContext) {
  const { id, cookie, args } = await loaderMember(c);
  const saveSpec = async (fields: Record<string, string>) => {
    const saved = await outcome(specAction(formPost(c, "/mypage/mySpec", fields, cookie)));
    expect(saved).toMatchObject({ status: 200, body: { ok: true } });
  };
  return {
    id,
    saveSpec,
    myPage: async (): Promise<MyPage["recommendations"]> => ((await myPageLoader(args("/mypage"))) as MyPage).recommendations,
    recommend: async () => ((await recommendLoader(args("/jnRcmd"))) as Recommend).result,
    stored: async () => {
      const [row] = await c.database.db.select().from(memberRecommendations).where(eq(memberRecommendations.memberId, id));
      return row ?? null;
    },
  };
}

/** A 4년제 graduate who wants 컴퓨터공학과: the snapshot links it to many licenses. */
async function computerEngineer(c: TestContext) {
  const m = await member(c);
  await m.saveSpec({ intent: "education", level: "05", status: "02" });
  await m.saveSpec({ intent: "subjects", "items[0].id": COMPUTER_ENGINEERING });
  return m;
}

describeWithDatabases("stored member recommendations (decision 0076)", (ctx) => {
  beforeAll(() => ctx().clock.set(new Date(SNAPSHOT_NOW)));

  it("stores what /mypage shows, serves it again unchanged and equal to a fresh computation; /jnRcmd shows the same list", async () => {
    const m = await computerEngineer(ctx());
    expect(await m.stored()).toBeNull();

    const shown = await m.myPage();
    expect(shown).toHaveLength(5);
    expect(shown.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(shown.every((r) => r.name.length > 0 && r.reasons.length > 0)).toBe(true);
    const row = await m.stored();
    expect(row).toMatchObject({ memberId: m.id, computedFor: "2026-11-25" });
    expect(row?.result.input.majors).toEqual([{ id: 569, name: "컴퓨터공학과" }]);
    expect(row?.result.items.slice(0, 5)).toEqual(shown);

    // Served from the row: the same list, and the row was not written again.
    expect(await m.myPage()).toEqual(shown);
    expect((await m.stored())?.computedAt).toEqual(row?.computedAt);

    // The member view of /jnRcmd reads the same result: the full list whose top five /mypage shows.
    const full = await m.recommend();
    expect(full?.items.length).toBeGreaterThan(5);
    expect(full).toEqual(row?.result);

    // Without the row, the service computes again from scratch: the same result.
    await ctx().database.db.delete(memberRecommendations).where(eq(memberRecommendations.memberId, m.id));
    expect(await ctx().services.recommendations.forMember(m.id, "2026-11-25")).toEqual(row?.result);
  });

  it("shows the next /mypage from the member's new spec after a spec save", async () => {
    const m = await computerEngineer(ctx());
    const before = await m.myPage();
    const top = before[0];
    if (!top) throw new Error("no recommendation");
    const hashBefore = (await m.stored())?.specHash;

    // The member now holds the first recommendation: a held license is never recommended.
    await m.saveSpec({ intent: "held", "items[0].id": top.licenseId, "items[0].date": "2025-06-14" });
    const after = await m.myPage();
    expect(after).toHaveLength(5);
    expect(after.map((r) => r.licenseId)).not.toContain(top.licenseId);
    const row = await m.stored();
    expect(row?.specHash).not.toBe(hashBefore);
    expect(row?.result.input.held).toEqual([{ id: top.licenseId, name: top.name }]);
    expect(row?.result.items.slice(0, 5)).toEqual(after);

    // Dropping the major leaves nothing to link: the panel is empty, not the old list.
    await m.saveSpec({ intent: "subjects" });
    const none = await m.myPage();
    expect((await m.stored())?.result.input.majors).toEqual([]);
    expect(none.map((r) => r.licenseId)).not.toEqual(after.map((r) => r.licenseId));
  });

  it("computes again when the catalogue changes and when the Korean day turns", async () => {
    const m = await computerEngineer(ctx());
    const shown = await m.myPage();
    // A recommended license with no registration window before 2026-11-27: the new round's is its next.
    const target = shown.find((r) => !r.facts.nextRegistration || r.facts.nextRegistration.startsOn > "2026-11-27");
    if (!target) throw new Error("every recommendation has an earlier registration window");
    const scheduleOf = (items: MyPage["recommendations"]) =>
      items.find((r) => r.licenseId === target.licenseId)?.reasons.find((r) => r.kind === "schedule")?.text;
    expect(scheduleOf(shown)).not.toBe("다음 원서접수 D-2 (2026.11.27)");
    const first = await m.stored();

    const { db } = ctx().database;
    const [round] = await db
      .insert(examRounds)
      .values({ licenseId: target.licenseId, year: 2026, roundName: "정기 4회", source: "test_stored_recommendations" })
      .returning({ id: examRounds.id });
    if (!round) throw new Error("insert failed");
    await db
      .insert(examPhases)
      .values({ roundId: round.id, stage: "written", kind: "registration", startsOn: "2026-11-27", endsOn: "2026-11-30" });
    const withRound = await m.myPage();
    expect(scheduleOf(withRound)).toBe("다음 원서접수 D-2 (2026.11.27)");
    const second = await m.stored();
    expect(second?.catalogueFingerprint).not.toBe(first?.catalogueFingerprint);

    // The next Korean day: the same round is a day closer.
    ctx().clock.advance(DAY_MS);
    try {
      expect(scheduleOf(await m.myPage())).toBe("다음 원서접수 D-1 (2026.11.27)");
      expect((await m.stored())?.computedFor).toBe("2026-11-26");
    } finally {
      ctx().clock.set(new Date(SNAPSHOT_NOW));
    }

    // An import (a new data_imports row) is a new catalogue too, even with the same figures.
    const beforeImport = await m.stored();
    await db.insert(dataImports).values({ dataset: "test_stored_recommendations", sourceDir: "-", accepted: 0, rejected: 0 });
    expect(await m.myPage()).toEqual(withRound);
    const afterImport = await m.stored();
    expect(afterImport?.catalogueFingerprint).not.toBe(beforeImport?.catalogueFingerprint);
    expect(afterImport?.computedAt.getTime()).toBeGreaterThanOrEqual(beforeImport?.computedAt.getTime() ?? 0);
    expect(afterImport?.computedFor).toBe("2026-11-25");
  });

  it("keeps each member's result to that member, and deletes it when the member leaves", async () => {
    const engineer = await computerEngineer(ctx());
    const electrician = await member(ctx());
    await electrician.saveSpec({ intent: "subjects", add: "전기공학과" });
    const engineers = await engineer.myPage();
    const electricians = await electrician.myPage();
    expect(electricians).toHaveLength(5);
    expect(electricians.map((r) => r.licenseId)).not.toEqual(engineers.map((r) => r.licenseId));
    expect(electricians.some((r) => r.name.startsWith("전기"))).toBe(true);

    // Each reads its own row, again and again, whichever was written last.
    expect(await engineer.myPage()).toEqual(engineers);
    expect(await electrician.myPage()).toEqual(electricians);
    expect((await engineer.stored())?.result.input.majors.map((x) => x.name)).toEqual(["컴퓨터공학과"]);
    expect((await electrician.stored())?.result.input.majors.map((x) => x.name)).toEqual(["전기공학과"]);

    await ctx().services.members.leave(electrician.id, "테스트 탈퇴");
    expect(await electrician.stored()).toBeNull();
    expect(await engineer.myPage()).toEqual(engineers);
  });
});
