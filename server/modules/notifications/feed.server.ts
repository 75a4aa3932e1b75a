import { sql } from "drizzle-orm";
import ical from "ical-generator";
import { addDays } from "../../../shared/calendar";
import { todayInSeoul } from "../../../shared/dates";
import type { Db } from "../../db/client.server";
import { type PhaseRow, phaseKey, stageLabel } from "./rules";

const UID_DOMAIN = "jagyeok-nachimban";
const KIND_LABELS: Record<string, string> = { registration: "원서접수", exam: "시험", result: "합격자 발표" };

/**
 * The member's iCal feed (RFC 5545): every registration, exam and result phase of the licenses
 * they follow from 90 days ago on, and their personal schedule — all-day events
 * (the source has dates only) with UIDs built from natural keys, so re-imports keep them stable.
 */
export async function buildFeed(db: Db, memberId: number, now: Date, origin: string): Promise<string> {
  const from = addDays(todayInSeoul(now), -90);
  const phases = await db.execute<PhaseRow>(sql`
    select l.id as "licenseId", l.name as "licenseName", l.qualification_type_name as "qualificationTypeName",
      l.grade_name as "gradeName", r.year, r.round_name as "roundName", r.source,
      p.stage, p.kind, p.starts_on as "startsOn", p.ends_on as "endsOn"
    from licenses l
    join exam_rounds r on r.license_id = l.id
    join exam_phases p on p.round_id = r.id
    where l.id in (
      select license_id from license_favorites where member_id = ${memberId}
      union select license_id from member_licenses where member_id = ${memberId} and kind = 'wished'
    )
      and p.kind in ('registration', 'exam', 'result')
      and p.starts_on >= ${from}
    order by p.starts_on, l.name`);
  const personal = await db.execute<{ id: number; content: string; scheduledOn: string; createdAt: Date | string }>(sql`
    select id, content, scheduled_on as "scheduledOn", created_at as "createdAt" from personal_schedules
    where member_id = ${memberId} and scheduled_on >= ${from} order by scheduled_on`);

  const calendar = ical({
    name: "자격나침반 시험 일정",
    prodId: { company: "자격나침반", product: "schedule-feed", language: "KO" },
    ttl: 60 * 60,
  });
  calendar.x("X-WR-TIMEZONE", "Asia/Seoul");
  for (const p of phases.rows) {
    calendar.createEvent({
      id: `phase-${phaseKey(p)}@${UID_DOMAIN}`,
      allDay: true,
      start: p.startsOn,
      // DTEND of an all-day event is exclusive.
      end: addDays(p.endsOn ?? p.startsOn, 1),
      stamp: now,
      summary: `${p.licenseName} ${stageLabel(p)} ${KIND_LABELS[p.kind] ?? p.kind}`,
      description: `${p.year}년 ${p.roundName} (출처: 한국산업인력공단 Q-Net)`,
      url: `${origin}/jnLics/licenseInfo?ld_id=${encodeURIComponent(p.licenseId)}`,
    });
  }
  for (const e of personal.rows) {
    calendar.createEvent({
      id: `personal-${e.id}@${UID_DOMAIN}`,
      allDay: true,
      start: e.scheduledOn,
      end: addDays(e.scheduledOn, 1),
      stamp: now,
      summary: e.content,
      description: "자격나침반 개인 일정",
    });
  }
  return calendar.toString();
}
