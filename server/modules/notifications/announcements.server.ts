import { sql } from "drizzle-orm";
import { formatDateRange, todayInSeoul } from "../../../shared/dates";
import { licensePath } from "../../../shared/page-seo";
import type { Db } from "../../db/client.server";
import { reminders } from "../../db/schema";

/** A round an import, a schedule file or the sync has just written for the first time. */
export interface NewRound {
  licenseId: string;
  year: number;
  roundName: string;
}

type Follower = {
  memberId: number;
  licenseId: string;
  licenseName: string;
  year: number;
  roundName: string;
  registrationStart: string | null;
  registrationEnd: string | null;
};

/** Stable across re-imports and processes: one announcement per member and round, ever. */
export const announcementKey = (r: NewRound) => `announced:${r.licenseId}:${r.year}:${r.roundName}`;

/**
 * "정보처리기사 2027년 제1회 일정이 공고되었습니다": for each round written for the first time, a
 * notification (due at once; the delivery job sends it to the notification center and, as the member's
 * settings say, by e-mail) for every active member who follows the license (a star, a wished license,
 * or a roadmap followed with "일정 모두 알림 받기", which stars its licenses). Only rounds still ahead:
 * a past round arriving late tells nobody anything useful. Written in the caller's transaction, so
 * the announcement exists exactly when the round does; the unique (member, key) makes it once, however
 * often the round is written again (issue 54 item 5, decision 0085).
 */
export async function announceNewRounds(db: Db, rounds: readonly NewRound[], now: Date): Promise<number> {
  if (rounds.length === 0) return 0;
  const today = todayInSeoul(now);
  const wanted = sql.join(
    rounds.map((r) => sql`(${r.licenseId}, ${r.year}::int, ${r.roundName})`),
    sql`, `,
  );
  const { rows } = await db.execute<Follower>(sql`
    with wanted(license_id, year, round_name) as (values ${wanted}),
    followed as (
      select distinct member_id, license_id from (
        select member_id, license_id from license_favorites
        union all
        select member_id, license_id from member_licenses where kind = 'wished'
      ) x
    )
    select f.member_id as "memberId", l.id as "licenseId", l.name as "licenseName", r.year,
      r.round_name as "roundName", min(p.starts_on) as "registrationStart",
      min(coalesce(p.ends_on, p.starts_on)) as "registrationEnd"
    from wanted w
    join exam_rounds r on r.license_id = w.license_id and r.year = w.year and r.round_name = w.round_name
    join followed f on f.license_id = r.license_id
    join members m on m.id = f.member_id and m.status = 'active'
    join licenses l on l.id = r.license_id
    left join exam_phases p on p.round_id = r.id and p.kind = 'registration'
    where exists (select 1 from exam_phases q where q.round_id = r.id and q.starts_on >= ${today})
    group by f.member_id, l.id, l.name, r.year, r.round_name`);
  if (rows.length === 0) return 0;
  const values = rows.map((f) => {
    const window = f.registrationStart ? formatDateRange(f.registrationStart, f.registrationEnd) : null;
    return {
      memberId: f.memberId,
      key: announcementKey(f),
      licenseId: f.licenseId,
      title: `${f.licenseName} ${f.year}년 ${f.roundName} 일정이 공고되었습니다`,
      body: window
        ? `${f.year}년 ${f.roundName} 원서접수: ${window}. 시험·발표 일정은 자격증 정보에서 확인하세요. 일정 알림(D-7, D-3, D-1, 당일)도 이 일정으로 갑니다.`
        : `${f.year}년 ${f.roundName} 일정이 공고되었습니다. 자격증 정보에서 확인하세요.`,
      link: licensePath(f.licenseId),
      eventOn: f.registrationStart ?? today,
      dueAt: now,
    };
  });
  const inserted = await db.insert(reminders).values(values).onConflictDoNothing().returning({ id: reminders.id });
  return inserted.length;
}
