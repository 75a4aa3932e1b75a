import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { reminders } from "../../db/schema";
import type { Logger } from "../../logger";
import type { Mailer } from "./mailer.server";
import { isLate } from "./rules";

const BATCH = 50;

type DueRow = {
  id: number;
  memberId: number;
  dueAt: Date | string;
  title: string;
  body: string;
  link: string;
  email: string | null;
  emailOn: boolean;
};

export interface DeliveryDeps {
  db: Db;
  logger: Logger;
  mailer: Mailer | null;
  origin: string;
  unsubscribeUrl(memberId: number): Promise<string>;
}

/**
 * Delivers every reminder due at `now`: claims a batch with FOR UPDATE SKIP LOCKED (so with
 * several instances each row goes to exactly one), sends its e-mail while holding the claim and
 * marks it delivered — late when the due time is long past — in the same transaction. With
 * `memberId`, only that member's rows (a notification sent right away, see `notify`).
 */
export async function deliverDue(deps: DeliveryDeps, now: Date, memberId?: number): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await deliverBatch(deps, now, memberId);
    total += count;
    if (count < BATCH) return total;
  }
}

async function deliverBatch(
  { db, logger, mailer, origin, unsubscribeUrl }: DeliveryDeps,
  now: Date,
  memberId: number | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<DueRow>(sql`
      select r.id, r.member_id as "memberId", r.due_at as "dueAt", r.title, r.body, r.link, m.email,
        coalesce(s.email, true) as "emailOn"
      from reminders r
      join members m on m.id = r.member_id
      left join reminder_settings s on s.member_id = r.member_id
      where r.delivered_at is null and r.due_at <= ${now.toISOString()}
        ${memberId === undefined ? sql`` : sql`and r.member_id = ${memberId}`}
      order by r.due_at, r.id
      limit ${BATCH}
      for update of r skip locked`);
    const byStatus = new Map<string, { late: boolean; ids: number[] }>();
    for (const row of rows) {
      let status = "skipped";
      if (mailer && row.emailOn && row.email) {
        try {
          await mailer.send({
            to: row.email,
            subject: `[자격나침반] ${row.title}`,
            text: `${row.body}\n\n자세히 보기: ${origin}${row.link}`,
            unsubscribeUrl: await unsubscribeUrl(row.memberId),
          });
          status = "sent";
        } catch (error) {
          logger.warn({ err: error, reminder: row.id }, "reminder e-mail failed");
          status = "failed";
        }
      }
      const late = isLate(new Date(row.dueAt), now);
      const group = `${status}:${late}`;
      const entry = byStatus.get(group) ?? { late, ids: [] };
      entry.ids.push(row.id);
      byStatus.set(group, entry);
    }
    for (const [group, { late, ids }] of byStatus) {
      await tx
        .update(reminders)
        .set({ deliveredAt: now, late, emailStatus: group.split(":")[0] })
        .where(inArray(reminders.id, ids));
    }
    return rows.length;
  });
}
