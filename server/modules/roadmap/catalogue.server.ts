import { asc, eq, sql } from "drizzle-orm";
import { stageName } from "../../../shared/exam-stages";
import type { Db } from "../../db/client.server";
import { continuousExamRounds, examPhases, examRounds, licenses, passStatistics, seriesExamRounds } from "../../db/schema";
import { PASS_SOURCE_PREFERENCE, sourceLabel } from "../licenses/sources";
import { openingsByLicense } from "../preferenceLaws/service.server";
import { gradeOf } from "../recommendations/ladder";
import { itemSchedule, itemScheduleMessage, practicalOnly } from "../schedules/placement";
import type { CatalogueRound } from "./rounds";
import type {
  ContinuousRound,
  ContinuousWindow,
  LicensePlacement,
  RoadmapCatalogue,
  RoadmapLicense,
  StagePassRate,
} from "./types";

/**
 * What changes the planner's catalogue: an import (a new data_imports row) or a sync or test
 * fixture that writes rounds. One cheap statement per plan; the catalogue itself is read again
 * only when this changes.
 */
export async function catalogueFingerprint(db: Db): Promise<string> {
  const result = await db.execute<{ fingerprint: string }>(sql`
    select concat_ws('|',
      (select max(id) from data_imports),
      (select max(id) from exam_rounds),
      (select count(*) from exam_rounds),
      (select max(fetched_at) from exam_rounds),
      (select count(*) from continuous_exam_rounds)) as fingerprint`);
  return result.rows[0]?.fingerprint ?? "";
}

const sourceRank = (source: string) => {
  const i = PASS_SOURCE_PREFERENCE.indexOf(source);
  return i < 0 ? PASS_SOURCE_PREFERENCE.length : i;
};

/** Articles of 우대현황 a plan's step shows (the license page's section has them all). */
export const OPENS_SHOWN = 3;

/**
 * Every license, round, latest pass rate per stage, 상시 window and the first 우대현황 articles of
 * each license: a few statements, once per import.
 */
