import { eq, inArray, like } from "drizzle-orm";
import { z } from "zod";
import { continuousExamRounds, examPhases, examRounds, licenses, seriesExamRounds } from "../db/schema";
import { itemRoundPhases, practicalOnly } from "../modules/schedules/placement";
import { nameKey, optDate, optText, readRows, text } from "./csv";
import { SOURCE_QNET } from "./licenses";
import {
  CALENDAR_FILES,
  mergeCalendar,
  type Phase,
  pushPhase,
  readSeriesRounds,
  SERIES_FILES,
  type Series,
  type Stage,
  secondStage,
  sourceOf,
} from "./scheduleSeries";
import { type Dataset, insertBatches, type Tx } from "./support";

const ITEM_2026 = "schedules/qnet_item_rounds_2026_getJMList.csv";
const ITEM_2023 = "schedules/qualification_exam_schedule_2023_by_item.csv";
const PROFESSIONAL_2026 = "schedules/qnet_national_professional_schedule_2026_preannounced.csv";
const SANGSI_2026 = "schedules/qnet_sangsi_craftsman_rounds_2026.csv";
const ALL_FILES = [ITEM_2026, ITEM_2023, PROFESSIONAL_2026, SANGSI_2026, ...SERIES_FILES, ...CALENDAR_FILES];

export const GRADE_SERIES: Record<string, Series> = {
  기술사: "기술사",
  기능장: "기능장",
  기사: "기사·산업기사",
  산업기사: "기사·산업기사",
  기능사: "기능사",
};

interface Round {
  licenseId: string;
  year: number;
  roundName: string;
  description: string;
  source: string;
  /** 기준일 of the source row, when the source gives one. */
  asOf?: string | null;
  phases: Phase[];
}

export const item2026Schema = z.object({
  year: z.coerce.number().int(),
  jmcd: z.string().regex(/^\d{4}$/, "jmcd must be 4 digits"),
  seriesnm: text,
  round: text,
  doc_reg_start: optDate,
  doc_reg_end: optDate,
  doc_pass: optDate,
  prac_reg_start: optDate,
  prac_reg_end: optDate,
  prac_exam_start: optDate,
  prac_exam_end: optDate,
  snapshot_date: optDate,
});

const item2023Schema = z.object({
  jmfldnm: text,
  jmcd: optText,
  round: z
    .string()
    .trim()
    .regex(/^\d+회( \d차)?$/, 'round must look like "1회" or "32회 2차"'),
  stage: z.enum(["필기", "실기", "면접"]),
  reg_start: optDate,
  reg_end: optDate,
  exam_start: optDate,
  exam_end: optDate,
  pass_announce: optDate,
});

export const professionalSchema = z.object({
  year: z.coerce.number().int(),
  qualification: text,
  round: text,
  docRegStartDt: optDate,
  docRegEndDt: optDate,
  docExamDt: optDate,
  docPassDt: optDate,
  pracExamStartDt: optDate,
  pracExamEndDt: optDate,
  pracPassDt: optDate,
});

export const continuousSchema = z.object({
  year: z.coerce.number().int(),
  round: text,
  api_description: text,
  doc_reg_start: optDate,
  doc_reg_end: optDate,
  doc_exam_start: optDate,
  prac_reg_start: optDate,
  prac_reg_end: optDate,
  prac_exam_start: optDate,
  prac_exam_end: optDate,
  final_pass: optDate,
  snapshot_date: optDate,
});

const STEP_STAGE: Record<string, Stage> = { "1": "written", "2": "practical", "3": "interview" };

