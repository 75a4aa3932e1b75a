import { and, desc, eq, inArray, like, not } from "drizzle-orm";
import { ALL } from "../../../shared/cache-tags";
import { allowLongStatements, type Db } from "../../db/client.server";
import { continuousExamRounds, dataImports, examPhases, examRounds, licenses, seriesExamRounds } from "../../db/schema";
import { systemClock } from "../../jobs/clock";
import { rebuildCatalogue } from "../../modules/catalogue/build.server";
import { announceNewRounds } from "../../modules/notifications/announcements.server";
import { itemRoundPhases, practicalOnly } from "../../modules/schedules/placement";
import { nameKey } from "../csv";
import { SOURCE_QNET } from "../licenses";
import { isClosedSeriesRound, type Phase, type Series, type SeriesRound, secondStage, seriesRoundOf } from "../scheduleSeries";
import { continuousRoundOf, GRADE_SERIES, itemOwnPhases, mergeMissingPhases, professionalPhases } from "../schedules";
import type { Tx } from "../support";
import { type FileProblem, formatProblem, type ParsedFile, readScheduleFile } from "./read";

/** The files were refused: every problem, one a line; nothing was applied. */
export class ScheduleFilesError extends Error {
  constructor(readonly problems: FileProblem[]) {
    super(
      [`일정 파일에 문제가 ${problems.length}건 있어 아무것도 반영하지 않았습니다 (schedule files refused):`]
        .concat(problems.map((p) => `  ${formatProblem(p)}`))
        .join("\n"),
    );
  }
}

/** The dataset name of a schedule-file run in `data_imports` (/adm/imports lists it). */
export const SCHEDULE_FILES_DATASET = "schedule_files";

interface ItemRound {
  licenseId: string;
  year: number;
  roundName: string;
  description: string;
  source: string;
  asOf: string | null;
  phases: Phase[];
}
type ContinuousRow = ReturnType<typeof continuousRoundOf>;

export interface ScheduleChange {
  level: "series" | "continuous" | "item";
  kind: "added" | "changed" | "removed";
  /** "기사·산업기사 2027 제1회", "1320 정보처리기사 2027 제1회" */
  what: string;
  /** "필기 원서접수 2027-01-13~2027-01-16 → 2027-01-14~2027-01-17"; empty for a removal. */
  details: string[];
}

export interface ScheduleFilesResult {
  changes: ScheduleChange[];
  applied: boolean;
  /** The `data_imports` row of the run (null for a dry run). */
  importId: number | null;
  changedTags: string[];
}

const STAGE: Record<string, string> = { written: "필기/1차", practical: "실기/2차", interview: "면접/3차" };
const KIND: Record<string, string> = {
  registration: "원서접수",
  vacancy_registration: "빈자리 접수",
  document_submission: "응시자격 서류제출",
  exam: "시험",
  result: "발표",
};
const span = (p: Phase) => (p.endsOn && p.endsOn !== p.startsOn ? `${p.startsOn}~${p.endsOn}` : p.startsOn);

/** Per stage and kind, the old dates → the new ones (only where they differ). */
function phaseChanges(before: Phase[], after: Phase[]): string[] {
  const group = (phases: Phase[]) => {
    const map = new Map<string, string[]>();
    for (const p of phases) map.set(`${p.stage}|${p.kind}`, [...(map.get(`${p.stage}|${p.kind}`) ?? []), span(p)].sort());
    return map;
  };
  const old = group(before);
  const now = group(after);
  const lines: string[] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(key)?.join(", ") ?? "(없음)";
    const b = now.get(key)?.join(", ") ?? "(없음)";
    const [stage = "", kind = ""] = key.split("|");
    if (a !== b) lines.push(`${STAGE[stage] ?? stage} ${KIND[kind] ?? kind} ${a} → ${b}`);
  }
  return lines;
}

const storedFinal = (round: ItemRound | undefined) =>
  round?.phases.find((p) => p.kind === "result" && p.stage !== "written")?.startsOn ?? null;

