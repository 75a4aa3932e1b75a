import { Hono } from "hono";
import { z } from "zod";
import { commentInputSchema, postInputSchema, postSortParam, reportInputSchema } from "../../../shared/board-schemas";
import { postUrl } from "../../../shared/board-urls";
import { pageInfo, pageParam, pageSizeParam } from "../../../shared/paging";
import { readBody } from "../../http/body";
import { clientAddress } from "../../http/client-address";
import { requestDevice } from "../../http/device";
import { parseInput } from "../../http/errors";
import type { UploadInput } from "../../modules/boards/attachments.server";
import type { PostSummary } from "../../modules/boards/queries.server";
import type { ApiEnv } from "../index";

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const boardSlug = z
  .string({ message: "board 값이 올바르지 않습니다." })
  .regex(/^[A-Za-z0-9_]{1,30}$/, { message: "board 값이 올바르지 않습니다." });
const idParam = z.object({
  id: z.coerce
    .number({ message: "id가 올바르지 않습니다." })
    .int()
    .positive({ message: "id가 올바르지 않습니다." })
    .max(2_147_483_647),
});
const boardListQuery = z.object({
  board: boardSlug,
  caName: z.preprocess(emptyToUndefined, z.string().max(30, { message: "caName이 너무 깁니다." }).optional()),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: "limit는 1 이상 50 이하의 정수여야 합니다." }).int().min(1).max(50).default(10),
  ),
});
const postsQuery = z.object({
  board: boardSlug,
  page: pageParam,
  pageSize: pageSizeParam(15),
  sort: postSortParam,
  category: z.preprocess(emptyToUndefined, z.string().max(30, { message: "말머리가 너무 깁니다." }).optional()),
  search: z.preprocess(emptyToUndefined, z.string().max(50, { message: "검색어는 50자 이하로 입력해주세요." }).optional()),
  ld_id: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,20}$/, { message: "ld_id가 올바르지 않습니다." })
      .optional(),
  ),
});

async function filesOf(value: unknown): Promise<UploadInput[]> {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const files = list.filter((f): f is File => f instanceof File);
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
}

/** The legacy board row shape (wr_* names) the spec's board-list answers with. */
const legacyRow = (p: PostSummary) => ({
  wr_id: p.id,
  wr_subject: p.title,
  ca_name: p.category,
  wr_name: p.authorName,
  wr_hit: p.views,
  wr_comment: p.commentCount,
  wr_good: p.likeCount,
  wr_datetime: p.createdAt,
  url: postUrl(p.boardKind, p.id),
});

/** GET /v2/board/board-list and the boards engine's read/write API (docs/decisions/0016-boards-engine.md). */
export function boardsRouter() {
  const router = new Hono<ApiEnv>();
  const actorOf = (c: { get(key: "services"): ApiEnv["Variables"]["services"]; req: { raw: Request } }) =>
    c.get("services").members.currentMember(c.req.raw);

  router.get("/board/board-list", async (c) => {
    const q = parseInput(boardListQuery, c.req.query());
    const { boards } = c.get("services");
    await boards.requireBoard(q.board);
    const list = await boards.latest({ slug: q.board, category: q.caName }, q.limit);
    return c.json({ data: { list: list.map(legacyRow) } });
  });

  router.get("/board/posts", async (c) => {
    const q = parseInput(postsQuery, c.req.query());
    const result = await c
      .get("services")
      .boards.list(q.board, { category: q.category, licenseId: q.ld_id, search: q.search, sort: q.sort }, q);
    const device = requestDevice(c.req.raw.headers);
    return c.json({
      data: { boardName: result.board.name, list: result.items.map(legacyRow), page: pageInfo(q, result.total, device) },
    });
  });

  router.get("/board/posts/:id", async (c) => {
    const { id } = parseInput(idParam, c.req.param());
    const { boards, config } = c.get("services");
    const view = await boards.view(id, { actor: await actorOf(c), clientAddress: clientAddress(c, config.TRUST_PROXY) });
    return c.json({ data: { ...view, board: { slug: view.board.slug, name: view.board.name, kind: view.board.kind } } });
  });

  router.post("/board/posts", async (c) => {
    // Multipart bodies may carry attachments: inputGuard allows this route MAX_POST_REQUEST_BYTES.
    const body = await readBody(c);
    const { board } = parseInput(z.object({ board: boardSlug }), body);
    const input = parseInput(postInputSchema, body);
    const files = await filesOf(body.files);
    const created = await c.get("services").boards.createPost(board, input, await actorOf(c), files);
    return c.json({ result: true, data: { id: created.id, url: postUrl(created.kind, created.id) } }, 201);
  });

  router.get("/board/attachments/:id", async (c) => {
    const { id } = parseInput(idParam, c.req.param());
    const file = await c.get("services").boards.attachment(id);
    const inline = file.mimeType.startsWith("image/");
    return c.body(new Uint8Array(file.bytes).buffer as ArrayBuffer, 200, {
      "content-type": file.mimeType,
      "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, max-age=3600",
    });
  });

  router.put("/board/posts/:id", async (c) => {
    const { id } = parseInput(idParam, c.req.param());
    const input = parseInput(postInputSchema, await readBody(c));
    const updated = await c.get("services").boards.updatePost(id, input, await actorOf(c));
    return c.json({ result: true, data: { id, url: postUrl(updated.kind, id) } });
  });

  router.delete("/board/posts/:id", async (c) => {
    const { id } = parseInput(idParam, c.req.param());
    await c.get("services").boards.deletePost(id, await actorOf(c));
    return c.json({ result: true });
  });

  router.post("/board/posts/:id/comments", async (c) => {
    const { id } = parseInput(idParam, c.req.param());
    const input = parseInput(commentInputSchema, await readBody(c));
    const created = await c.get("services").boards.addComment(id, input, await actorOf(c));
    return c.json({ result: true, data: { id: created.id } }, 201);
  });

  router.delete("/board/comments/:id", async (c) => {
    const { id } = parseInput(idParam, c.req.param());
    await c.get("services").boards.deleteComment(id, await actorOf(c));
    return c.json({ result: true });
  });

  router.post("/board/posts/:id/like", async (c) => {
    const { id } = parseInput(idParam, c.req.param());
    return c.json({ result: true, data: await c.get("services").boards.toggleLike(id, await actorOf(c)) });
  });

  router.post("/board/posts/:id/scrap", async (c) => {
    const { id } = parseInput(idParam, c.req.param());
    return c.json({ result: true, data: await c.get("services").boards.toggleScrap(id, await actorOf(c)) });
  });

  router.post("/board/posts/:id/accept", async (c) => {
    const { id } = parseInput(idParam, c.req.param());
    const { commentId } = parseInput(z.object({ commentId: idParam.shape.id }), await readBody(c));
    await c.get("services").boards.acceptAnswer(id, commentId, await actorOf(c));
    return c.json({ result: true });
  });

  for (const target of ["posts", "comments"] as const) {
    router.post(`/board/${target}/:id/report`, async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      const { reason } = parseInput(reportInputSchema, await readBody(c));
      const type = target === "posts" ? "post" : "comment";
      const { boards, config } = c.get("services");
      const result = await boards.report(type, id, reason, await actorOf(c), clientAddress(c, config.TRUST_PROXY));
      return c.json({ result: true, data: result });
    });
  }

  return router;
}
