import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, onTestFinished } from "vitest";
import { createApp } from "../../app";
import { loadConfig } from "../../config.server";
import { postAttachmentData, postAttachments } from "../../db/schema";
import { UPLOAD_LOGIN_MESSAGE } from "../../http/input";
import { createLogger } from "../../logger";
import { createServices } from "../../services.server";
import { describeWithDatabases, TEST_ENV, type TestContext } from "../../test/databases";
import { registerAndLogin, type Session } from "../members/test-helpers";
import { DAILY_QUOTA_MESSAGE, moveDiskAttachments, STORED_QUOTA_MESSAGE, UPLOAD_QUOTA } from "./storage.server";

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** What the attacker sent: a 26 MB multipart body. */
const ATTACK_BYTES = 26 * 1024 * 1024;

function upload(request: TestContext["request"], who: Session, title = "첨부 글") {
  const form = new FormData();
  form.set("board", "free");
  form.set("title", title);
  form.set("body", "본문");
  form.append("files", new File([PNG], "사진.png", { type: "image/png" }));
  return request("/v2/board/posts", { method: "POST", headers: who.headers, body: form });
}

async function attachmentIdsOf(ctx: TestContext, postId: number): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ id: postAttachments.id })
    .from(postAttachments)
    .where(eq(postAttachments.postId, postId));
  return rows.map((r) => r.id);
}

/**
 * Sends the headers and the first 64 KB of a 26 MB multipart post over a real socket and resolves
 * with the answer, which must come while the rest of the body is still unsent.
 */
function anonymousLargeUpload(port: number, target: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      port,
      method: "POST",
      path: target,
      headers: { "content-type": "multipart/form-data; boundary=XYZ", "content-length": String(ATTACK_BYTES) },
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, body });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.write(`--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n${"x".repeat(64 * 1024)}`);
  });
}

describeWithDatabases("uploads", (ctx) => {
  let server: ReturnType<typeof serve> | undefined;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: ctx().app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it("refuses a visitor's 26 MB upload with 401 before reading its body (API), or sends a page post to login", async () => {
    const api = await anonymousLargeUpload(port, "/v2/board/posts");
    expect(api.status).toBe(401);
    expect(JSON.parse(api.body)).toEqual({ result: false, error: "401", message: UPLOAD_LOGIN_MESSAGE });
    const page = await anonymousLargeUpload(port, "/jnComm/write?board=free");
    expect(page.status).toBe(303);
    expect(page.location).toBe(`/member/login?url=${encodeURIComponent("/jnComm/write?board=free")}`);
    const data = await anonymousLargeUpload(port, "/jnComm/write.data?board=free");
    expect(data.status).toBe(401);
  });

  it("enforces the stored quota, frees it when the post is deleted, and keeps the day's allowance used", async () => {
    const member = await registerAndLogin(ctx());
    const first = await upload(ctx().request, member, "첫 글");
    expect(first.status).toBe(201);
    const firstId = ((await first.json()) as { data: { id: number } }).data.id;
    const [attachmentId] = await attachmentIdsOf(ctx(), firstId);
    // The first post's file stands for a nearly full store, uploaded on an earlier day.
    const yesterday = new Date(Date.now() - 36 * 3_600_000);
    await ctx()
      .database.db.update(postAttachments)
      .set({ size: UPLOAD_QUOTA.storedBytes - 10, createdAt: yesterday })
      .where(eq(postAttachments.id, attachmentId ?? 0));

    const full = await upload(ctx().request, member);
    expect(full.status).toBe(400);
    expect(await full.json()).toMatchObject({ result: false, message: STORED_QUOTA_MESSAGE });

    expect((await ctx().request(`/v2/board/posts/${firstId}`, { method: "DELETE", headers: member.headers })).status).toBe(200);
    const data = await ctx()
      .database.db.select({ id: postAttachmentData.attachmentId })
      .from(postAttachmentData)
      .where(inArray(postAttachmentData.attachmentId, [attachmentId ?? 0]));
    expect(data).toEqual([]);
    expect((await ctx().request(`/v2/board/attachments/${attachmentId}`)).status).toBe(404);
    expect((await upload(ctx().request, member)).status).toBe(201);

    // Had the deleted file been uploaded today, deleting it would not give the day's bytes back.
    await ctx()
      .database.db.update(postAttachments)
      .set({ size: UPLOAD_QUOTA.bytesPerDay - 10, createdAt: new Date() })
      .where(eq(postAttachments.id, attachmentId ?? 0));
    const daily = await upload(ctx().request, member);
    expect(daily.status).toBe(429);
    expect(await daily.json()).toMatchObject({ result: false, message: DAILY_QUOTA_MESSAGE });
  });

  it("limits the files a member uploads per day", async () => {
    const member = await registerAndLogin(ctx());
    for (let i = 0; i < UPLOAD_QUOTA.filesPerDay / 5; i++) {
      const form = new FormData();
      form.set("board", "free");
      form.set("title", `사진 ${i}`);
      form.set("body", "본문");
      for (let f = 0; f < 5; f++) form.append("files", new File([PNG], `${f}.png`, { type: "image/png" }));
      expect((await ctx().request("/v2/board/posts", { method: "POST", headers: member.headers, body: form })).status).toBe(201);
    }
    const over = await upload(ctx().request, member);
    expect(over.status).toBe(429);
    expect((await over.json()).message).toBe(DAILY_QUOTA_MESSAGE);
  });

  it("serves an attachment uploaded through one instance from a second instance with its own data directory", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jn-second-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const second = (() => {
      const config = loadConfig({ ...process.env, ...TEST_ENV, DATA_DIR: dataDir });
      const logger = createLogger("silent");
      const services = createServices(ctx().database, config, logger);
      return createApp({ services, logger, mode: "production", getBuild: () => Promise.reject(new Error("no build")) });
    })();
    const member = await registerAndLogin(ctx());
    const created = await upload(ctx().request, member);
    expect(created.status).toBe(201);
    const postId = ((await created.json()) as { data: { id: number } }).data.id;
    const [attachmentId] = await attachmentIdsOf(ctx(), postId);
    const res = await second.request(`/v2/board/attachments/${attachmentId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("moves files an instance kept on its disk before into the database at start", async () => {
    const member = await registerAndLogin(ctx());
    const created = await upload(ctx().request, member);
    const postId = ((await created.json()) as { data: { id: number } }).data.id;
    const [attachmentId] = await attachmentIdsOf(ctx(), postId);
    const { db } = ctx().database;
    // As the disk store left it: the bytes in DATA_DIR/uploads under the row's storage key.
    await db.delete(postAttachmentData).where(eq(postAttachmentData.attachmentId, attachmentId ?? 0));
    const [row] = await db
      .select()
      .from(postAttachments)
      .where(eq(postAttachments.id, attachmentId ?? 0));
    const dataDir = mkdtempSync(path.join(tmpdir(), "jn-data-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const dir = path.join(dataDir, "uploads");
    mkdirSync(dir);
    writeFileSync(path.join(dir, row?.storageKey ?? ""), PNG);
    expect((await ctx().request(`/v2/board/attachments/${attachmentId}`)).status).toBe(404);

    expect(await moveDiskAttachments(db, dir)).toBe(1);
    const res = await ctx().request(`/v2/board/attachments/${attachmentId}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect(existsSync(dir)).toBe(false);
  });
});
