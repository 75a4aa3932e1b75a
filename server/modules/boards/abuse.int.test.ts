import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createApp } from "../../app";
import { members, postReports } from "../../db/schema";
import { createLogger } from "../../logger";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { newClientAddress, registerAndLogin, type Session } from "../members/test-helpers";
import { REPORTS } from "./points";
import { REPORT_LIMITED_MESSAGE } from "./service.server";

// biome-ignore lint/suspicious/noExplicitAny: assertions walk the JSON bodies freely
type Json = Record<string, any>;

async function json(res: Response | Promise<Response>): Promise<Json> {
  return (await (await res).json()) as Json;
}

async function write(ctx: TestContext, who: Session, title: string): Promise<number> {
  const res = await ctx.request("/v2/board/posts", {
    method: "POST",
    headers: who.headers,
    json: { board: "free", title, body: "본문" },
  });
  expect(res.status).toBe(201);
  return (await json(res)).data.id;
}

function report(ctx: TestContext, who: Session, target: "posts" | "comments", id: number, client = newClientAddress()) {
  return ctx.request(`/v2/board/${target}/${id}/report`, {
    method: "POST",
    headers: { ...who.headers, "x-forwarded-for": client },
    json: { reason: "광고" },
  });
}

function search(ctx: TestContext, keyword: string) {
  return ctx.request("/v1/search/search.php", { method: "POST", json: { keyword, searchType: "all" } });
}