export const schedulesDataset: Dataset = {
  name: "schedules",
  files: ALL_FILES,
  async run({ tx, dir, report }) {
    const all = await tx
      .select({
        id: licenses.id,
        name: licenses.name,
        grade: licenses.gradeName,
        type: licenses.qualificationType,
        source: licenses.source,
        examMethod: licenses.examMethod,
      })
      .from(licenses);
    const known = new Map(all.map((l) => [l.id, l]));
    const byName = new Map(all.map((l) => [nameKey(l.name), l.id]));
    const rounds = new Map<string, Round>();
    const roundFor = (licenseId: string, year: number, roundName: string, source: string, description: string) => {
      const key = `${licenseId}|${year}|${roundName}|${source}`;
      let round = rounds.get(key);
      if (!round) {
        round = { licenseId, year, roundName, description, source, phases: [] };
        rounds.set(key, round);
      }
      return round;
    };

    const series = readSeriesRounds(report, dir);
    mergeCalendar(report, dir, series);
    const seriesRound = (s: Series, year: number, name: string) =>
      series.find((r) => r.series === s && r.year === year && r.roundName === name);

    // 2026 item rounds (getJMList); phases the parser dropped come from the same series round.
    const source2026 = sourceOf(ITEM_2026);
    for (const { line, value: r } of readRows(report, dir, ITEM_2026, item2026Schema)) {
      const license = known.get(r.jmcd);
      if (!license) {
        report.skip("schedules", "item round for a jmcd not in licenses", `${ITEM_2026}:${line} ${r.jmcd}`);
        continue;
      }
      const s = license.grade ? GRADE_SERIES[license.grade] : undefined;
      const second = s ? secondStage(s) : "practical";
      const round = roundFor(license.id, r.year, r.round, source2026, `${r.year}년 ${r.seriesnm} ${r.round}`);
      round.asOf = r.snapshot_date;
      const own = itemOwnPhases(r, second);
      // The same series round gives the dates the parser dropped, and the windows it split.
      const match = s ? seriesRound(s, r.year, r.round) : undefined;
      round.phases = itemRoundPhases(own, match?.phases ?? null, {
        practicalOnly: practicalOnly(license.examMethod),
        laterFinal: license.grade === "기사" ? match?.finalPass2 : null,
      });
    }

    // 2023 item rows: several rows per round and stage = the regular window plus 빈자리 windows.
    const source2023 = sourceOf(ITEM_2023);
    const rows2023 = readRows(report, dir, ITEM_2023, item2023Schema).sort((a, b) =>
      (a.value.reg_start ?? "").localeCompare(b.value.reg_start ?? ""),
    );
    for (const { line, value: r } of rows2023) {
      const licenseId = r.jmcd && known.has(r.jmcd) ? r.jmcd : byName.get(nameKey(r.jmfldnm));
      // A "필기" row of an item whose 검정방법 has no 필기 (조적기능사) names a stage the item does not have.
      if (licenseId && r.stage === "필기" && practicalOnly(known.get(licenseId)?.examMethod)) {
        report.skip("schedules", "2023 필기 row of an item whose 검정방법 has no 필기", `${ITEM_2023}:${line} ${r.jmfldnm}`);
        continue;
      }
      if (!licenseId) {
        report.skip("schedules", "2023 item row with no license of that jmcd or exact name", `${ITEM_2023}:${line} ${r.jmfldnm}`);
        continue;
      }
      const [, no, step] = /^(\d+)회(?: (\d)차)?$/.exec(r.round) ?? [];
      const stage: Stage = step
        ? (STEP_STAGE[step] ?? "written")
        : r.stage === "필기"
          ? "written"
          : r.stage === "면접"
            ? "interview"
            : "practical";
      const round = roundFor(licenseId, 2023, `제${no}회`, source2023, `2023년 ${r.jmfldnm} 제${no}회`);
      const first = !round.phases.some((p) => p.stage === stage && p.kind === "registration");
      pushPhase(round.phases, stage, first ? "registration" : "vacancy_registration", r.reg_start, r.reg_end);
      if (first) {
        pushPhase(round.phases, stage, "exam", r.exam_start, r.exam_end);
        pushPhase(round.phases, stage, "result", r.pass_announce);
      }
    }

    // 2026 국가전문자격 pre-announcement, merged phase by phase into the getJMList round of the same
    // license and year: getJMList (the later snapshot) wins where both have a phase, the
    // pre-announcement fills the phases getJMList lacks (1차 시험, final results, 3차 면접).
    const sourcePro = sourceOf(PROFESSIONAL_2026);
    const professionalBySeries = new Map<string, string[]>();
    for (const l of all) {
      if (l.type !== "S" || !l.source.startsWith(SOURCE_QNET) || !l.grade) continue;
      professionalBySeries.set(l.grade, [...(professionalBySeries.get(l.grade) ?? []), l.id]);
    }
    const preannounced = new Map<string, Round>();
    for (const { line, value: r } of readRows(report, dir, PROFESSIONAL_2026, professionalSchema)) {
      const where = `${PROFESSIONAL_2026}:${line} ${r.qualification}`;
      // The source names a series ("청소년상담사") where Q-Net lists its items ("1급 청소년상담사" …).
      const exact = byName.get(nameKey(r.qualification));
      const licenseIds = exact ? [exact] : (professionalBySeries.get(r.qualification) ?? []);
      if (licenseIds.length === 0) {
        report.skip("schedules", "pre-announced exam with no license of that name or series", where);
        continue;
      }
      for (const licenseId of licenseIds) {
        const key = `${licenseId}|${r.year}`;
        let round = preannounced.get(key);
        if (!round) {
          round = {
            licenseId,
            year: r.year,
            roundName: `${r.year}년도`,
            description: `${r.year}년도 ${r.qualification}`,
            source: sourcePro,
            phases: [],
          };
          preannounced.set(key, round);
        }
        round.phases.push(...professionalPhases(r));
      }
    }
    for (const pre of preannounced.values()) {
      const item = [...rounds.values()].find(
        (x) => x.licenseId === pre.licenseId && x.year === pre.year && x.source === source2026,
      );
      if (item) mergeMissingPhases(item, pre.phases);
      else rounds.set(`${pre.licenseId}|${pre.year}|${pre.roundName}|${pre.source}`, pre);
    }

    // Which items sit a 상시 round is not in the source, so these rounds stay series-level rows.
    const continuous = readRows(report, dir, SANGSI_2026, continuousSchema).map(({ value: r }) =>
      continuousRoundOf(r, sourceOf(SANGSI_2026)),
    );
    await tx.delete(continuousExamRounds).where(eq(continuousExamRounds.source, sourceOf(SANGSI_2026)));
    // Rounds the official-API sync wrote are fresher than the snapshot's copy: they stay.
    if (continuous.length > 0) await tx.insert(continuousExamRounds).values(continuous).onConflictDoNothing();

    // Series rounds say when the series sits, not which items sit it: they are stored as the series'
    // dates (context on the pages of items no source places), never expanded to items (decision 0064).
    await tx.delete(seriesExamRounds);
    if (series.length > 0) {
      await tx.insert(seriesExamRounds).values(
        series.map((r) => ({
          year: r.year,
          series: r.series,
          roundName: r.roundName,
          description: r.description,
          source: r.source,
          phases: r.phases,
        })),
      );
    }

    const list = [...rounds.values()].filter((r) => r.phases.length > 0);
    await replaceRounds(tx, list);
    return list.length;
  },
};

