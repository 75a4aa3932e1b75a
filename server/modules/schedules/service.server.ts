import { and, asc, eq, gte, ilike, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { type StageContext, stageName } from "../../../shared/exam-stages";
import { containsPattern } from "../../../shared/like";
import type { Db } from "../../db/client.server";
import { examPhases, examRounds, licenses, seriesExamRounds } from "../../db/schema";
import { continuousWindows, continuousWindowsIn } from "./continuous.server";
import { itemSchedule, itemScheduleMessage } from "./placement";

/** Calendar event kinds (spec section 3) and the filter types that select them. */
export const SCHEDULE_KINDS = ["examRegStart", "examRegEnd", "examStart", "examEnd", "passStart"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
export const SCHEDULE_FILTERS = ["examReg", "exam", "pass", "favorite"] as const;
export type ScheduleFilter = (typeof SCHEDULE_FILTERS)[number];

const KINDS_OF_FILTER: Record<Exclude<ScheduleFilter, "favorite">, ScheduleKind[]> = {
  examReg: ["examRegStart", "examRegEnd"],
  exam: ["examStart", "examEnd"],
  pass: ["passStart"],
};

/** Longest span (end − start, in days) one schedule request may cover. */
export const MAX_SCHEDULE_SPAN_DAYS = 100;

export interface ScheduleEvent {
  date: string;
  kind: ScheduleKind;
  licenseId: string;
  licenseName: string;
  roundName: string;
  /** "2026년 정기 기사 1회 필기", "2026년 공인중개사 제37회 1차" (stage names: shared/exam-stages.ts) */
  description: string;
  stage: string;
  /** Whole phase, for the "2026.03.07 ~ 03.15" label. */
  startsOn: string;
  endsOn: string | null;
  favorite: boolean;
}

export type ScheduleByKind = Record<ScheduleKind, ScheduleEvent[]>;

export interface ScheduleQuery {
  start: string;
  end: string;
  /** Empty = every kind. With "favorite", only `favoriteIds` are returned. */
  types: ScheduleFilter[];
  search?: string;
  /** The member's wished licenses (empty for visitors). */
  favoriteIds: string[];
}

export interface RoundPhase {
  stage: string;
  kind: string;
  startsOn: string;
  endsOn: string | null;
}

export interface ExamRound {
  id: number;
  year: number;
  roundName: string;
  description: string;
  /** 기준일 of the dates (snapshot date or API fetch date), when known. */
  asOf: string | null;
  /** True when the official Q-Net Open API supplied the round (npm run data:sync). */
  fromApi: boolean;
  phases: RoundPhase[];
}

const PHASE_ORDER = ["registration", "vacancy_registration", "document_submission", "exam", "result"];
const STAGE_ORDER = ["written", "practical", "interview"];

export function kindsOf(types: ScheduleFilter[]): ScheduleKind[] {
  const picked = types.filter((t) => t !== "favorite");
  if (picked.length === 0) return [...SCHEDULE_KINDS];
  return SCHEDULE_KINDS.filter((k) => picked.some((t) => KINDS_OF_FILTER[t as Exclude<ScheduleFilter, "favorite">].includes(k)));
}

/** "2026년 정기 기사 1회 필기": the stage named as the license's exam names it (1차/2차 or 필기/실기). */
export function roundDescription(
  round: { year: number; roundName: string; description: string | null },
  stage: string,
  license: StageContext,
) {
  const base = round.description || `${round.year}년 ${round.roundName}`;
  return `${base} ${stageName(stage, license)}`;
}

export function createSchedulesService(db: Db) {
  // Rounds change only on import; member-independent queries (no favorites) are shared for 30 s.
  /** Events between start and end (inclusive), grouped by kind and sorted by date and license name. */
  async function events(query: ScheduleQuery): Promise<ScheduleByKind> {
    const result: ScheduleByKind = { examRegStart: [], examRegEnd: [], examStart: [], examEnd: [], passStart: [] };
    const onlyFavorites = query.types.includes("favorite");
    if (onlyFavorites && query.favoriteIds.length === 0) return result;
    const kinds = new Set(kindsOf(query.types));
    const phaseKinds = [
      ...(kinds.has("examRegStart") || kinds.has("examRegEnd") ? ["registration", "vacancy_registration"] : []),
      ...(kinds.has("examStart") || kinds.has("examEnd") ? ["exam"] : []),
      ...(kinds.has("passStart") ? ["result"] : []),
    ];
    const search = query.search?.trim();
    const rows = await db
      .select({
        licenseId: licenses.id,
        licenseName: licenses.name,
        qualificationTypeName: licenses.qualificationTypeName,
        gradeName: licenses.gradeName,
        year: examRounds.year,
        roundName: examRounds.roundName,
        description: examRounds.description,
        stage: examPhases.stage,
        kind: examPhases.kind,
        startsOn: examPhases.startsOn,
        endsOn: examPhases.endsOn,
      })
      .from(examPhases)
      .innerJoin(examRounds, eq(examRounds.id, examPhases.roundId))
      .innerJoin(licenses, eq(licenses.id, examRounds.licenseId))
      .where(
        and(
          inArray(examPhases.kind, phaseKinds),
          or(
            and(gte(examPhases.startsOn, query.start), lte(examPhases.startsOn, query.end)),
            and(isNotNull(examPhases.endsOn), gte(examPhases.endsOn, query.start), lte(examPhases.endsOn, query.end)),
          ),
          search ? ilike(licenses.name, containsPattern(search)) : undefined,
          onlyFavorites ? inArray(licenses.id, query.favoriteIds) : undefined,
        ),
      )
      .orderBy(asc(examPhases.startsOn), asc(licenses.name), asc(examPhases.stage));

    const favorites = new Set(query.favoriteIds);
    const inRange = (d: string | null): d is string => d !== null && d >= query.start && d <= query.end;
    for (const row of rows) {
      const base = {
        licenseId: row.licenseId,
        licenseName: row.licenseName,
        roundName: row.roundName,
        description: `${roundDescription(row, row.stage, row)}${row.kind === "vacancy_registration" ? " 빈자리 추가접수" : ""}`,
        stage: row.stage,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        favorite: favorites.has(row.licenseId),
      };
      const multiDay = row.endsOn !== null && row.endsOn !== row.startsOn;
      const [startKind, endKind]: [ScheduleKind, ScheduleKind | null] =
        row.kind === "registration" || row.kind === "vacancy_registration"
          ? ["examRegStart", "examRegEnd"]
          : row.kind === "exam"
            ? ["examStart", "examEnd"]
            : ["passStart", null];
      if (kinds.has(startKind) && inRange(row.startsOn)) result[startKind].push({ ...base, date: row.startsOn, kind: startKind });
      if (endKind && multiDay && kinds.has(endKind) && inRange(row.endsOn)) {
        result[endKind].push({ ...base, date: row.endsOn as string, kind: endKind });
      }
    }
    for (const kind of SCHEDULE_KINDS)
      result[kind].sort((a, b) => a.date.localeCompare(b.date) || a.licenseName.localeCompare(b.licenseName, "ko"));
    return result;
  }

  /** Every round of one license in the given years, with its phases in stage and time order. */
  /** Rounds of the given years (every year without `years`: the catalogue read model keeps them all). */
  async function licenseRounds(licenseId: string, years?: number[]): Promise<ExamRound[]> {
    const rows = await db
      .select({
        id: examRounds.id,
        year: examRounds.year,
        roundName: examRounds.roundName,
        description: examRounds.description,
        asOf: examRounds.asOf,
        fetchedAt: examRounds.fetchedAt,
        stage: examPhases.stage,
        kind: examPhases.kind,
        startsOn: examPhases.startsOn,
        endsOn: examPhases.endsOn,
      })
      .from(examRounds)
      .innerJoin(examPhases, eq(examPhases.roundId, examRounds.id))
      .where(and(eq(examRounds.licenseId, licenseId), years ? inArray(examRounds.year, years) : undefined))
      .orderBy(asc(examRounds.year), asc(examPhases.startsOn));
    const rounds = new Map<number, ExamRound>();
    for (const row of rows) {
      let round = rounds.get(row.id);
      if (!round) {
        round = {
          id: row.id,
          year: row.year,
          roundName: row.roundName,
          description: row.description || `${row.year}년 ${row.roundName}`,
          asOf: row.asOf,
          fromApi: row.fetchedAt !== null,
          phases: [],
        };
        rounds.set(row.id, round);
      }
      round.phases.push({ stage: row.stage, kind: row.kind, startsOn: row.startsOn, endsOn: row.endsOn });
    }
    const list = [...rounds.values()];
    for (const round of list) sortPhases(round.phases);
    return list.sort((a, b) => (firstDate(a) ?? "").localeCompare(firstDate(b) ?? ""));
  }

  /** The next known registration windows (opening on or after `today`, however far), soonest first. */
  async function upcomingRegistrations(today: string, limit: number) {
    const result = await db.execute<{
      license_id: string;
      license_name: string;
      grade_name: string | null;
      qualification_type_name: string;
      year: number;
      round_name: string;
      description: string | null;
      stage: string;
      starts_on: string;
      ends_on: string | null;
      applicants: number;
    }>(sql`
      select distinct on (l.id) l.id as license_id, l.name as license_name, l.grade_name, l.qualification_type_name, r.year, r.round_name,
        r.description, p.stage, p.starts_on::text as starts_on, p.ends_on::text as ends_on, l.applicants
      from ${examPhases} p
      join ${examRounds} r on r.id = p.round_id
      join ${licenses} l on l.id = r.license_id
      where p.kind = 'registration' and p.starts_on >= ${today}
      order by l.id, p.starts_on`);
    return result.rows
      .sort((a, b) => a.starts_on.localeCompare(b.starts_on) || b.applicants - a.applicants)
      .slice(0, limit)
      .map((r) => ({
        licenseId: r.license_id,
        licenseName: r.license_name,
        gradeName: r.grade_name,
        description: roundDescription({ year: r.year, roundName: r.round_name, description: r.description }, r.stage, {
          qualificationTypeName: r.qualification_type_name,
          gradeName: r.grade_name,
        }),
        startsOn: r.starts_on,
        endsOn: r.ends_on,
      }));
  }

  /**
   * The months ("2026-12") of `year` and the next year with an event of a license matching `search`:
   * where a name filter finds nothing in the month shown, the calendar points to these.
   */
  async function monthsWithEvents(search: string, year: number): Promise<string[]> {
    const byKind = await events({ start: `${year}-01-01`, end: `${year + 1}-12-31`, types: [], search, favoriteIds: [] });
    const months = new Set(Object.values(byKind).flatMap((list) => list.map((e) => e.date.slice(0, 7))));
    return [...months].sort();
  }

  /** A series' 정기 rounds of the given years: context for an item no source places (decision 0064). */
  async function seriesRounds(series: string, years: number[]): Promise<ExamRound[]> {
    const rows = await db
      .select()
      .from(seriesExamRounds)
      .where(and(eq(seriesExamRounds.series, series), inArray(seriesExamRounds.year, years)));
    const list = rows.map((r) => ({
      id: r.id,
      year: r.year,
      roundName: r.roundName,
      description: r.description,
      asOf: null,
      fromApi: false,
      phases: sortPhases([...r.phases]),
    }));
    return list.sort((a, b) => (firstDate(a) ?? "").localeCompare(firstDate(b) ?? ""));
  }

  /**
   * The years the imported schedules have any round of (ascending): a year without one is not
   * announced yet, which the calendar says instead of showing an empty month as if nothing happened.
   */
  async function yearsWithRounds(): Promise<number[]> {
    const rows = await db.selectDistinct({ year: examRounds.year }).from(examRounds).orderBy(asc(examRounds.year));
    return rows.map((r) => r.year);
  }

  return {
    events,
    yearsWithRounds,
    licenseRounds,
    seriesRounds,
    upcomingRegistrations,
    nextPhase,
    itemSchedule,
    itemScheduleMessage,
    /** 상시 기능사 registration windows, shown beside the item windows (they have no items). */
    continuousWindows: (today: string, limit: number) => continuousWindows(db, today, limit),
    /** 상시 기능사 registration windows overlapping a range: the calendar lists them beside the grid. */
    continuousWindowsIn: (start: string, end: string) => continuousWindowsIn(db, start, end),
    monthsWithEvents,
  };
}

function sortPhases(phases: RoundPhase[]) {
  return phases.sort(
    (a, b) =>
      STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage) ||
      PHASE_ORDER.indexOf(a.kind) - PHASE_ORDER.indexOf(b.kind) ||
      a.startsOn.localeCompare(b.startsOn),
  );
}

function firstDate(round: ExamRound): string | undefined {
  return round.phases.reduce<string | undefined>(
    (min, p) => (min === undefined || p.startsOn < min ? p.startsOn : min),
    undefined,
  );
}

/**
 * The phase to name as "다음 일정" on `today`: one running now (the soonest to end), else the next to
 * start. A range is counted from its start (D-3 for 11.30 ~ 12.05), never from its end; a split
 * window is counted from the start of its window not yet ended, and `windows` lists them all.
 */
export function nextPhase(rounds: ExamRound[], today: string) {
  let best: { round: ExamRound; phase: RoundPhase; running: boolean; date: string } | undefined;
  for (const round of rounds) {
    for (const phase of round.phases) {
      const end = phase.endsOn ?? phase.startsOn;
      if (end < today) continue;
      const running = phase.startsOn <= today;
      const date = running ? end : phase.startsOn;
      const better = !best || (running && !best.running) || (running === best.running && date < best.date);
      if (better) best = { round, phase, running, date };
    }
  }
  if (!best) return null;
  const { round, phase, running } = best;
  return {
    description: round.description,
    stage: phase.stage,
    kind: phase.kind,
    startsOn: phase.startsOn,
    endsOn: phase.endsOn,
    running,
    /** Every window of the phase in the round (a split registration is two), named together. */
    windows: round.phases
      .filter((p) => p.stage === phase.stage && p.kind === phase.kind)
      .map((p) => ({ startsOn: p.startsOn, endsOn: p.endsOn }))
      .sort((a, b) => a.startsOn.localeCompare(b.startsOn)),
  };
}

export type SchedulesService = ReturnType<typeof createSchedulesService>;