describeWithDatabases("boards abuse (issue 24)", (ctx) => {
  /** A member with a month-old account and a post of their own: their report counts in full. */
  async function established(): Promise<Session> {
    const member = await registerAndLogin(ctx());
    await write(ctx(), member, "오래된 회원의 글");
    await ctx()
      .database.db.update(members)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(members.loginId, member.loginId));
    return member;
  }

  it("3 fresh accounts cannot hide posts; 3 established members can; a restore holds against the same reporters", async () => {
    const author = await registerAndLogin(ctx());
    const ids = [await write(ctx(), author, "신고폭탄 대상 하나"), await write(ctx(), author, "신고폭탄 대상 둘")];
    const fresh = [await registerAndLogin(ctx()), await registerAndLogin(ctx()), await registerAndLogin(ctx())];
    for (const id of ids) {
      for (const reporter of fresh) {
        const res = await report(ctx(), reporter, "posts", id);
        expect(res.status).toBe(200);
        expect((await json(res)).data).toEqual({ hidden: false });
      }
      expect((await ctx().request(`/v2/board/posts/${id}`)).status).toBe(200);
    }
    const stored = await ctx()
      .database.db.select()
      .from(postReports)
      .where(eq(postReports.targetId, ids[0] as number));
    expect(stored.filter((r) => r.targetType === "post").map((r) => r.weight)).toEqual([25, 25, 25]);

    const target = ids[0] as number;
    const seasoned = [await established(), await established(), await established()];
    const results = [];
    for (const reporter of seasoned) results.push((await json(report(ctx(), reporter, "posts", target))).data.hidden);
    // 3 × 25 from the fresh accounts + 100 + 100 = 275 < 300: the third established member hides it.
    expect(results).toEqual([false, false, true]);
    expect((await ctx().request(`/v2/board/posts/${target}`)).status).toBe(404);
    expect(JSON.stringify(await json(search(ctx(), "신고폭탄")))).not.toContain(`"신고폭탄 대상 하나"`);

    const { moderation } = ctx().services.boards;
    await moderation.restore("post", target);
    expect((await ctx().request(`/v2/board/posts/${target}`)).status).toBe(200);
    for (const reporter of [...fresh, ...seasoned]) {
      const again = await report(ctx(), reporter, "posts", target);
      expect(again.status).toBe(400);
      expect(await json(again)).toMatchObject({ result: false, message: "이미 신고했습니다." });
    }
    expect((await ctx().request(`/v2/board/posts/${target}`)).status).toBe(200);
    const listed = await moderation.reported("post", { page: 1, pageSize: 50 });
    expect(listed.items.find((r) => r.id === target)).toBeUndefined();

    // Only new reports by other members count after the restore, from zero.
    const later = [await established(), await established()];
    for (const reporter of later) expect((await json(report(ctx(), reporter, "posts", target))).data.hidden).toBe(false);
    const after = await moderation.reported("post", { page: 1, pageSize: 50 });
    expect(after.items.find((r) => r.id === target)).toMatchObject({
      status: "visible",
      reportCount: 2,
      reasons: ["광고", "광고"],
    });
    expect((await json(report(ctx(), await established(), "posts", target))).data.hidden).toBe(true);
  });

  it("limits reports per member and per client address with a 429 and a Korean message", async () => {
    const author = await registerAndLogin(ctx());
    const postId = await write(ctx(), author, "댓글 신고 한도 시험");
    const commentIds: number[] = [];
    for (let i = 0; i <= REPORTS.perClientPerHour; i++) {
      const res = await ctx().request(`/v2/board/posts/${postId}/comments`, {
        method: "POST",
        headers: author.headers,
        json: { body: `댓글 ${i}` },
      });
      commentIds.push((await json(res)).data.id);
    }
    const shared = newClientAddress();
    const [first, second, third] = [await registerAndLogin(ctx()), await registerAndLogin(ctx()), await registerAndLogin(ctx())];
    const perMember = commentIds.slice(0, REPORTS.perMemberPerHour);
    for (const id of perMember) expect((await report(ctx(), first as Session, "comments", id, shared)).status).toBe(200);
    const refused = await report(ctx(), first as Session, "comments", commentIds[REPORTS.perMemberPerHour] as number);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ result: false, message: REPORT_LIMITED_MESSAGE });

    const rest = commentIds.slice(REPORTS.perMemberPerHour, REPORTS.perClientPerHour);
    for (const id of rest) expect((await report(ctx(), second as Session, "comments", id, shared)).status).toBe(200);
    const last = commentIds[REPORTS.perClientPerHour] as number;
    expect((await report(ctx(), third as Session, "comments", last, shared)).status).toBe(429);
    expect((await report(ctx(), third as Session, "comments", last, newClientAddress())).status).toBe(200);
  });

  it("counts one view per client address and day: a new User-Agent or forged X-Forwarded-For adds none", async () => {
    const author = await registerAndLogin(ctx());
    const id = await write(ctx(), author, "조회수 부풀리기 대상");
    const views = async () =>
      (await json(ctx().request(`/v2/board/posts/${id}`, { headers: { "x-forwarded-for": "10.1.1.1" } }))).data.post.views;
    expect(await views()).toBe(1);
    // The test app trusts one proxy: only the rightmost X-Forwarded-For entry (the proxy's) is believed.
    for (let i = 0; i < 30; i++) {
      const res = await ctx().request(`/v2/board/posts/${id}`, {
        headers: { "user-agent": `Mozilla/5.0 bot-${i}`, "x-forwarded-for": `203.0.113.${i}, 10.1.1.1` },
      });
      expect(res.status).toBe(200);
    }
    expect(await views()).toBe(1);
    // The cached post page counts through the same key.
    await ctx().services.boards.recordAnonymousView(id, "10.1.1.1");
    expect(await views()).toBe(1);

    // Without TRUST_PROXY the header is not believed at all.
    const services = { ...ctx().services, config: { ...ctx().services.config, TRUST_PROXY: 0 } };
    const direct = createApp({ services, logger: createLogger("silent"), mode: "production", getBuild: () => Promise.reject() });
    const before = (await json(direct.request(`/v2/board/posts/${id}`))).data.post.views;
    for (let i = 0; i < 30; i++) {
      const headers = { "user-agent": `agent-${i}`, "x-forwarded-for": newClientAddress() };
      expect((await direct.request(`/v2/board/posts/${id}`, { headers })).status).toBe(200);
    }
    expect((await json(direct.request(`/v2/board/posts/${id}`))).data.post.views).toBe(before);

    // A member counts once a day whatever address or browser they come from.
    const reader = await registerAndLogin(ctx());
    for (const address of [newClientAddress(), newClientAddress()])
      await ctx().request(`/v2/board/posts/${id}`, {
        headers: { ...reader.headers, "x-forwarded-for": address, "user-agent": address },
      });
    expect(await views()).toBe(before + 1);
  });
});