const CONTINUOUS_DATES = [
  "writtenRegStartsOn",
  "writtenRegEndsOn",
  "writtenExamOn",
  "practicalRegStartsOn",
  "practicalRegEndsOn",
  "practicalExamStartsOn",
  "practicalExamEndsOn",
  "finalResultOn",
] as const;

/**
 * `npm run data:schedules` (decision 0084): reads schedule files in the snapshot's formats, checks
 * every row, and compares them with the stored rounds of the years they cover (per format). With
 * `dryRun` it only reports; else it applies every file in one transaction, records an import run and
 * rebuilds the catalogue's read model inside it, so readers see the old schedule or the new one,
 * never a mix. Throws ScheduleFilesError (nothing applied) when any file has a problem.
 */
export async function applyScheduleFiles(
  db: Db,
  paths: string[],
  { dryRun, log, now = () => systemClock.now() }: { dryRun: boolean; log: (line: string) => void; now?: () => Date },
): Promise<ScheduleFilesResult> {
  const problems: FileProblem[] = [];
  const files = paths.map((p) => readScheduleFile(p, problems)).filter((f): f is ParsedFile => f !== null);
  const all = await db
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
  const professionalBySeries = new Map<string, string[]>();
  for (const l of all) {
    if (l.type !== "S" || !l.source.startsWith(SOURCE_QNET) || !l.grade) continue;
    professionalBySeries.set(l.grade, [...(professionalBySeries.get(l.grade) ?? []), l.id]);
  }

  // The files' rounds, checked for unknown items and rows given twice.
  const seen = new Map<string, { file: string; line: number }>();
  const once = (key: string, file: string, line: number) => {
    const first = seen.get(key);
    if (first) {
      problems.push({
        file,
        line,
        column: null,
        code: "duplicate_row",
        message: `같은 회차가 두 번 있습니다(${first.file}:${first.line}행과 같음).`,
      });
      return false;
    }
    seen.set(key, { file, line });
    return true;
  };
  const series = new Map<string, SeriesRound>();
  const continuous = new Map<string, ContinuousRow>();
  const itemRows: Array<{
    file: ParsedFile;
    line: number;
    row: Extract<ParsedFile, { format: "item" }>["rows"][number]["value"];
  }> = [];
  const professional: Array<{ licenseId: string; year: number; qualification: string; source: string; phases: Phase[] }> = [];
  const years = {
    series: new Set<number>(),
    continuous: new Set<number>(),
    item: new Set<number>(),
    professional: new Set<number>(),
  };
  for (const file of files) {
    for (const { value } of file.rows) years[file.format].add(value.year);
    if (file.format === "series") {
      for (const { line, value: r } of file.rows) {
        if (isClosedSeriesRound(r) || !once(`series|${r.year}|${r.series}|${r.round}`, file.file, line)) continue;
        series.set(`${r.year}|${r.series}|${r.round}`, seriesRoundOf(r, file.source));
      }
    } else if (file.format === "continuous") {
      for (const { line, value: r } of file.rows) {
        if (once(`continuous|${r.year}|${r.round}`, file.file, line))
          continuous.set(`${r.year}|${r.round}`, continuousRoundOf(r, file.source));
      }
    } else if (file.format === "item") {
      for (const { line, value: r } of file.rows) {
        if (!known.has(r.jmcd)) {
          problems.push({
            file: file.file,
            line,
            column: "jmcd",
            code: "unknown_item",
            message: `알 수 없는 종목코드입니다: ${r.jmcd}`,
          });
          continue;
        }
        if (once(`item|${r.jmcd}|${r.year}|${r.round}`, file.file, line)) itemRows.push({ file, line, row: r });
      }
    } else {
      for (const { line, value: r } of file.rows) {
        const exact = byName.get(nameKey(r.qualification));
        const ids = exact ? [exact] : (professionalBySeries.get(r.qualification) ?? []);
        if (ids.length === 0) {
          problems.push({
            file: file.file,
            line,
            column: "qualification",
            code: "unknown_item",
            message: `알 수 없는 자격입니다: ${r.qualification}`,
          });
          continue;
        }
        if (!once(`professional|${r.year}|${r.qualification}|${r.round}`, file.file, line)) continue;
        for (const licenseId of ids)
          professional.push({
            licenseId,
            year: r.year,
            qualification: r.qualification,
            source: file.source,
            phases: professionalPhases(r),
          });
      }
    }
  }
  if (problems.length > 0) throw new ScheduleFilesError(problems);

  const run = async (tx: Tx | Db) => {
    const changes: ScheduleChange[] = [];
    // Series rounds of the covered years: the files' rows replace the stored ones.
    const storedSeries = years.series.size
      ? await tx
          .select()
          .from(seriesExamRounds)
          .where(inArray(seriesExamRounds.year, [...years.series]))
      : [];
    for (const s of storedSeries) {
      const next = series.get(`${s.year}|${s.series}|${s.roundName}`);
      const what = `${s.series} ${s.year} ${s.roundName}`;
      if (!next) changes.push({ level: "series", kind: "removed", what, details: [] });
      else {
        const details = phaseChanges(s.phases, next.phases);
        if (details.length) changes.push({ level: "series", kind: "changed", what, details });
      }
    }
    const storedSeriesKeys = new Set(storedSeries.map((s) => `${s.year}|${s.series}|${s.roundName}`));
    for (const [key, s] of series)
      if (!storedSeriesKeys.has(key))
        changes.push({
          level: "series",
          kind: "added",
          what: `${s.series} ${s.year} ${s.roundName}`,
          details: phaseChanges([], s.phases),
        });

    // 상시 rounds of the covered years.
    const storedContinuous = years.continuous.size
      ? await tx
          .select()
          .from(continuousExamRounds)
          .where(inArray(continuousExamRounds.year, [...years.continuous]))
      : [];
    for (const c of storedContinuous) {
      const next = continuous.get(`${c.year}|${c.roundName}`);
      const what = `상시 기능사 ${c.year} ${c.roundName}`;
      if (!next) changes.push({ level: "continuous", kind: "removed", what, details: [] });
      else {
        const details = CONTINUOUS_DATES.filter((f) => c[f] !== next[f]).map(
          (f) => `${f} ${c[f] ?? "(없음)"} → ${next[f] ?? "(없음)"}`,
        );
        if (details.length) changes.push({ level: "continuous", kind: "changed", what, details });
      }
    }
    const storedContinuousKeys = new Set(storedContinuous.map((c) => `${c.year}|${c.roundName}`));
    for (const [key, c] of continuous)
      if (!storedContinuousKeys.has(key))
        changes.push({ level: "continuous", kind: "added", what: `상시 기능사 ${c.year} ${c.roundName}`, details: [] });

    // Item rounds: the series' phases after this run fill what a getJMList row lacks, as at import.
    const itemYears = [...new Set([...years.item, ...years.professional])];
    const seriesAfter = new Map<string, { phases: Phase[]; finalPass2: string | null }>();
    const otherSeries = itemYears.length
      ? await tx.select().from(seriesExamRounds).where(inArray(seriesExamRounds.year, itemYears))
      : [];
    for (const s of otherSeries)
      if (!years.series.has(s.year))
        seriesAfter.set(`${s.year}|${s.series}|${s.roundName}`, { phases: s.phases, finalPass2: null });
    for (const [key, s] of series) seriesAfter.set(key, s);
    const storedRows = itemYears.length
      ? await tx
          .select({ round: examRounds, phase: examPhases })
          .from(examRounds)
          .leftJoin(examPhases, eq(examPhases.roundId, examRounds.id))
          .where(and(inArray(examRounds.year, itemYears), not(like(examRounds.roundName, "%년도"))))
      : [];
    const storedPro = years.professional.size
      ? await tx
          .select({ round: examRounds, phase: examPhases })
          .from(examRounds)
          .leftJoin(examPhases, eq(examPhases.roundId, examRounds.id))
          .where(and(inArray(examRounds.year, [...years.professional]), like(examRounds.roundName, "%년도")))
      : [];
    const stored = new Map<string, { ids: number[]; round: ItemRound }>();
    for (const { round, phase } of [...storedRows, ...storedPro]) {
      const key = `${round.licenseId}|${round.year}|${round.roundName}`;
      const entry = stored.get(key) ?? {
        ids: [],
        round: { ...round, description: round.description ?? "", phases: [] as Phase[] },
      };
      if (!entry.ids.includes(round.id)) entry.ids.push(round.id);
      if (phase)
        entry.round.phases.push({
          stage: phase.stage,
          kind: phase.kind,
          startsOn: phase.startsOn,
          endsOn: phase.endsOn,
        } as Phase);
      stored.set(key, entry);
    }
    const target = new Map<string, ItemRound>();
    for (const { file, row: r } of itemRows) {
      const license = known.get(r.jmcd);
      const s: Series | undefined = license?.grade ? GRADE_SERIES[license.grade] : undefined;
      const key = `${r.jmcd}|${r.year}|${r.round}`;
      const match = s ? seriesAfter.get(`${r.year}|${s}|${r.round}`) : undefined;
      const phases = itemRoundPhases(itemOwnPhases(r, s ? secondStage(s) : "practical"), match?.phases ?? null, {
        practicalOnly: practicalOnly(license?.examMethod),
        // 기사 items announce on the series' second final date; the stored series rows lack it, so
        // without a series file the stored round's own final date stays.
        laterFinal: license?.grade === "기사" ? (match?.finalPass2 ?? storedFinal(stored.get(key)?.round)) : null,
      });
      const round: ItemRound = {
        licenseId: r.jmcd,
        year: r.year,
        roundName: r.round,
        description: `${r.year}년 ${r.seriesnm} ${r.round}`,
        source: file.source,
        asOf: r.snapshot_date,
        phases: phases as Phase[],
      };
      // 국가전문자격: phases getJMList does not give (1차 시험, results) stay, as the sync keeps them (decision 0035).
      const before = stored.get(key);
      if (license?.type === "S" && before) mergeMissingPhases(round, before.round.phases);
      if (round.phases.length > 0) target.set(key, round);
    }
    // Item rounds of the covered years the files do not list are removed (their scope: decision 0084).
    const itemScope = [...stored.entries()].filter(([, e]) =>
      e.round.roundName.endsWith("년도") ? years.professional.has(e.round.year) : years.item.has(e.round.year),
    );
    // 국가전문 pre-announcements fill the item round of the same license and year, else make their own.
    for (const p of professional) {
      const sameYear = (k: string) => k.startsWith(`${p.licenseId}|${p.year}|`);
      const roundKey =
        [...target.keys()].find(sameYear) ??
        (years.item.has(p.year) ? undefined : [...stored.keys()].find((k) => sameYear(k) && !k.endsWith("년도")));
      if (roundKey) {
        const round = target.get(roundKey) ?? structuredClone(stored.get(roundKey)?.round as ItemRound);
        mergeMissingPhases(round, p.phases);
        target.set(roundKey, round);
        continue;
      }
      const key = `${p.licenseId}|${p.year}|${p.year}년도`;
      const round = target.get(key) ?? {
        licenseId: p.licenseId,
        year: p.year,
        roundName: `${p.year}년도`,
        description: `${p.year}년도 ${p.qualification}`,
        source: p.source,
        asOf: null,
        phases: [],
      };
      round.phases.push(...p.phases);
      target.set(key, round);
    }
    const writes: ItemRound[] = [];
    const deletes: number[] = [];
    const nameOf = (id: string) => `${id} ${known.get(id)?.name ?? ""}`;
    for (const [key, e] of itemScope) {
      if (target.has(key)) continue;
      changes.push({
        level: "item",
        kind: "removed",
        what: `${nameOf(e.round.licenseId)} ${e.round.year} ${e.round.roundName}`,
        details: [],
      });
      deletes.push(...e.ids);
    }
    for (const [key, round] of target) {
      const what = `${nameOf(round.licenseId)} ${round.year} ${round.roundName}`;
      const before = stored.get(key);
      const details = phaseChanges(before?.round.phases ?? [], round.phases);
      if (before && details.length === 0) continue;
      changes.push({ level: "item", kind: before ? "changed" : "added", what, details });
      if (before) deletes.push(...before.ids);
      writes.push(round);
    }
    if (dryRun) return changes;
    // Written first now: the rounds whose followers are told the dates are announced (decision 0085).
    const firstWritten = writes.filter((r) => !stored.has(`${r.licenseId}|${r.year}|${r.roundName}`));

    if (years.series.size) {
      await tx.delete(seriesExamRounds).where(inArray(seriesExamRounds.year, [...years.series]));
      if (series.size)
        await tx.insert(seriesExamRounds).values(
          [...series.values()].map((s) => ({
            year: s.year,
            series: s.series,
            roundName: s.roundName,
            description: s.description,
            source: s.source,
            phases: s.phases,
          })),
        );
    }
    if (years.continuous.size) {
      await tx.delete(continuousExamRounds).where(inArray(continuousExamRounds.year, [...years.continuous]));
      if (continuous.size) await tx.insert(continuousExamRounds).values([...continuous.values()]);
    }
    if (deletes.length) await tx.delete(examRounds).where(inArray(examRounds.id, deletes));
    for (const round of writes) {
      const { phases, ...row } = round;
      const [inserted] = await tx.insert(examRounds).values(row).returning({ id: examRounds.id });
      const unique = [...new Map(phases.map((p) => [`${p.stage}|${p.kind}|${p.startsOn}`, p])).values()];
      if (inserted && unique.length) await tx.insert(examPhases).values(unique.map((p) => ({ roundId: inserted.id, ...p })));
    }
    await announceNewRounds(tx as Db, firstWritten, now());
    return changes;
  };

  const report = (changes: ScheduleChange[]) => {
    const count = (level: ScheduleChange["level"], kind: ScheduleChange["kind"]) =>
      changes.filter((c) => c.level === level && c.kind === kind).length;
    log(`Schedule files: ${files.map((f) => `${f.file} (${f.format}, ${f.rows.length} rows)`).join(", ")}`);
    for (const c of changes) {
      log(`  ${c.kind.padEnd(7)} [${c.level}] ${c.what}`);
      for (const d of c.details) log(`            ${d}`);
    }
    for (const level of ["series", "continuous", "item"] as const)
      log(
        `  ${level} rounds: ${count(level, "added")} added, ${count(level, "changed")} changed, ${count(level, "removed")} removed`,
      );
  };

  if (dryRun) {
    report(await run(db));
    log("Dry run: nothing was changed (--dry-run).");
    return { changes: [], applied: false, importId: null, changedTags: [] };
  }
  const started = performance.now();
  const { changes, importId } = await db.transaction(async (tx) => {
    await allowLongStatements(tx);
    const changes = await run(tx);
    const [latest] = await tx.select({ isDemo: dataImports.isDemo }).from(dataImports).orderBy(desc(dataImports.id)).limit(1);
    const [row] = await tx
      .insert(dataImports)
      .values({
        dataset: SCHEDULE_FILES_DATASET,
        sourceDir: paths.join(", "),
        accepted: files.reduce((n, f) => n + f.rows.length, 0),
        rejected: 0,
        isDemo: latest?.isDemo ?? false,
      })
      .returning({ id: dataImports.id });
    // The license pages show the rounds: rebuilt in the same transaction (decision 0043).
    await rebuildCatalogue(tx as unknown as Db);
    return { changes, importId: row?.id ?? null };
  });
  report(changes);
  log(`Applied in one transaction as import run #${importId} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  // Rounds show on the calendar, the home page, plans and feeds, whose cached answers carry no
  // narrower tag (shared/cache-tags.ts): every cached answer goes.
  return { changes, applied: true, importId, changedTags: changes.length > 0 ? [ALL] : [] };
}