/** The phases an item row of getJMList (`qnet_item_rounds_<year>_getJMList.csv`) gives itself. */
export function itemOwnPhases(r: z.output<typeof item2026Schema>, second: Stage): Phase[] {
  const own: Phase[] = [];
  pushPhase(own, "written", "registration", r.doc_reg_start, r.doc_reg_end);
  pushPhase(own, "written", "result", r.doc_pass);
  pushPhase(own, second, "registration", r.prac_reg_start, r.prac_reg_end);
  pushPhase(own, second, "exam", r.prac_exam_start, r.prac_exam_end);
  return own;
}

/** The phases of a 국가전문자격 pre-announcement row, by the stages its round names. */
export function professionalPhases(r: z.output<typeof professionalSchema>): Phase[] {
  const phases: Phase[] = [];
  for (const stage of professionalStages(r.round)) {
    pushPhase(phases, stage, "registration", r.docRegStartDt, r.docRegEndDt);
    pushPhase(phases, stage, "exam", r.docExamDt);
    pushPhase(phases, stage, "result", r.docPassDt);
    const next = stage === "written" ? "practical" : "interview";
    pushPhase(phases, next, "exam", r.pracExamStartDt, r.pracExamEndDt);
    pushPhase(phases, next, "result", r.pracPassDt);
  }
  return phases;
}

