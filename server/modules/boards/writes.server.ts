import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { pointLedger, searchDocuments } from "../../db/schema";
import { toRow } from "../search/indexer.server";
import { POINTS, type PointReason } from "./points";
import { indexablePosts } from "./queries.server";
import { postDocument } from "./search-document";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Upserts (or removes, when the post is not visible) the post's search document inside `tx`. */
export async function syncSearch(tx: Tx, postId: number): Promise<void> {
  const [row] = await indexablePosts(tx, [postId]);
  await tx.delete(searchDocuments).where(and(eq(searchDocuments.kind, "post"), eq(searchDocuments.refId, String(postId))));
  if (row) await tx.insert(searchDocuments).values(toRow(postDocument(row)));
}

export async function award(
  tx: Tx,
  memberId: number | null,
  reason: PointReason,
  sign: 1 | -1,
  ref: { postId?: number; commentId?: number },
) {
  if (memberId === null) return;
  await tx.insert(pointLedger).values({ memberId, amount: sign * POINTS[reason], reason, ...ref });
}
