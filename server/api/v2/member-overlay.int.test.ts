import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { MemberOverlay } from "../../../shared/member-overlay";
import { members, reminders } from "../../db/schema";
import { registerAndLogin, type Session } from "../../modules/members/test-helpers";
import { describeWithDatabases } from "../../test/databases";

/** GET /v2/member/overlay: the per-visitor part of shared pages (docs/decisions/0033-speed.md). */
describeWithDatabases("member overlay", (ctx) => {
  async function overlayOf(session?: Session, cookie?: string) {
    const headers = { ...session?.headers, ...(cookie ? { cookie } : {}) };
    const res = await ctx().request("/v2/member/overlay", { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-cache")).toBeNull();
    return { res, overlay: ((await res.json()) as { data: MemberOverlay }).data };
  }

  async function memberId(session: Session): Promise<number> {
    const [row] = await ctx().database.db.select({ id: members.id }).from(members).where(eq(members.loginId, session.loginId));
    if (!row) throw new Error("member missing");
    return row.id;
  }

  it("answers a visitor with nothing personal, and drops a stale access cookie", async () => {
    const { overlay } = await overlayOf();
    expect(overlay).toEqual({ loggedIn: false, nickname: null, isAdmin: false, unreadCount: 0, favorites: [], followed: [] });
    const { res } = await overlayOf(undefined, "accessToken=expired.or.forged");
    expect(res.headers.getSetCookie().some((line) => /^accessToken=;.*Max-Age=0/.test(line))).toBe(true);
  });

  it("gives each member their own nickname, unread count and stars, and no one else's", async () => {
    const fan = await registerAndLogin(ctx(), { mbNick: "별지기" });
    const other = await registerAndLogin(ctx(), { mbNick: "구경꾼" });
    const fanId = await memberId(fan);
    expect(await ctx().services.notifications.addFavorite(fanId, "1320")).toBe(true);
    await ctx()
      .database.db.insert(reminders)
      .values({
        memberId: fanId,
        key: "overlay-test",
        licenseId: "1320",
        title: "정보처리기사 원서접수",
        body: "내일 마감",
        link: "/jnLics/licenseInfo?ld_id=1320",
        eventOn: "2026-11-26",
        dueAt: new Date("2026-11-25T00:00:00Z"),
        deliveredAt: new Date("2026-11-25T00:00:00Z"),
      });

    const mine = (await overlayOf(fan)).overlay;
    expect(mine).toMatchObject({ loggedIn: true, nickname: "별지기", isAdmin: false, unreadCount: 1, favorites: ["1320"] });
    expect(mine.followed).toContain("1320");
    const theirs = (await overlayOf(other)).overlay;
    expect(theirs).toEqual({ loggedIn: true, nickname: "구경꾼", isAdmin: false, unreadCount: 0, favorites: [], followed: [] });
  });
});
