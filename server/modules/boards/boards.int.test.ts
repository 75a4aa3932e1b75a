import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { pointLedger, posts } from "../../db/schema";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { registerAndLogin, type Session } from "../members/test-helpers";
import { WRITE_LIMITS } from "./points";
import { RATE_LIMITED_MESSAGE } from "./service.server";

// biome-ignore lint/suspicious/noExplicitAny: assertions walk the JSON bodies freely
type Json = Record<string, any>;

async function write(ctx: TestContext, who: Session, fields: Record<string, unknown>) {
  return ctx.request("/v2/board/posts", { method: "POST", headers: who.headers, json: fields });
}

async function json(res: Response | Promise<Response>): Promise<Json> {
  return (await (await res).json()) as Json;
}

function search(ctx: TestContext, keyword: string) {
  return ctx.request("/v1/search/search.php", { method: "POST", json: { keyword, searchType: "all" } });
}

describeWithDatabases("boards engine", (ctx) => {
  it("holds no invented posts with the real snapshot: every board starts empty", async () => {
    const rows = await ctx().database.db.select({ id: posts.id }).from(posts).where(eq(posts.isDemo, true));
    expect(rows).toEqual([]);
    const boards = await ctx().services.boards.boards();
    expect(boards.map((b) => b.slug)).toEqual(
      expect.arrayContaining([
        "best",
        "hot",
        "daily",
        "free",
        "humor",
        "review",
        "qnet",
        "qerror",
        "lifetip",
        "talk",
        "qna",
        "bNews",
      ]),
    );
  });

  it("limits how many posts one member writes in the window, with a 429 and a Korean message", async () => {
    const author = await registerAndLogin(ctx());
    for (let i = 0; i < WRITE_LIMITS.posts; i++) {
      expect((await write(ctx(), author, { board: "free", title: `연속 작성 ${i}`, body: "본문" })).status).toBe(201);
    }
    const refused = await write(ctx(), author, { board: "free", title: "한도 초과", body: "본문" });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ result: false, message: RATE_LIMITED_MESSAGE });
    const other = await registerAndLogin(ctx());
    expect((await write(ctx(), other, { board: "free", title: "다른 회원", body: "본문" })).status).toBe(201);
  });

  it("writes, lists, views, edits and soft-deletes a post; only the author may edit", async () => {
    const author = await registerAndLogin(ctx());
    const other = await registerAndLogin(ctx());
    const created = await write(ctx(), author, { board: "free", title: "첫 자유글 테스트", body: "안녕하세요\n\n두 번째 문단" });
    expect(created.status).toBe(201);
    const { data } = await json(created);
    expect(data.url).toBe(`/jnComm/view?id=${data.id}`);

    const list = await json(ctx().request("/v2/board/posts?board=free&sort=latest"));
    expect(list.data.boardName).toBe("자유게시판");
    expect(list.data.list[0]).toMatchObject({ wr_id: data.id, wr_subject: "첫 자유글 테스트", wr_comment: 0 });
    expect(list.data.page).toMatchObject({ page: 1, itemsPerPage: 15 });

    const view = await json(ctx().request(`/v2/board/posts/${data.id}`));
    expect(view.data.post.body).toBe("<p>안녕하세요</p><p>두 번째 문단</p>");
    expect(view.data.post.views).toBe(1);
    // One view per visitor and day, also for views of the page served from the shared cache.
    expect((await json(ctx().request(`/v2/board/posts/${data.id}`))).data.post.views).toBe(1);
    await ctx().services.boards.recordAnonymousView(data.id, "10.9.9.9");
    await ctx().services.boards.recordAnonymousView(data.id, "10.9.9.9");
    expect((await json(ctx().request(`/v2/board/posts/${data.id}`))).data.post.views).toBe(2);

    const forbidden = await ctx().request(`/v2/board/posts/${data.id}`, {
      method: "PUT",
      headers: other.headers,
      json: { title: "남의 글 수정", body: "x" },
    });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ result: false, error: "403", message: "작성자만 수정할 수 있습니다." });
    expect((await ctx().request(`/v2/board/posts/${data.id}`, { method: "DELETE", headers: other.headers })).status).toBe(403);

    const edited = await ctx().request(`/v2/board/posts/${data.id}`, {
      method: "PUT",
      headers: author.headers,
      json: { title: "수정한 제목", body: "<p>수정한 본문</p>" },
    });
    expect(edited.status).toBe(200);
    expect((await json(ctx().request(`/v2/board/posts/${data.id}`))).data.post.title).toBe("수정한 제목");

    expect((await ctx().request(`/v2/board/posts/${data.id}`, { method: "DELETE", headers: author.headers })).status).toBe(200);
    expect((await ctx().request(`/v2/board/posts/${data.id}`)).status).toBe(404);
    const [row] = await ctx().database.db.select({ status: posts.status }).from(posts).where(eq(posts.id, data.id));
    expect(row?.status).toBe("deleted");
  });

  it("sanitises bodies on the server and rejects bad input with 400/401/404", async () => {
    const member = await registerAndLogin(ctx());
    const payload = `<p onclick="alert(1)">ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe><a href="https://example.com">link</a>`;
    const { data } = await json(write(ctx(), member, { board: "daily", title: "<b>제목</b>", body: payload }));
    const view = await json(ctx().request(`/v2/board/posts/${data.id}`));
    expect(view.data.post.body).toBe(
      '<p>ok</p><a rel="nofollow noopener noreferrer" target="_blank">x</a><a href="https://example.com" rel="nofollow noopener noreferrer" target="_blank">link</a>',
    );
    expect(view.data.post.title).toBe("<b>제목</b>");

    const anonymous = await ctx().request("/v2/board/posts", { method: "POST", json: { board: "free", title: "a", body: "b" } });
    expect(anonymous.status).toBe(401);
    const unknown = await write(ctx(), member, { board: "nothing", title: "a", body: "b" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ result: false, error: "404", message: "게시판을 찾을 수 없습니다." });
    for (const bad of [
      { board: "free", title: "널\u0000문자", body: "b" },
      { board: "free", title: "a", body: "깨진\uD800서로게이트" },
      { board: "free", title: "", body: "b" },
      { board: "free", title: "a", body: "<script>x</script>" },
      { board: "free", title: "a".repeat(101), body: "b" },
      { board: "review", title: "a", body: "b", category: "없는말머리" },
      { board: "talk", title: "자격증 없는 톡", body: "b" },
      { board: "best", title: "a", body: "b" },
    ]) {
      const res = await write(ctx(), member, bad);
      expect([400, 403], JSON.stringify(bad)).toContain(res.status);
      expect(await res.json()).toMatchObject({ result: false, message: expect.stringMatching(/[가-힣]/) });
    }
    expect((await ctx().request("/v2/board/board-list?board=nothing")).status).toBe(404);
    expect((await ctx().request("/v2/board/board-list?board=bNews&limit=0")).status).toBe(400);
    expect((await ctx().request("/v2/board/posts/abc")).status).toBe(400);
  });

  it("comments with one level of replies, likes, scraps and points on a ledger", async () => {
    const author = await registerAndLogin(ctx());
    const reader = await registerAndLogin(ctx());
    const { data } = await json(write(ctx(), author, { board: "humor", title: "공감 테스트 글", body: "본문" }));
    const comment = await ctx().request(`/v2/board/posts/${data.id}/comments`, {
      method: "POST",
      headers: reader.headers,
      json: { body: "댓글입니다" },
    });
    expect(comment.status).toBe(201);
    const commentId = (await comment.json()).data.id;
    const reply = await ctx().request(`/v2/board/posts/${data.id}/comments`, {
      method: "POST",
      headers: author.headers,
      json: { body: "답글입니다", parentId: commentId },
    });
    expect(reply.status).toBe(201);
    const replyId = (await reply.json()).data.id;
    const nested = await ctx().request(`/v2/board/posts/${data.id}/comments`, {
      method: "POST",
      headers: reader.headers,
      json: { body: "답글의 답글", parentId: replyId },
    });
    expect(nested.status).toBe(400);

    const like = await json(ctx().request(`/v2/board/posts/${data.id}/like`, { method: "POST", headers: reader.headers }));
    expect(like.data).toEqual({ liked: true, likeCount: 1 });
    const self = await ctx().request(`/v2/board/posts/${data.id}/like`, { method: "POST", headers: author.headers });
    expect(self.status).toBe(400);
    const scrap = await json(ctx().request(`/v2/board/posts/${data.id}/scrap`, { method: "POST", headers: reader.headers }));
    expect(scrap.data).toEqual({ scrapped: true });

    const info = await json(ctx().request("/v2/member/member-info", { headers: reader.headers }));
    expect(info.data.mbScrapCnt).toBe(1);
    // author: post 10 + reply 2 + like received 1; reader: comment 2.
    const authorInfo = await json(ctx().request("/v2/member/member-license-info", { headers: author.headers }));
    expect(authorInfo.data.userInfo.userPoint).toBe(13);
    const readerInfo = await json(ctx().request("/v2/member/member-license-info", { headers: reader.headers }));
    expect(readerInfo.data.userInfo.userPoint).toBe(2);

    const view = await json(ctx().request(`/v2/board/posts/${data.id}`, { headers: reader.headers }));
    expect(view.data).toMatchObject({ liked: true, scrapped: true, canEdit: false });
    expect(view.data.post.commentCount).toBe(2);
    expect(view.data.comments.map((c: Json) => [c.body, c.parentId])).toEqual([
      ["댓글입니다", null],
      ["답글입니다", commentId],
    ]);

    const unlike = await json(ctx().request(`/v2/board/posts/${data.id}/like`, { method: "POST", headers: reader.headers }));
    expect(unlike.data).toEqual({ liked: false, likeCount: 0 });
    expect(
      (await json(ctx().request("/v2/member/member-license-info", { headers: author.headers }))).data.userInfo.userPoint,
    ).toBe(12);
  });

  it("serves the license page's talk, Q&A and news from real posts", async () => {
    const member = await registerAndLogin(ctx());
    for (let i = 1; i <= 6; i++) {
      expect(
        (await write(ctx(), member, { board: "talk", title: `자격증톡 이야기 ${i}`, body: "본문", ld_id: "1320" })).status,
      ).toBe(201);
    }
    await write(ctx(), member, {
      board: "bNews",
      title: "정보처리기사 뉴스 글",
      body: "본문",
      ld_id: "1320",
      category: "자격증소식",
    });
    const talk = await json(
      ctx().request("/v1/jnTalk/selectLicenseInfo.php", { method: "POST", json: { selectLicense: "1320", sort: "latest" } }),
    );
    expect(talk.data.licenseName).toBe("정보처리기사");
    expect(talk.data.selectLicenseInfo).toHaveLength(5);
    expect(talk.data.selectLicenseInfo[0]).toMatchObject({
      title: "자격증톡 이야기 6",
      url: expect.stringMatching(/^\/jnTalk\/view\?id=\d+$/),
    });
    const news = await json(ctx().request("/v1/jnLics/licenseNews.php", { method: "POST", json: { ld_id: "1320" } }));
    expect(news.data[0]).toMatchObject({ title: "정보처리기사 뉴스 글", date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const searched = await json(search(ctx(), "자격증톡 이야기"));
    expect(JSON.stringify(searched.data.jnTalk)).toContain("자격증톡 이야기");
  });

  it("deletes the member's point ledger when they leave", async () => {
    const member = await registerAndLogin(ctx());
    await write(ctx(), member, { board: "lifetip", title: "생활꿀팁 글", body: "본문" });
    const me = await ctx().services.members.currentMember(new Request("http://localhost/", { headers: member.headers }));
    expect(me).not.toBeNull();
    expect(await ctx().services.boards.pointTotal(me?.id ?? 0)).toBe(10);
    await ctx().services.members.leave(me?.id ?? 0, "테스트");
    const rows = await ctx()
      .database.db.select()
      .from(pointLedger)
      .where(eq(pointLedger.memberId, me?.id ?? 0));
    expect(rows).toEqual([]);
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describeWithDatabases("board attachments", (ctx) => {
  const upload = (who: Session, files: Array<{ name: string; bytes: Uint8Array; type: string }>) => {
    const form = new FormData();
    form.set("board", "free");
    form.set("title", "첨부 테스트");
    form.set("body", "본문");
    for (const f of files) form.append("files", new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    return ctx().request("/v2/board/posts", { method: "POST", headers: who.headers, body: form });
  };

  it("stores sniffed images and PDFs and serves them with nosniff", async () => {
    const member = await registerAndLogin(ctx());
    const res = await upload(member, [
      { name: "../../사진.png", bytes: PNG, type: "image/png" },
      { name: "문서.pdf", bytes: Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"), type: "application/pdf" },
    ]);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as Json;
    const view = await json(ctx().request(`/v2/board/posts/${data.id}`));
    expect(view.data.attachments.map((a: Json) => [a.originalName, a.mimeType])).toEqual([
      ["사진.png", "image/png"],
      ["문서.pdf", "application/pdf"],
    ]);
    expect(view.data.attachments[0].storageKey).toBeUndefined();
    const file = await ctx().request(`/v2/board/attachments/${view.data.attachments[0].id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const pdf = await ctx().request(`/v2/board/attachments/${view.data.attachments[1].id}`);
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("rejects disguised and too-large files with a Korean 400 and writes nothing", async () => {
    const member = await registerAndLogin(ctx());
    const before = await ctx().database.db.select({ id: posts.id }).from(posts);
    const disguised = await upload(member, [
      { name: "사진.png", bytes: Buffer.from("<html><script>alert(1)</script></html>"), type: "image/png" },
    ]);
    expect(disguised.status).toBe(400);
    expect(await disguised.json()).toMatchObject({
      result: false,
      error: "400",
      message: "사진.png: 이미지(PNG, JPG, GIF, WEBP)와 PDF 파일만 올릴 수 있습니다.",
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooLarge = await upload(member, [{ name: "큰사진.png", bytes: big, type: "image/png" }]);
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).message).toBe("큰사진.png: 파일은 5MB 이하만 올릴 수 있습니다.");
    const after = await ctx().database.db.select({ id: posts.id }).from(posts);
    expect(after.length).toBe(before.length);
    expect((await ctx().request("/v2/board/attachments/999999")).status).toBe(404);
  });
});
