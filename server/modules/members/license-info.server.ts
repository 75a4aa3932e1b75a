import { type SQL, sql } from "drizzle-orm";
import { daysBetween } from "../../../shared/calendar";
import { phaseKindName, stageName } from "../../../shared/exam-stages";
import type { Db } from "../../db/client.server";

const SCHEDULE_LIMIT = 10;

export interface UpcomingExam {
  licenseId: string;
  licenseName: string;
  roundName: string;
  description: string | null;
  stage: string;
  /**
   * The registration window running or next to open (the first when all have ended), and every
   * window of the stage: a split 원서접수 (기술사 면접 ①/②) is two, shown apart.
   */
  registration: { start: string; end: string | null; dDay: number; windows: Array<{ start: string; end: string | null }> } | null;
  exam: { start: string; end: string | null; dDay: number } | null;
  result: { start: string; end: string | null } | null;
  /** The stage's next phase still ahead (or running): 원서접수, 시험 or 합격자 발표. */
  next: { phase: string; start: string; dDay: number };
  isDDay: boolean;
}

/**
 * Licenses the member follows: held and wished ones of the spec, and starred ones (즐겨찾기).
 * To a member a star and a 관심 자격증 are one idea; reminders cover both already.
 */
const followedLicenses = (memberId: SQL): SQL => sql`(select license_id from member_licenses where member_id = ${memberId}
  union select license_id from license_favorites where member_id = ${memberId})`;

export type PhaseRow = {
  license_id: string;
  license_name: string;
  qualification_type_name: string | null;
  grade_name: string | null;
  round_id: number;
  round_name: string;
  description: string | null;
  stage: string;
  kind: string;
  starts_on: string;
  ends_on: string | null;
};

const stagesOf = (row: PhaseRow) => ({ qualificationTypeName: row.qualification_type_name, gradeName: row.grade_name });

/**
 * The phases of the member's held, wished and starred licenses' rounds of last, this and next year,
 * of the stages with a phase not over yet: what the upcoming stages are chosen from (a stage whose
 * every phase is over is not upcoming; leaving it out here ships fewer rows). A subquery on `members` (its json column of the my-page
 * statements) or a statement of its own.
 */
const upcomingPhasesSql = (memberId: SQL, today: string): SQL => {
  const year = Number(today.slice(0, 4));
  return sql`select l.id as license_id, l.name as license_name, l.qualification_type_name, l.grade_name, r.id as round_id,
      r.round_name, r.description, p.stage, p.kind, p.starts_on::text as starts_on, p.ends_on::text as ends_on
    from exam_rounds r join exam_phases p on p.round_id = r.id join licenses l on l.id = r.license_id
    where r.license_id in ${followedLicenses(memberId)}
      and r.year between ${year - 1} and ${year + 1}
      and exists (select 1 from exam_phases q where q.round_id = r.id and q.stage = p.stage
        and coalesce(q.ends_on, q.starts_on) >= ${today})`;
};

/** The upcoming phases of the member in `"members"."id"`'s row, as a json column. */
export const upcomingPhasesJsonSql = (today: string) =>
  sql<PhaseRow[]>`coalesce((select json_agg(up) from (${upcomingPhasesSql(sql`"members"."id"`, today)}) up), '[]'::json)`;

/**
 * Upcoming exam stages (one item per round and stage) of the member's held, wished and starred
 * licenses, soonest first: stages with any phase — 합격자 발표 included — ending today or later.
 */
export async function upcomingExams(db: Db, memberId: number, today: string): Promise<UpcomingExam[]> {
  const phases = await db.execute<PhaseRow>(upcomingPhasesSql(sql`${memberId}`, today));
  return upcomingFromPhases(phases.rows, today);
}

