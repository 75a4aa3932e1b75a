import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { addDays } from "../../../shared/calendar";
import { todayInSeoul } from "../../../shared/dates";
import { MAX_OFFSET } from "../../../shared/reminder-settings";
import type { Db } from "../../db/client.server";
import { reminders } from "../../db/schema";
import { DEFAULT_OFFSETS, dueAt, type PhaseRow, personalReminderText, phaseEvents, phaseReminderText } from "./rules";

type NewReminder = typeof reminders.$inferInsert;

type FollowedPhase = PhaseRow & {
  memberId: number;
  since: Date;
  offsets: number[];
};

type PersonalEntry = {
  memberId: number;
  id: number;
  content: string;
  scheduledOn: string;
  since: Date;
  offsets: number[];
};

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Plans reminder rows for dates in the next MAX_OFFSET days. A reminder is planned only when its
 * due time is after the member started following the license (or last changed the settings), so
 * starring a license never sends a burst of old reminders — but a due time missed while the
 * server was down is still planned and then delivered late. Idempotent: rows are unique per
 * (member, key).
 */
export async function planReminders(db: Db, now: Date, memberId?: number): Promise<number> {
  const today = todayInSeoul(now);
  const until = addDays(today, MAX_OFFSET);
  const member = memberId === undefined ? sql`true` : sql`f.member_id = ${memberId}`;
  const phases = await db.execute<FollowedPhase>(sql`
    with followed as (
      select member_id, license_id, min(created_at) as since from (
        select member_id, license_id, created_at from license_favorites
        union all
        select member_id, license_id, created_at from member_licenses where kind = 'wished'
      ) x group by member_id, license_id
    )
    select f.member_id as "memberId", greatest(f.since, s.updated_at) as since,
      coalesce(s.offsets, ${sql.raw(`'{${DEFAULT_OFFSETS.join(",")}}'::int[]`)}) as offsets,
      l.id as "licenseId", l.name as "licenseName", l.qualification_type_name as "qualificationTypeName",
      l.grade_name as "gradeName", r.year, r.round_name as "roundName", r.source,
      p.stage, p.kind, p.starts_on as "startsOn", p.ends_on as "endsOn"
    from followed f
    join members m on m.id = f.member_id and m.status = 'active'
    left join reminder_settings s on s.member_id = f.member_id
    join licenses l on l.id = f.license_id
    join exam_rounds r on r.license_id = f.license_id
    join exam_phases p on p.round_id = r.id
    where ${member} and p.kind in ('registration', 'exam', 'result')
      and (p.starts_on between ${today} and ${until} or p.ends_on between ${today} and ${until})`);
  const personal = await db.execute<PersonalEntry>(sql`
    select ps.member_id as "memberId", ps.id, ps.content, ps.scheduled_on as "scheduledOn",
      greatest(ps.created_at, s.updated_at) as since, s.offsets
    from personal_schedules ps
    join reminder_settings s on s.member_id = ps.member_id and s.personal_schedules
    join members m on m.id = ps.member_id and m.status = 'active'
    where ${memberId === undefined ? sql`true` : sql`ps.member_id = ${memberId}`}
      and ps.scheduled_on between ${today} and ${until}`);

  const rows: NewReminder[] = [];
  const add = (row: Omit<NewReminder, "dueAt">, on: string, offset: number, since: Date) => {
    const due = dueAt(on, offset);
    if (due < since || on < today) return;
    rows.push({ ...row, dueAt: due });
  };
  for (const p of phases.rows) {
    for (const event of phaseEvents(p)) {
      if (event.on < today || event.on > until) continue;
      for (const offset of p.offsets) {
        const text = phaseReminderText(event, offset);
        add(
          {
            memberId: p.memberId,
            key: `phase:${event.key}:${offset}`,
            licenseId: p.licenseId,
            ...text,
            link: `/jnLics/licenseInfo?ld_id=${encodeURIComponent(p.licenseId)}`,
            eventOn: event.on,
          },
          event.on,
          offset,
          toDate(p.since),
        );
      }
    }
  }
  for (const e of personal.rows) {
    for (const offset of e.offsets) {
      add(
        {
          memberId: e.memberId,
          key: `personal:${e.id}:${offset}`,
          ...personalReminderText(e.content, e.scheduledOn, offset),
          link: "/mypage/mySchedule",
          eventOn: e.scheduledOn,
        },
        e.scheduledOn,
        offset,
        toDate(e.since),
      );
    }
  }
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const result = await db
      .insert(reminders)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: reminders.id });
    inserted += result.length;
  }
  return inserted;
}

/** After a member changes what they follow or their settings: drop undelivered future rows and plan again. */
export async function replanMember(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .delete(reminders)
    .where(and(eq(reminders.memberId, memberId), isNull(reminders.deliveredAt), gt(reminders.dueAt, now)));
  await planReminders(db, now, memberId);
}
