import { asc, eq, sql } from "drizzle-orm";
import { stageName } from "../../../shared/exam-stages";
import type { Db } from "../../db/client.server";
import { continuousExamRounds, examPhases, examRounds, licenses, passStatistics } from "../../db/schema";
import { PASS_SOURCE_PREFERENCE, sourceLabel } from "../licenses/sources";
import { openingsByLicense } from "../preferenceLaws/service.server";
import { gradeOf } from "../recommendations/ladder";
import type { CatalogueRound } from "./rounds";
import type { ContinuousWindow, RoadmapCatalogue, RoadmapLicense, StagePassRate } from "./types";

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
  const [licenseRows, phaseRows, statRows, continuousRows, opens] = await Promise.all([
    db
      .select({
        id: licenses.id,
        name: licenses.name,
        gradeName: licenses.gradeName,
        qualificationTypeName: licenses.qualificationTypeName,
        jobFieldCode: licenses.jobFieldCode,
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
  ]);

  const licenseMap = new Map<string, RoadmapLicense>(
    licenseRows.map((l) => [
      l.id,
      { ...l, grade: l.qualificationTypeName === "국가기술자격" ? gradeOf(l.name, l.gradeName) : null },
    ]),
  );

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

  return { licenses: licenseMap, rounds, passRates, continuous, opens };
}