/** The upcoming stages of the phases `upcomingPhasesSql` selected. */
export function upcomingFromPhases(phases: PhaseRow[], today: string): UpcomingExam[] {
  const groups = new Map<string, PhaseRow[]>();
  for (const row of phases) {
    const key = `${row.round_id}|${row.stage}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const items: UpcomingExam[] = [];
  for (const rows of groups.values()) {
    const first = rows[0] as PhaseRow;
    // The phase running or soonest ahead; a stage whose every phase (발표 included) is over is not upcoming.
    const ahead = rows
      .filter((r) => (r.ends_on ?? r.starts_on) >= today)
      .sort((a, b) => a.starts_on.localeCompare(b.starts_on) || a.kind.localeCompare(b.kind))[0];
    if (!ahead) continue;
    const pick = (kind: string) => rows.filter((r) => r.kind === kind).sort((a, b) => a.starts_on.localeCompare(b.starts_on))[0];
    const regs = rows.filter((r) => r.kind === "registration").sort((a, b) => a.starts_on.localeCompare(b.starts_on));
    const reg = regs.find((r) => (r.ends_on ?? r.starts_on) >= today) ?? regs[0];
    const exam = pick("exam");
    const result = pick("result");
    items.push({
      licenseId: first.license_id,
      licenseName: first.license_name,
      roundName: `${first.round_name} ${stageName(first.stage, stagesOf(first))}`.trim(),
      description: first.description,
      stage: first.stage,
      registration: reg
        ? {
            start: reg.starts_on,
            end: reg.ends_on,
            dDay: daysBetween(today, reg.starts_on),
            windows: regs.map((r) => ({ start: r.starts_on, end: r.ends_on })),
          }
        : null,
      exam: exam ? { start: exam.starts_on, end: exam.ends_on, dDay: daysBetween(today, exam.starts_on) } : null,
      result: result ? { start: result.starts_on, end: result.ends_on } : null,
      next: { phase: phaseKindName(ahead.kind), start: ahead.starts_on, dDay: daysBetween(today, ahead.starts_on) },
      isDDay: exam !== undefined && daysBetween(today, exam.starts_on) === 0,
    });
  }
  // A running phase sorts by today: it is as near as it gets.
  const nearest = (u: UpcomingExam) => (u.next.start < today ? today : u.next.start);
  items.sort((a, b) => nearest(a).localeCompare(nearest(b)) || a.licenseName.localeCompare(b.licenseName, "ko"));
  return items.slice(0, SCHEDULE_LIMIT);
}

export interface DayExam {
  licenseId: string;
  licenseName: string;
  roundName: string;
  /** examReg | exam | pass (spec filter types); docSubmit: the 응시자격 서류제출 window, not a 원서접수. */
  type: "examReg" | "docSubmit" | "exam" | "pass";
  /** The phase by its own kind ("빈자리 추가접수", "응시자격 서류제출"). */
  phase: string;
  start: string;
  end: string | null;
}

const PHASE_TYPES: Record<string, DayExam["type"]> = {
  registration: "examReg",
  vacancy_registration: "examReg",
  document_submission: "docSubmit",
  exam: "exam",
  result: "pass",
};

/** Exam phases of the member's held, wished and starred licenses that touch the days from..to. */
export async function examsBetween(db: Db, memberId: number, from: string, to: string): Promise<DayExam[]> {
  const rows =
    await db.execute<PhaseRow>(sql`select l.id as license_id, l.name as license_name, l.qualification_type_name, l.grade_name, r.id as round_id,
      r.round_name, r.description, p.stage, p.kind, p.starts_on::text as starts_on, p.ends_on::text as ends_on
    from exam_rounds r join exam_phases p on p.round_id = r.id join licenses l on l.id = r.license_id
    where r.license_id in ${followedLicenses(sql`${memberId}`)}
      and p.starts_on <= ${to} and coalesce(p.ends_on, p.starts_on) >= ${from}
    order by p.starts_on, l.name`);
  return rows.rows.map((r) => ({
    licenseId: r.license_id,
    licenseName: r.license_name,
    roundName: `${r.round_name} ${stageName(r.stage, stagesOf(r))}`.trim(),
    type: PHASE_TYPES[r.kind] ?? "exam",
    phase: phaseKindName(r.kind),
    start: r.starts_on,
    end: r.ends_on,
  }));
}
