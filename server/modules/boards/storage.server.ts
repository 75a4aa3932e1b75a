import { existsSync } from "node:fs";
import { readFile, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, gte, inArray, isNull, sum } from "drizzle-orm";
import { todayInSeoul } from "../../../shared/dates";
import type { Db } from "../../db/client.server";
import { members, postAttachmentData, postAttachments, posts } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";
import type { CheckedUpload } from "./attachments.server";
import type { Tx } from "./writes.server";

/**
 * Per-member upload quota (decision 0039): what one member may upload per day in Korea, deleted
 * posts' files included (deleting does not give the day's allowance back), and what may be stored
 * at once (deleting a post frees its share).
 */
export const UPLOAD_QUOTA = {
  filesPerDay: 20,
  bytesPerDay: 40 * 1024 * 1024,
  storedBytes: 200 * 1024 * 1024,
} as const;

const MB = 1024 * 1024;
export const DAILY_QUOTA_MESSAGE = `오늘 올릴 수 있는 첨부파일(${UPLOAD_QUOTA.filesPerDay}개, ${UPLOAD_QUOTA.bytesPerDay / MB}MB)을 모두 사용했습니다. 내일 다시 시도해주세요.`;
export const STORED_QUOTA_MESSAGE = `첨부파일은 회원당 ${UPLOAD_QUOTA.storedBytes / MB}MB까지 보관할 수 있습니다. 예전 글을 지워 공간을 확보해주세요.`;

/** Midnight of `now`'s day in Korea (no daylight saving there). */
const startOfKoreanDay = (now: Date) => new Date(`${todayInSeoul(now)}T00:00:00+09:00`);

/**
 * Stores a new post's files in the transaction that writes the post, after checking the member's
 * quota. The member's row is locked first, so two parallel posts cannot both pass the check.
 */
export async function storeAttachments(tx: Tx, memberId: number, postId: number, uploads: CheckedUpload[], now: Date) {
  if (uploads.length === 0) return;
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
  const ofMember = and(eq(posts.memberId, memberId), eq(posts.id, postAttachments.postId));
  const [today] = await tx
    .select({ files: count(), bytes: sum(postAttachments.size).mapWith(Number) })
    .from(postAttachments)
    .innerJoin(posts, ofMember)
    .where(gte(postAttachments.createdAt, startOfKoreanDay(now)));
  const [stored] = await tx
    .select({ bytes: sum(postAttachments.size).mapWith(Number) })
    .from(postAttachments)
    .innerJoin(posts, ofMember)
    .innerJoin(postAttachmentData, eq(postAttachmentData.attachmentId, postAttachments.id));
  const adding = uploads.reduce((total, u) => total + u.size, 0);
  if (
    (today?.files ?? 0) + uploads.length > UPLOAD_QUOTA.filesPerDay ||
    (today?.bytes ?? 0) + adding > UPLOAD_QUOTA.bytesPerDay
  ) {
    throw new AppError(429, DAILY_QUOTA_MESSAGE);
  }
  if ((stored?.bytes ?? 0) + adding > UPLOAD_QUOTA.storedBytes) throw badRequest(STORED_QUOTA_MESSAGE);
  for (const { bytes, ...upload } of uploads) {
    const [row] = await tx
      .insert(postAttachments)
      .values({ ...upload, postId, createdAt: now })
      .returning({ id: postAttachments.id });
    if (!row) throw new Error("insert returned no row");
    await tx.insert(postAttachmentData).values({ attachmentId: row.id, bytes });
  }
}

/** An attachment of a visible post with its bytes, or null. */
export async function readAttachment(db: Db, id: number) {
  const [row] = await db
    .select({
      mimeType: postAttachments.mimeType,
      originalName: postAttachments.originalName,
      bytes: postAttachmentData.bytes,
    })
    .from(postAttachments)
    .innerJoin(posts, eq(posts.id, postAttachments.postId))
    .innerJoin(postAttachmentData, eq(postAttachmentData.attachmentId, postAttachments.id))
    .where(and(eq(postAttachments.id, id), eq(posts.status, "visible")));
  return row ?? null;
}

/** Drops a deleted post's file bytes; the metadata rows stay, so the day's quota still counts them. */
export async function freeAttachments(tx: Tx, postId: number) {
  await tx
    .delete(postAttachmentData)
    .where(
      inArray(
        postAttachmentData.attachmentId,
        tx.select({ id: postAttachments.id }).from(postAttachments).where(eq(postAttachments.postId, postId)),
      ),
    );
}

/** Names the disk store gave files: generated, never user input. */
const DISK_KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/**
 * Attachments this instance stored on its disk (`DATA_DIR/uploads`) before they moved into the
 * database: copied in once at start, and the folder removed when empty, so later starts skip this.
 */
export async function moveDiskAttachments(db: Db, dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const missing = await db
    .select({ id: postAttachments.id, storageKey: postAttachments.storageKey })
    .from(postAttachments)
    .leftJoin(postAttachmentData, eq(postAttachmentData.attachmentId, postAttachments.id))
    .where(isNull(postAttachmentData.attachmentId));
  let moved = 0;
  for (const row of missing) {
    if (!DISK_KEY.test(row.storageKey)) continue;
    const file = path.join(dir, row.storageKey);
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) continue;
    await db.insert(postAttachmentData).values({ attachmentId: row.id, bytes }).onConflictDoNothing();
    await rm(file, { force: true });
    moved += 1;
  }
  await rmdir(dir).catch(() => undefined);
  return moved;
}
