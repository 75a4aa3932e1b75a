import { asc, eq, ne } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { loader as myPageLoader } from "../../../app/routes/mypage/index";
import { loader as layoutLoader } from "../../../app/routes/mypage/layout";
import { action as specAction, loader as specLoader } from "../../../app/routes/mypage/mySpec";
import {
  careerJobs,
  dataImports,
  licenseFavorites,
  majorLicenses,
  memberDesiredJobs,
  memberLicenses,
  members,
} from "../../db/schema";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { formPost, loaderMember, outcome } from "../../test/route-actions";
import { SNAPSHOT_NOW } from "../../test/snapshot";
import { linkRelations } from "../licenses/relations.server";
import { DATALAB_MIN_HOLDERS } from "./data-lab.server";

const INFORMATION_PROCESSING = "1320"; // 정보처리기사
const ELECTRICAL = "1150"; // 전기기사
const LAB_LICENSE = "7875";

type Layout = Awaited<ReturnType<typeof layoutLoader>>;
type MyPage = Awaited<ReturnType<typeof myPageLoader>>;
type Spec = Awaited<ReturnType<typeof specLoader>>;

/** A signed-in member who edits the spec page, stars licenses and opens /mypage (layout and index) and the spec page. */
async function viewer(c: TestContext) {
  const { id, session, cookie, args } = await loaderMember(c);
  return {
    id,
    saveSpec: async (fields: Record<string, string>) =>
      expect(await outcome(specAction(formPost(c, "/mypage/mySpec", fields, cookie)))).toMatchObject({
        status: 200,
        body: { ok: true },
      }),
    star: async (licenseId: string, on: boolean) =>
      expect(
        (await c.request(`/v2/member/favorites/${licenseId}`, { method: on ? "PUT" : "DELETE", headers: session.headers }))
          .status,
      ).toBe(200),
    /** What /mypage shows: the layout's card and the index's lists, as one page request loads them. */
    myPage: async () => {
      const [layout, page] = await Promise.all([layoutLoader(args("/mypage")), myPageLoader(args("/mypage"))]);
      return { card: (layout as Layout).card, ...(page as MyPage) };
    },
    specPage: async () => (await specLoader(args("/mypage/mySpec"))) as Spec,
    licenseRows: () =>
      c.database.db
        .select({ licenseId: memberLicenses.licenseId, kind: memberLicenses.kind, acquiredOn: memberLicenses.acquiredOn })
        .from(memberLicenses)
        .where(eq(memberLicenses.memberId, id)),
    starRows: () =>
      c.database.db
        .select({ licenseId: licenseFavorites.licenseId })
        .from(licenseFavorites)
        .where(eq(licenseFavorites.memberId, id)),
  };
}

/** The public-links data lab of a license as computed from scratch. */
async function publicLab(c: TestContext, licenseId: string) {
  const links = await linkRelations(c.database.db, licenseId, 5);
  const plain = (list: typeof links.relationJob) => list.map((r) => ({ id: r.no, name: r.name, percent: r.percent }));
  return {
    basis: "public",
    licenses: plain(links.relationLicense),
    jobs: plain(links.relationJob),
    majors: plain(links.relationMajor),
  };
}

