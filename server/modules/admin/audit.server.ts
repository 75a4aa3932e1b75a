import { count, desc } from "drizzle-orm";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { auditLogs } from "../../db/schema";

/** The admin performing a write (recorded in the audit log). */
export interface Actor {
  id: number;
  loginId: string;
}

/** Any handle that can insert: the database or a transaction. */
type Writer = Pick<Db, "insert">;

/** Dates become ISO strings so the stored JSON reads the same on both drivers. */
function snapshot(row: unknown): unknown {
  if (row === undefined || row === null) return null;
  return JSON.parse(JSON.stringify(row));
}

/** `actor` null: the `admin:grant` command run on the server. */
export async function recordAudit(
  db: Writer,
  actor: Actor | null,
  entry: { action: string; target: string; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: actor?.id ?? null,
    actorLoginId: actor?.loginId ?? "(admin:grant 명령)",
    action: entry.action,
    target: entry.target,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}

export type AuditEntry = typeof auditLogs.$inferSelect;

export async function auditPage(db: Db, q: PageRequest): Promise<Paged<AuditEntry>> {
  const [items, [total]] = await Promise.all([
    db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(auditLogs),
  ]);
  return { items, total: total?.n ?? 0 };
}
