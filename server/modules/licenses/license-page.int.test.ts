import { beforeAll, expect, it } from "vitest";
import { loader } from "../../../app/routes/jnLics/licenseInfo";
import { SELECT_LICENSE_LIMIT } from "../../../shared/page-window";
import { posts } from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";
import { registerAndLogin } from "../members/test-helpers";

type PageData = Awaited<ReturnType<typeof loader>>;

/** GET /jnLics/licenseInfo?ld_id=… through its route loader: the page data, or the status and message it throws. */
async function licensePage(
  ctx: TestContext,
  id: string,
  headers: Record<string, string> = {},
): Promise<{ status: 200; data: PageData } | { status: number; message: string }> {
  const context = routeContext(ctx.services);
  const request = new Request(`http://localhost/jnLics/licenseInfo?ld_id=${encodeURIComponent(id)}`, { headers });
  try {
    return { status: 200, data: await loader({ request, context, params: {} } as Parameters<typeof loader>[0]) };
  } catch (thrown) {
    // React Router's data(): the status and the message shown on the error page.
    const { init, data } = thrown as { init: { status: number }; data: string };
    return { status: init.status, message: data };
  }
}

function pageOf(result: Awaited<ReturnType<typeof licensePage>>): PageData {
  if (!("data" in result)) throw new Error(`expected the page, got ${result.status}`);
  return result.data;
}

describeWithDatabases("license page loader", (ctx) => {
  beforeAll(() => {
    // The page shows this year's and next year's rounds; the snapshot's are of 2026.
    ctx().clock.set(new Date(SNAPSHOT_NOW));
  });

  it("answers 400 without a license id (the page load ends on /400)", async () => {
    for (const id of ["", "  "]) {
      expect(await licensePage(ctx(), id)).toEqual({ status: 400, message: "자격증을 지정해주세요." });
    }
  });

  it("answers 404 with a Korean message for an unknown or malformed license id", async () => {
    for (const id of ["0000000", "1320'--", "x".repeat(40)]) {
      expect(await licensePage(ctx(), id)).toEqual({ status: 404, message: "존재하지 않는 자격증입니다." });
    }
  });

  it("shows 정보처리기사 (1320) with its 2026 rounds, the next deadline and yearly pass statistics", async () => {
    const page = pageOf(await licensePage(ctx(), "1320"));
    expect(page.license).toMatchObject({ id: "1320", name: "정보처리기사", gradeName: "기사" });
    expect(page.today).toBe("2026-11-25");
    expect(page.years).toEqual([2026, 2027]);
    expect(page.rounds.length).toBeGreaterThan(0);
    expect(page.rounds.every((r) => r.year === 2026 || r.year === 2027)).toBe(true);
    const registrations = page.rounds.flatMap((r) =>
      r.phases.filter((p) => p.stage === "written" && p.kind === "registration").map((p) => p.startsOn),
    );
    expect(registrations).toContain("2026-01-12");
    // After the last 2026 exam: the next date left is the 제3회 practical result.
    expect(page.next).toEqual({
      description: "2026년 기사 제3회",
      stage: "practical",
      kind: "result",
      startsOn: "2026-12-18",
      endsOn: null,
      running: false,
      windows: [{ startsOn: "2026-12-18", endsOn: null }],
    });

    const y2022 = page.stats.find((s) => s.year === 2022);
    expect(y2022?.written?.applicants).toBe(48470);
    expect(y2022?.written?.passRate).toBeCloseTo(56.1, 1);
    expect(y2022?.practical?.applicants).toBe(53307);
    expect(page.canonical).toBe("http://localhost/jnLics/licenseInfo?ld_id=1320");
  });

  it("is the same for every visitor and never looks the member up (their star comes with the overlay)", async () => {
    const visitor = pageOf(await licensePage(ctx(), "1320"));
    const fan = await registerAndLogin(ctx());
    const context = routeContext(ctx().services);
    const request = new Request("http://localhost/jnLics/licenseInfo?ld_id=1320", { headers: fan.headers });
    const member = await loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
    expect(member).toEqual(visitor);
    expect(ctx().services.members.askedForMember(context)).toBe(false);
  });

  it("lists the license's news, talk notices, talks and questions apart, newest first, each capped", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    const row = (boardSlug: string, title: string, minute: number, extra: Partial<typeof posts.$inferInsert> = {}) => ({
      boardSlug,
      licenseId: "2290",
      authorName: "작성자",
      title,
      body: "본문",
      createdAt: at(minute),
      ...extra,
    });
    const talks = Array.from({ length: SELECT_LICENSE_LIMIT + 2 }, (_, i) => row("talk", `이야기 ${i}`, i));
    await ctx()
      .database.db.insert(posts)
      .values([
        ...talks,
        row("talk", "공지 하나", 30, { isNotice: true }),
        row("talk", "공지 둘", 31, { isNotice: true }),
        row("talk", "가려진 이야기", 40, { status: "hidden" }),
        row("talk", "다른 자격증 이야기", 41, { licenseId: "1320" }),
        row("qna", "질문 하나", 20),
        row("qna", "질문 둘", 21),
        row("bNews", "뉴스 하나", 22),
      ]);
    const page = pageOf(await licensePage(ctx(), "2290"));
    const titles = (list: { title: string }[] | null) => list?.map((p) => p.title);
    const newest = Array.from({ length: SELECT_LICENSE_LIMIT }, (_, i) => `이야기 ${SELECT_LICENSE_LIMIT + 1 - i}`);
    expect(titles(page.talks)).toEqual(newest);
    expect(titles(page.notices)).toEqual(["공지 둘", "공지 하나"]);
    expect(titles(page.questions)).toEqual(["질문 둘", "질문 하나"]);
    expect(titles(page.news)).toEqual(["뉴스 하나"]);
  });
});
