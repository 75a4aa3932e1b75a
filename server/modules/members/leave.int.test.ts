import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { LEFT_MEMBER_NAME } from "../../../shared/member-schemas";
import { aptitudeAttempts, licenseFavorites, members, reminderSettings, reminders, roadmapPlans } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { registerAndLogin } from "./test-helpers";

// biome-ignore lint/suspicious/noExplicitAny: assertions walk the JSON bodies freely
type Json = Record<string, any>;

describeWithDatabases("member leave (issue 24)", (ctx) => {
  it("deletes favourites, reminders, the iCal feed, aptitude attempts and saved roadmaps, and signs posts as 탈퇴한 회원", async () => {
    const session = await registerAndLogin(ctx());
    const { headers } = session;
    const request = (path: string, init: RequestInit & { json?: unknown } = {}) =>
      ctx().request(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
    const [member] = await ctx().database.db.select().from(members).where(eq(members.loginId, session.loginId));
    const memberId = member?.id as number;
    const nickname = member?.nickname as string;

    expect((await request("/v2/member/favorites/1320", { method: "PUT" })).status).toBe(200);
    expect((await request("/v2/member/reminders", { method: "PUT", json: { offsets: [3, 1] } })).status).toBe(200);
    const feed = ((await (await request("/v2/member/calendar-feed")).json()) as Json).data.url as string;
    const feedPath = new URL(feed).pathname;
    expect((await ctx().request(feedPath)).status).toBe(200);
    // A reminder already delivered to the notification center (planning depends on the data's dates).
    await ctx().database.db.insert(reminders).values({
      memberId,
      key: "test:leave",
      title: "시험 알림",
      body: "원서접수 마감",
      link: "/jnLics/licenseSchedule",
      eventOn: "2030-01-01",
      dueAt: new Date(),
      deliveredAt: new Date(),
    });
    await ctx()
      .database.db.insert(aptitudeAttempts)
      .values({ id: randomBytes(16).toString("hex"), instrument: "riasec", memberId, answers: { R1: 3 } });
    await ctx()
      .database.db.insert(roadmapPlans)
      .values({
        memberId,
        name: "탈퇴 전 로드맵",
        query: "goal=1320",
        snapshot: { goalName: "정보처리기사", finishMonth: null, steps: [] },
        savedOn: "2026-11-25",
      });
    const written = await request("/v2/board/posts", {
      method: "POST",
      json: { board: "free", title: "탈퇴 전 글", body: "본문" },
    });
    const postId = ((await written.json()) as Json).data.id as number;
    const comment = await request(`/v2/board/posts/${postId}/comments`, { method: "POST", json: { body: "탈퇴 전 댓글" } });
    expect(comment.status).toBe(201);
    const before = ((await (await ctx().request(`/v2/board/posts/${postId}`)).json()) as Json).data;
    expect(before.post.authorName).toBe(nickname);

    const left = await request("/v2/member/member-leave", { method: "POST", json: { reason: "01", mbPassword: "secret1234" } });
    expect(left.status).toBe(200);

    const { db } = ctx().database;
    expect(await db.select().from(licenseFavorites).where(eq(licenseFavorites.memberId, memberId))).toEqual([]);
    expect(await db.select().from(reminders).where(eq(reminders.memberId, memberId))).toEqual([]);
    expect(await db.select().from(reminderSettings).where(eq(reminderSettings.memberId, memberId))).toEqual([]);
    expect(await db.select().from(aptitudeAttempts).where(eq(aptitudeAttempts.memberId, memberId))).toEqual([]);
    expect(await db.select().from(roadmapPlans).where(eq(roadmapPlans.memberId, memberId))).toEqual([]);
    const gone = await ctx().request(feedPath);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain("BEGIN:VCALENDAR");

    const after = ((await (await ctx().request(`/v2/board/posts/${postId}`)).json()) as Json).data;
    expect(after.post.authorName).toBe(LEFT_MEMBER_NAME);
    expect(after.comments.map((c: Json) => c.authorName)).toEqual([LEFT_MEMBER_NAME]);
    const list = (await (await ctx().request("/v2/board/posts?board=free&sort=latest")).json()) as Json;
    const row = list.data.list.find((p: Json) => p.wr_id === postId);
    expect(row.wr_name).toBe(LEFT_MEMBER_NAME);
    expect(JSON.stringify(list)).not.toContain(nickname);
  });
});