describeWithDatabases("/mypage after the writes that change it (decision 0078)", (ctx) => {
  beforeAll(() => ctx().clock.set(new Date(SNAPSHOT_NOW)));

  it("a held license added and removed on the spec page: the card, the list with its data lab, upcoming exams, the spec page", async () => {
    const m = await viewer(ctx());
    await m.saveSpec({ intent: "held", "items[0].id": INFORMATION_PROCESSING, "items[0].date": "2024-06-14" });
    expect(await m.licenseRows()).toEqual([{ licenseId: INFORMATION_PROCESSING, kind: "held", acquiredOn: "2024-06-14" }]);

    const page = await m.myPage();
    expect(page.card).toMatchObject({ name: "홍길동", points: 0, held: 1, interested: 0 });
    expect(page.held).toEqual([
      {
        licenseId: INFORMATION_PROCESSING,
        name: "정보처리기사",
        issuer: expect.any(String),
        acquiredOn: "2024-06-14",
        dataLab: await publicLab(ctx(), INFORMATION_PROCESSING),
      },
    ]);
    const lab = page.held[0]?.dataLab;
    expect((lab?.jobs.length ?? 0) + (lab?.majors.length ?? 0)).toBeGreaterThan(0);
    // 2026-11-25: 정보처리기사 제3회 실기 was held 10-24 ~ 11-13 and announces on 12-18.
    expect(page.upcoming).toContainEqual(
      expect.objectContaining({
        licenseId: INFORMATION_PROCESSING,
        roundName: "제3회 실기",
        next: { phase: "합격자 발표", dDay: 23 },
        resultStart: "2026-12-18",
      }),
    );
    // Stages whose every phase is over are not upcoming: 제1회 실기 announced on 06-12.
    expect(page.upcoming.map((u) => u.roundName)).not.toContain("제1회 실기");
    expect((await m.specPage()).spec.held).toEqual([
      { licenseId: INFORMATION_PROCESSING, name: "정보처리기사", issuer: expect.any(String), acquiredOn: "2024-06-14" },
    ]);

    // A second one with its own data lab; licenses saved together are listed by name.
    await m.saveSpec({
      intent: "held",
      "items[0].id": INFORMATION_PROCESSING,
      "items[0].date": "2024-06-14",
      "items[1].id": ELECTRICAL,
    });
    const two = await m.myPage();
    expect(two.card.held).toBe(2);
    expect(two.held.map((l) => [l.licenseId, l.acquiredOn])).toEqual([
      [ELECTRICAL, null],
      [INFORMATION_PROCESSING, "2024-06-14"],
    ]);
    expect(two.held[0]?.dataLab).toEqual(await publicLab(ctx(), ELECTRICAL));
    expect(two.upcoming.some((u) => u.licenseId === ELECTRICAL)).toBe(true);

    await m.saveSpec({
      intent: "held",
      "items[0].id": INFORMATION_PROCESSING,
      "items[0].date": "2024-06-14",
      "items[1].id": ELECTRICAL,
      remove: INFORMATION_PROCESSING,
    });
    expect(await m.licenseRows()).toEqual([{ licenseId: ELECTRICAL, kind: "held", acquiredOn: null }]);
    const removed = await m.myPage();
    expect(removed.card.held).toBe(1);
    expect(removed.held.map((l) => l.licenseId)).toEqual([ELECTRICAL]);
    expect(removed.upcoming.some((u) => u.licenseId === INFORMATION_PROCESSING)).toBe(false);
    expect((await m.specPage()).spec.held.map((l) => l.licenseId)).toEqual([ELECTRICAL]);
  });

  it("a star toggled: 관심 자격증 and its count, upcoming exams; a star on a held or wished license is not counted twice", async () => {
    const m = await viewer(ctx());
    await m.star(INFORMATION_PROCESSING, true);
    expect(await m.starRows()).toEqual([{ licenseId: INFORMATION_PROCESSING }]);
    const starred = await m.myPage();
    expect(starred.card).toMatchObject({ held: 0, interested: 1 });
    expect(starred.interested).toEqual([{ licenseId: INFORMATION_PROCESSING, name: "정보처리기사", favorite: true }]);
    expect(starred.upcoming).toContainEqual(
      expect.objectContaining({ licenseId: INFORMATION_PROCESSING, roundName: "제3회 실기" }),
    );

    // Wished on the spec page too: one 관심 자격증, starred.
    await m.saveSpec({ intent: "wished", "items[0].id": INFORMATION_PROCESSING, "items[1].id": ELECTRICAL });
    const wished = await m.myPage();
    expect(wished.card).toMatchObject({ held: 0, interested: 2 });
    expect(wished.interested.map((l) => [l.licenseId, l.favorite])).toEqual([
      [ELECTRICAL, false],
      [INFORMATION_PROCESSING, true],
    ]);
    expect((await m.specPage()).spec.wished.map((l) => l.licenseId)).toEqual([ELECTRICAL, INFORMATION_PROCESSING]);

    // Held instead of wished: 보유, not 관심, though still starred.
    await m.saveSpec({ intent: "wished", "items[0].id": ELECTRICAL });
    await m.saveSpec({ intent: "held", "items[0].id": INFORMATION_PROCESSING });
    const held = await m.myPage();
    expect(held.card).toMatchObject({ held: 1, interested: 1 });
    expect(held.interested.map((l) => l.licenseId)).toEqual([ELECTRICAL]);
    expect(held.held.map((l) => l.licenseId)).toEqual([INFORMATION_PROCESSING]);

    // The star off, the license no longer held: nothing of it left.
    await m.star(INFORMATION_PROCESSING, false);
    await m.saveSpec({ intent: "held", "items[0].id": INFORMATION_PROCESSING, remove: INFORMATION_PROCESSING });
    expect(await m.starRows()).toEqual([]);
    const off = await m.myPage();
    expect(off.card).toMatchObject({ held: 0, interested: 1 });
    expect(off.held).toEqual([]);
    expect(off.upcoming.some((u) => u.licenseId === INFORMATION_PROCESSING)).toBe(false);
    expect(off.upcoming.some((u) => u.licenseId === ELECTRICAL)).toBe(true);
  });

  it("the data lab turns to other members' specs once enough of them hold the license, and follows their writes", async () => {
    const { db } = ctx().database;
    const [job] = await db
      .select({ id: careerJobs.id, name: careerJobs.name })
      .from(careerJobs)
      .where(ne(careerJobs.name, "전공"))
      .orderBy(asc(careerJobs.id))
      .limit(1);
    if (!job) throw new Error("seed has no career jobs");
    // A license no other test of this file holds, so that the holders counted are these.
    const m = await viewer(ctx());
    await m.saveSpec({ intent: "held", "items[0].id": LAB_LICENSE });
    expect((await m.myPage()).held[0]?.dataLab.basis).toBe("public");

    const others = await db
      .insert(members)
      .values(Array.from({ length: DATALAB_MIN_HOLDERS }, (_, i) => ({ loginId: `datalab_holder_${i}_${m.id}` })))
      .returning({ id: members.id });
    await db.insert(memberLicenses).values(others.map((o) => ({ memberId: o.id, licenseId: LAB_LICENSE, kind: "held" })));
    await db.insert(memberDesiredJobs).values(others.slice(0, 4).map((o) => ({ memberId: o.id, jobId: job.id })));
    const byMembers = (await m.myPage()).held[0]?.dataLab;
    expect(byMembers).toEqual({
      basis: "members",
      licenses: [],
      jobs: [{ id: String(job.id), name: job.name, percent: 40 }],
      majors: [],
    });

    // Another holder's new license shows at once: nothing of the members' basis is kept.
    const [first] = others;
    if (!first) throw new Error("no holder");
    await db.insert(memberLicenses).values({ memberId: first.id, licenseId: INFORMATION_PROCESSING, kind: "held" });
    expect((await m.myPage()).held[0]?.dataLab.licenses).toEqual([
      { id: INFORMATION_PROCESSING, name: "정보처리기사", percent: 10 },
    ]);

    // One holder fewer (left: not active) and the public links are back.
    await db.update(members).set({ status: "left" }).where(eq(members.id, first.id));
    expect((await m.myPage()).held[0]?.dataLab).toEqual(await publicLab(ctx(), LAB_LICENSE));
  });
});

describeWithDatabases("/mypage data lab after an import changes the public links (decision 0078)", (ctx) => {
  it("computes the public data lab again for the new catalogue", async () => {
    const { db } = ctx().database;
    const m = await viewer(ctx());
    await m.saveSpec({ intent: "held", "items[0].id": INFORMATION_PROCESSING });
    const before = (await m.myPage()).held[0]?.dataLab;
    expect(before?.majors.length).toBeGreaterThan(0);

    // What an import does: the links rewritten and a data_imports row, in one transaction.
    await db.transaction(async (tx) => {
      await tx.delete(majorLicenses).where(eq(majorLicenses.licenseId, INFORMATION_PROCESSING));
      await tx.insert(dataImports).values({ dataset: "test_my_page_data_lab", sourceDir: "-", accepted: 0, rejected: 0 });
    });
    const after = (await m.myPage()).held[0]?.dataLab;
    expect(after?.majors).toEqual([]);
    expect(after).toEqual(await publicLab(ctx(), INFORMATION_PROCESSING));
    expect(after).not.toEqual(before);
  });
});