export async function loadRoadmapCatalogue(db: Db): Promise<RoadmapCatalogue> {
  const [licenseRows, phaseRows, statRows, continuousRows, opens, seriesRows] = await Promise.all([
    db
      .select({
        id: licenses.id,
        name: licenses.name,
        gradeName: licenses.gradeName,
        qualificationType: licenses.qualificationType,
        qualificationTypeName: licenses.qualificationTypeName,
        jobFieldCode: licenses.jobFieldCode,
        jobFieldName: licenses.jobFieldName,
        subJobFieldCode: licenses.subJobFieldCode,
        applicants: licenses.applicants,
        examMethod: licenses.examMethod,
        feeWritten: licenses.feeWritten,
        feePractical: licenses.feePractical,
        feeText: licenses.feeText,
        source: licenses.source,
      })
      .from(licenses),
    db
      .select({
        roundId: examRounds.id,
        licenseId: examRounds.licenseId,
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
      .orderBy(asc(examPhases.startsOn)),
    db
      .select({
        licenseId: passStatistics.licenseId,
        year: passStatistics.year,
        stage: passStatistics.stage,
        applicants: passStatistics.applicants,
        passRate: passStatistics.passRate,
        source: passStatistics.source,
      })
      .from(passStatistics),
    db.select().from(continuousExamRounds).orderBy(asc(continuousExamRounds.writtenRegStartsOn)),
    openingsByLicense(db, OPENS_SHOWN),
    db.select().from(seriesExamRounds).orderBy(asc(seriesExamRounds.year)),
  ]);

  const rounds = new Map<string, CatalogueRound[]>();
  const byId = new Map<number, CatalogueRound>();
  for (const r of phaseRows) {
    let round = byId.get(r.roundId);
    if (!round) {
      round = { year: r.year, roundName: r.roundName, description: r.description || `${r.year}년 ${r.roundName}`, phases: [] };
      byId.set(r.roundId, round);
      rounds.set(r.licenseId, [...(rounds.get(r.licenseId) ?? []), round]);
    }
    round.phases.push({ stage: r.stage, kind: r.kind, startsOn: r.startsOn, endsOn: r.endsOn });
  }

  const announcedYear = Math.max(0, ...seriesRows.map((r) => r.year));
  const licenseMap = new Map<string, RoadmapLicense>();
  for (const l of licenseRows) {
    const grade = l.qualificationTypeName === "국가기술자격" ? gradeOf(l.name, l.gradeName) : null;
    const own = rounds.get(l.id) ?? [];
    licenseMap.set(l.id, {
      id: l.id,
      name: l.name,
      grade,
      gradeName: l.gradeName,
      qualificationTypeName: l.qualificationTypeName,
      jobFieldCode: l.jobFieldCode,
      jobFieldName: l.jobFieldName,
      subJobFieldCode: l.subJobFieldCode,
      applicants: l.applicants,
      practicalOnly: practicalOnly(l.examMethod),
      placement: own.some((r) => r.year >= announcedYear) ? undefined : placementOf(l, own, statRows, announcedYear),
    });
  }

  // Latest year with a rate per license and stage, from the most trusted source (as the license page).
  const best = new Map<string, (typeof statRows)[number]>();
  for (const s of statRows) {
    if (s.passRate === null || (s.applicants ?? 0) <= 0) continue;
    const key = `${s.licenseId}|${s.stage}`;
    const known = best.get(key);
    if (!known || s.year > known.year || (s.year === known.year && sourceRank(s.source) < sourceRank(known.source)))
      best.set(key, s);
  }
  const passRates = new Map<string, StagePassRate[]>();
  const stageOrder = ["written", "practical", "interview"];
  for (const s of [...best.values()].sort((a, b) => stageOrder.indexOf(a.stage) - stageOrder.indexOf(b.stage))) {
    const license = licenseMap.get(s.licenseId);
    const rate: StagePassRate = {
      stage: s.stage,
      name: stageName(s.stage, license ?? {}),
      rate: Math.round((s.passRate ?? 0) * 10) / 10,
      year: s.year,
      source: sourceLabel(s.source),
    };
    passRates.set(s.licenseId, [...(passRates.get(s.licenseId) ?? []), rate]);
  }

  const continuous: ContinuousWindow[] = [];
  for (const r of continuousRows) {
    if (r.writtenRegStartsOn)
      continuous.push({ label: r.description, stage: "written", startsOn: r.writtenRegStartsOn, endsOn: r.writtenRegEndsOn });
    if (r.practicalRegStartsOn)
      continuous.push({
        label: r.description,
        stage: "practical",
        startsOn: r.practicalRegStartsOn,
        endsOn: r.practicalRegEndsOn,
      });
  }
  continuous.sort((a, b) => a.startsOn.localeCompare(b.startsOn));

  const continuousRounds: ContinuousRound[] = continuousRows.map((r) => ({
    year: r.year,
    roundName: r.roundName,
    label: r.description,
    writtenRegStartsOn: r.writtenRegStartsOn,
    writtenRegEndsOn: r.writtenRegEndsOn,
    writtenExamOn: r.writtenExamOn,
    practicalRegStartsOn: r.practicalRegStartsOn,
    practicalRegEndsOn: r.practicalRegEndsOn,
    practicalExamStartsOn: r.practicalExamStartsOn,
    practicalExamEndsOn: r.practicalExamEndsOn,
    finalResultOn: r.finalResultOn,
  }));

  return {
    licenses: licenseMap,
    rounds,
    passRates,
    continuous,
    continuousRounds,
    seriesRounds: seriesRoundsByGrade(seriesRows, rounds, licenseMap),
    announcedYear,
    opens,
  };
}

/** Only Q-Net's own 국가기술 items sit its 정기 series (other bodies' items share grade names). */
const QNET_LIST = "qnet_national_qualification_list";

function placementOf(
  l: {
    id: string;
    qualificationType: string;
    gradeName: string | null;
    source: string;
    feeWritten: number | null;
    feePractical: number | null;
    feeText: string | null;
  },
  own: CatalogueRound[],
  stats: Array<{ licenseId: string; year: number; stage: string; applicants: number | null }>,
  year: number,
): LicensePlacement | undefined {
  if (!l.source.includes(QNET_LIST)) return undefined;
  const byYear = new Map<
    number,
    { year: number; written: { applicants: number | null } | null; practical: { applicants: number | null } | null }
  >();
  for (const s of stats) {
    if (s.licenseId !== l.id) continue;
    const row = byYear.get(s.year) ?? { year: s.year, written: null, practical: null };
    if (s.stage === "written") row.written = { applicants: s.applicants };
    else row.practical = { applicants: s.applicants };
    byYear.set(s.year, row);
  }
  const schedule = itemSchedule(
    l,
    own,
    [...byYear.values()].sort((a, b) => a.year - b.year),
    year,
  );
  if (schedule.status === "placed") return undefined;
  if (schedule.status === "notRunning") return { kind: "notRunning", message: itemScheduleMessage(schedule, year) };
  if (schedule.status === "continuous") return { kind: "continuous", historyRounds: schedule.historyRounds };
  return { kind: "series", series: schedule.series };
}

/** The series of each grade; 기사·산업기사 rounds split by grade. */
const SERIES_OF_GRADE: Record<string, string> = {
  기술사: "기술사",
  기능장: "기능장",
  기사: "기사·산업기사",
  산업기사: "기사·산업기사",
  기능사: "기능사",
};

/**
 * Series rounds per grade. 기사 items announce their final result a week after 산업기사 items (the
 * series file's final_pass_2, SOURCES.md), which the table does not keep: a 기사 round takes the
 * result day most 기사 item rows of that round have.
 */
function seriesRoundsByGrade(
  rows: Array<{ year: number; series: string; roundName: string; description: string; phases: CatalogueRound["phases"] }>,
  rounds: Map<string, CatalogueRound[]>,
  licensesById: Map<string, RoadmapLicense>,
): Map<string, CatalogueRound[]> {
  const finals = new Map<string, Map<string, number>>();
  for (const [id, list] of rounds) {
    const grade = licensesById.get(id)?.grade;
    if (!grade) continue;
    for (const r of list) {
      const result = r.phases.find((p) => p.stage !== "written" && p.kind === "result");
      if (!result) continue;
      const key = `${grade}|${r.year}|${r.roundName}`;
      const counts = finals.get(key) ?? new Map<string, number>();
      counts.set(result.startsOn, (counts.get(result.startsOn) ?? 0) + 1);
      finals.set(key, counts);
    }
  }
  const byGrade = new Map<string, CatalogueRound[]>();
  for (const [grade, series] of Object.entries(SERIES_OF_GRADE)) {
    const list = rows
      .filter((r) => r.series === series)
      .map((r) => {
        const counts = finals.get(`${grade}|${r.year}|${r.roundName}`);
        const common = counts ? [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] : undefined;
        const phases = r.phases.map((p) =>
          common && p.kind === "result" && p.stage !== "written" ? { ...p, startsOn: common } : { ...p },
        );
        return { year: r.year, roundName: r.roundName, description: r.description, phases };
      });
    byGrade.set(grade, list);
  }
  return byGrade;
}
