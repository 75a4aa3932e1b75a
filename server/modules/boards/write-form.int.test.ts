import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as writeAction } from "../../../app/routes/boards/write";
import { posts } from "../../db/schema";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { formMember, formPost, outcome } from "../../test/route-actions";

async function writer(ctx: TestContext) {
  const { id, post } = await formMember(ctx, writeAction);
  return { id, write: post };
}

const postRow = async (ctx: TestContext, id: number) =>
  (
    await ctx.database.db
      .select({ boardSlug: posts.boardSlug, title: posts.title, bodyText: posts.bodyText, memberId: posts.memberId })
      .from(posts)
      .where(eq(posts.id, id))
  )[0];

const idOf = (location: string | null) => Number(new URL(location ?? "", "http://x").searchParams.get("id"));

describeWithDatabases("board write page action", (ctx) => {
  it("posts to the chosen board and redirects to the post; empty fields answer their messages", async () => {
    const { id, write } = await writer(ctx());
    const title = `폼 테스트 ${Date.now()}`;

    const empty = await write("/jnComm/write?board=free", { board: "free", title: " ", body: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: "입력한 내용을 확인해주세요.",
      result: { error: { title: ["제목을(를) 입력해주세요."], body: ["내용을(를) 입력해주세요."] } },
    });
    expect(await ctx().database.db.select({ id: posts.id }).from(posts).where(eq(posts.memberId, id))).toEqual([]);

    const badCategory = await write("/jnComm/write?board=review", {
      board: "review",
      title,
      body: "본문",
      category: "없는말머리",
    });
    expect(badCategory).toMatchObject({
      status: 400,
      body: { message: "말머리가 올바르지 않습니다.", result: { initialValue: { title } } },
    });

    const form = new FormData();
    for (const [name, value] of Object.entries({ board: "daily", title, body: "첫 문단\n\n둘째 문단" })) form.set(name, value);
    const created = await write("/jnComm/write?board=free", form);
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toMatch(/^\/jnComm\/view\?id=\d+$/);
    expect(await postRow(ctx(), idOf(created.headers.get("location")))).toEqual({
      boardSlug: "daily",
      title,
      bodyText: expect.stringContaining("둘째 문단"),
      memberId: id,
    });
  });

  it("edits only the author's post and needs a license on the talk board", async () => {
    const author = await writer(ctx());
    const created = await author.write("/jnComm/write?board=free", { board: "free", title: "원래 제목", body: "본문" });
    const postId = idOf(created.headers.get("location"));

    const other = await writer(ctx());
    const refused = await other.write(`/jnComm/write?id=${postId}`, { title: "남의 글 수정", body: "본문" });
    expect(refused).toMatchObject({ status: 403, body: { message: "작성자만 수정할 수 있습니다." } });
    expect(await postRow(ctx(), postId)).toMatchObject({ title: "원래 제목" });

    const edited = await author.write(`/jnComm/write?id=${postId}`, { title: "고친 제목", body: "고친 본문" });
    expect(edited.status).toBe(302);
    expect(edited.headers.get("location")).toBe(`/jnComm/view?id=${postId}`);
    expect(await postRow(ctx(), postId)).toMatchObject({ title: "고친 제목", bodyText: "고친 본문" });

    const noLicense = await author.write("/jnTalk/write", { title: "자격증 없는 톡", body: "본문" });
    expect(noLicense).toMatchObject({ status: 400, body: { message: "자격증을 선택해주세요." } });
    const talk = await author.write("/jnTalk/write?ld_id=1320", { ld_id: "1320", title: "정처기 톡", body: "본문" });
    expect(talk.headers.get("location")).toMatch(/^\/jnTalk\/view\?id=\d+$/);
    expect(await postRow(ctx(), idOf(talk.headers.get("location")))).toMatchObject({ boardSlug: "talk", title: "정처기 톡" });
  });

  it("sends visitors to the login page", async () => {
    const visitor = await outcome(writeAction(formPost(ctx(), "/jnComm/write?board=free", { title: "제목", body: "본문" })));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/member/login?url=%2FjnComm%2Fwrite%3Fboard%3Dfree");
  });
});