/** A 상시 기능사 row (`qnet_sangsi_craftsman_rounds_<year>.csv`) as its table's row. */
export function continuousRoundOf(r: z.output<typeof continuousSchema>, source: string) {
  return {
    year: r.year,
    roundName: r.round,
    description: r.api_description,
    writtenRegStartsOn: r.doc_reg_start,
    writtenRegEndsOn: r.doc_reg_end,
    writtenExamOn: r.doc_exam_start,
    practicalRegStartsOn: r.prac_reg_start,
    practicalRegEndsOn: r.prac_reg_end,
    practicalExamStartsOn: r.prac_exam_start,
    practicalExamEndsOn: r.prac_exam_end,
    finalResultOn: r.final_pass,
    source,
    asOf: r.snapshot_date,
  };
}

/** "2026년 2차" → the 2nd stage; "1·2차 동시" → both (one sitting); "2026년 시행" → a single 1st stage. */
export function professionalStages(round: string): Stage[] {
  const steps = /(\d(?:·\d)*)차/.exec(round)?.[1]?.split("·") ?? ["1"];
  return steps.map((step) => STEP_STAGE[step] ?? "written");
}

/** Adds every phase of `extra` whose stage and kind the round has no date for: no known date is dropped. */
export function mergeMissingPhases(round: { phases: Phase[] }, extra: Phase[]) {
  const has = new Set(round.phases.map((p) => `${p.stage}|${p.kind}`));
  for (const p of extra) if (!has.has(`${p.stage}|${p.kind}`)) round.phases.push({ ...p });
}

async function replaceRounds(tx: Tx, all: Round[]) {
  const sources = [...new Set([...ALL_FILES.map(sourceOf), ...all.map((r) => r.source)])];
  await tx.delete(examRounds).where(inArray(examRounds.source, sources));
  // Rounds the official-API sync already refreshed are fresher than the snapshot's copy of them.
  // Their phases the API did not return (e.g. pre-announced 1차 시험 dates) are still added to them.
  const synced = await tx
    .select({
      id: examRounds.id,
      licenseId: examRounds.licenseId,
      year: examRounds.year,
      roundName: examRounds.roundName,
      stage: examPhases.stage,
      kind: examPhases.kind,
    })
    .from(examRounds)
    .leftJoin(examPhases, eq(examPhases.roundId, examRounds.id))
    .where(like(examRounds.source, "qnet_openapi%"));
  const syncedRounds = new Map<string, { id: number; phases: Phase[] }>();
  for (const r of synced) {
    const key = `${r.licenseId}|${r.year}|${r.roundName}`;
    const round = syncedRounds.get(key) ?? { id: r.id, phases: [] };
    if (r.stage && r.kind)
      round.phases.push({ stage: r.stage as Stage, kind: r.kind as Phase["kind"], startsOn: "", endsOn: null });
    syncedRounds.set(key, round);
  }
  const list: Round[] = [];
  const extraPhases: Array<Phase & { roundId: number }> = [];
  for (const r of all) {
    const target = syncedRounds.get(`${r.licenseId}|${r.year}|${r.roundName}`);
    if (!target) {
      list.push(r);
      continue;
    }
    const before = target.phases.length;
    mergeMissingPhases(target, r.phases);
    extraPhases.push(...target.phases.slice(before).map((p) => ({ roundId: target.id, ...p })));
  }
  await insertBatches(tx, examPhases, extraPhases);
  const BATCH = 500;
  for (let i = 0; i < list.length; i += BATCH) {
    const chunk = list.slice(i, i + BATCH);
    const ids = await tx
      .insert(examRounds)
      .values(chunk.map(({ phases: _, ...r }) => r))
      .returning({
        id: examRounds.id,
        licenseId: examRounds.licenseId,
        year: examRounds.year,
        roundName: examRounds.roundName,
        source: examRounds.source,
      });
    const idOf = new Map(ids.map((r) => [`${r.licenseId}|${r.year}|${r.roundName}|${r.source}`, r.id]));
    const phases = chunk.flatMap((r) => {
      const roundId = idOf.get(`${r.licenseId}|${r.year}|${r.roundName}|${r.source}`) as number;
      const seen = new Set<string>();
      return r.phases
        .filter((p) => {
          const k = `${p.stage}|${p.kind}|${p.startsOn}`;
          return !seen.has(k) && seen.add(k);
        })
        .map((p) => ({ roundId, ...p }));
    });
    await insertBatches(tx, examPhases, phases);
  }
}
