import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import { todayInSeoul } from "../../../shared/dates";
import type { Config } from "../../config.server";
import type { Db } from "../../db/client.server";
import { examPhases, examRounds, licenses, type SyncReport, syncRuns } from "../../db/schema";
import { systemClock } from "../../jobs/clock";
import { rebuildCataloguePages } from "../../modules/catalogue/build.server";
import { announceNewRounds, type NewRound } from "../../modules/notifications/announcements.server";
import { itemRoundPhases, practicalOnly } from "../../modules/schedules/placement";
import type { Tx } from "../support";
import { DEFAULT_POLICY, type FetchPolicy, fetchText, operationUrl, redactKey } from "./client.server";
import { applyContinuousRounds } from "./continuous.server";
import {
  type ApiFees,
  type ApiRound,
  continuousRoundsFromCList,
  feesFromFeeList,
  parseQnetResponse,
  qualificationsFromList,
  roundsFromJmList,
  SOURCE_API_LIST,
  SOURCE_API_ROUNDS,
  SourceError,
} from "./qnet";

const LIST_PAGE_SIZE = 1000;
const MAX_ERRORS_KEPT = 20;

export interface SyncOptions {
  trigger: "cli" | "schedule";
  /** Scheduled runs claim their day: only the instance whose claim succeeds runs. */
  scheduledFor?: string;
  /** Limit the per-item operations to these license ids. */
  only?: string[];
  policy?: FetchPolicy;
  fetch?: typeof fetch;
  now?: () => Date;
  concurrency?: number;
}

export interface SyncResult {
  runId: number;
  status: "ok" | "partial" | "failed" | "skipped";
  report: SyncReport;
  message: string;
}

/**
 * Fetches the Q-Net Open API (qualification list, per-item rounds, fees) and applies it with the
 * importer's row model. Nothing is deleted because a response was missing or failed: a failed
 * operation is reported and the imported data stays. Returns null when another instance already
 * claimed this scheduled run.
 */
export async function runSync(db: Db, config: Config, options: SyncOptions): Promise<SyncResult | null> {
  const now = options.now ?? (() => systemClock.now());
  const [run] = await db
    .insert(syncRuns)
    .values({ trigger: options.trigger, scheduledFor: options.scheduledFor ?? null, status: "running" })
    .onConflictDoNothing()
    .returning({ id: syncRuns.id });
  if (!run) return null;

  const key = config.DATA_GO_KR_SERVICE_KEY;
  if (!key) {
    const message = "DATA_GO_KR_SERVICE_KEY가 없어 Q-Net 동기화를 건너뜁니다 (가져온 자료를 그대로 씁니다).";
    await finish(db, run.id, "skipped", {}, message);
    return { runId: run.id, status: "skipped", report: {}, message };
  }

  const report: SyncReport = {};
  /** Licenses whose facts or rounds this run changed: their pages are rebuilt at the end. */
  const changedLicenses = new Set<string>();
  const op = (name: string) => {
    report[name] ??= { fetched: 0, changed: 0, errors: [] };
    return report[name];
  };
  const fail = (name: string, where: string, error: unknown) => {
    const entry = op(name);
    const text = error instanceof SourceError ? error.message : error instanceof Error ? error.message : String(error);
    if (entry.errors.length < MAX_ERRORS_KEPT) entry.errors.push(`${where}: ${text}`);
  };
  const get = async (path: string, params: Record<string, string>) => {
    const url = operationUrl(config.QNET_API_BASE_URL, path, params, key);
    try {
      return parseQnetResponse(await fetchText(url, options.policy ?? DEFAULT_POLICY, options.fetch));
    } catch (error) {
      if (error instanceof SourceError) throw new SourceError(error.code, `${error.message} (${redactKey(url)})`);
      throw error;
    }
  };
  const fetchedAt = now();
  const asOf = todayInSeoul(fetchedAt);

  // 1. National qualification list (paged).
  try {
    const items: Record<string, string>[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await get("InquiryListNationalQualifcationSVC/getList", {
        numOfRows: String(LIST_PAGE_SIZE),
        pageNo: String(pageNo),
      });
      items.push(...page.items);
      const total = page.totalCount ?? items.length;
      if (page.items.length === 0 || items.length >= total) break;
    }
    const list = qualificationsFromList(items);
    op("qualifications").fetched = list.length;
    op("qualifications").changed = await applyQualifications(db, list, fetchedAt, changedLicenses);
  } catch (error) {
    fail("qualifications", "목록", error);
  }

  // 2. Per item: rounds (getJMList) and fees (getFeeList).
  const items = await db
    .select({ id: licenses.id, grade: licenses.gradeName, examMethod: licenses.examMethod })
    .from(licenses)
    .where(
      and(
        sql`${licenses.id} ~ '^[0-9]{4}$'`,
        or(like(licenses.source, "qnet%"), eq(licenses.source, SOURCE_API_LIST)),
        options.only ? inArray(licenses.id, options.only) : undefined,
      ),
    )
    .orderBy(licenses.id);
  // 3. 상시 기능사 rounds (getCList: the current year, series-level).
  try {
    const rounds = continuousRoundsFromCList((await get("InquiryTestInformationNTQSVC/getCList", {})).items);
    op("continuousRounds").fetched = rounds.length;
    op("continuousRounds").changed = await applyContinuousRounds(db, rounds, asOf);
  } catch (error) {
    fail("continuousRounds", "상시 기능사", error);
  }

  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const { id, grade, examMethod } = item;
      let rounds: ApiRound[] | null = null;
      let fees: ApiFees | null | undefined;
      try {
        rounds = roundsFromJmList(
          (await get("InquiryTestInformationNTQSVC/getJMList", { jmCd: id })).items,
          grade === "기술사" ? "interview" : "practical",
        )
          // The same stage rule as the import: no 필기 phases for an item whose 검정방법 has none (decision 0064).
          .map((round) => ({
            ...round,
            phases: itemRoundPhases(round.phases, null, { practicalOnly: practicalOnly(examMethod) }),
          }))
          .filter((round) => round.phases.length > 0);
        op("rounds").fetched += rounds.length;
      } catch (error) {
        fail("rounds", id, error);
      }
      try {
        fees = feesFromFeeList((await get("InquiryTestInformationNTQSVC/getFeeList", { jmCd: id })).items);
        if (fees) op("fees").fetched += 1;
      } catch (error) {
        fail("fees", id, error);
      }
      await db.transaction(async (tx) => {
        const changed = [
          rounds?.length ? await applyRounds(tx, id, rounds, fetchedAt, asOf) : 0,
          fees ? await applyFees(tx, id, fees, fetchedAt, asOf) : 0,
        ];
        op("rounds").changed += changed[0] ?? 0;
        op("fees").changed += changed[1] ?? 0;
        if (changed.some((n) => n > 0)) changedLicenses.add(id);
      });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  // The changed licenses' read-model pages (decision 0043), in one pass: the figure families are
  // grouped once. The cache purge that follows a sync comes after this.
  if (changedLicenses.size > 0) await db.transaction((tx) => rebuildCataloguePages(tx, "license", [...changedLicenses]));

  const errors = Object.values(report).reduce((n, r) => n + r.errors.length, 0);
  const fetched = Object.values(report).reduce((n, r) => n + r.fetched, 0);
  const status = errors === 0 ? "ok" : fetched > 0 ? "partial" : "failed";
  const summary = Object.entries(report)
    .map(([name, r]) => `${name} ${r.fetched}건 수신·${r.changed}건 변경${r.errors.length ? `·오류 ${r.errors.length}` : ""}`)
    .join(", ");
  const message = `Q-Net 동기화 ${status}: ${summary}`;
  await finish(db, run.id, status, report, message);
  return { runId: run.id, status, report, message };
}

async function finish(db: Db, id: number, status: string, report: SyncReport, message: string) {
  await db.update(syncRuns).set({ status, report, message, finishedAt: sql`now()` }).where(eq(syncRuns.id, id));
}

/** Updates known licenses' names and fields, inserts new items; never deletes. Returns rows changed. */
async function applyQualifications(
  db: Db,
  list: ReturnType<typeof qualificationsFromList>,
  fetchedAt: Date,
  changedLicenses: Set<string>,
): Promise<number> {
  let changed = 0;
  await db.transaction(async (tx) => {
    const current = new Map(
      (
        await tx
          .select()
          .from(licenses)
          .where(
            inArray(
              licenses.id,
              list.map((q) => q.id),
            ),
          )
      ).map((l) => [l.id, l]),
    );
    for (const q of list) {
      const row = current.get(q.id);
      if (!row) {
        await tx.insert(licenses).values({ ...q, source: SOURCE_API_LIST, fetchedAt });
        changedLicenses.add(q.id);
        changed++;
        continue;
      }
      const differs = (Object.keys(q) as (keyof typeof q)[]).some((k) => row[k] !== q[k]);
      await tx
        .update(licenses)
        .set(differs ? { ...q, fetchedAt, updatedAt: fetchedAt } : { fetchedAt })
        .where(eq(licenses.id, q.id));
      if (differs) {
        changedLicenses.add(q.id);
        changed++;
      }
    }
  });
  return changed;
}

const phaseKey = (p: { stage: string; kind: string; startsOn: string; endsOn: string | null }) =>
  `${p.stage}|${p.kind}|${p.startsOn}|${p.endsOn ?? ""}`;

/**
 * Replaces the rounds the API returned (the same license, year and round from any source: the API
 * is fresher than the snapshot) and keeps every round it did not return. Returns rounds changed.
 */
async function applyRounds(tx: Tx, licenseId: string, rounds: ApiRound[], fetchedAt: Date, asOf: string): Promise<number> {
  const existing = await tx
    .select({ id: examRounds.id, year: examRounds.year, roundName: examRounds.roundName, source: examRounds.source })
    .from(examRounds)
    .where(eq(examRounds.licenseId, licenseId));
  const phases = existing.length
    ? await tx
        .select()
        .from(examPhases)
        .where(
          inArray(
            examPhases.roundId,
            existing.map((r) => r.id),
          ),
        )
    : [];
  let changed = 0;
  const firstWritten: NewRound[] = [];
  for (const round of rounds) {
    const same = existing.filter((r) => r.year === round.year && r.roundName === round.roundName);
    if (same.length === 0) firstWritten.push({ licenseId, year: round.year, roundName: round.roundName });
    // The API's getJMList lacks some phases (국가전문자격 1차 시험, final results): the replaced
    // rounds' dates of those phases stay (decision 0035).
    const given = new Set(round.phases.map((p) => `${p.stage}|${p.kind}`));
    const kept = phases
      .filter((p) => same.some((r) => r.id === p.roundId) && !given.has(`${p.stage}|${p.kind}`))
      .map((p) => ({ stage: p.stage, kind: p.kind, startsOn: p.startsOn, endsOn: p.endsOn }));
    const merged = [...round.phases, ...kept];
    const wanted = [...new Set(merged.map(phaseKey))].sort();
    const synced = same.length === 1 && same[0]?.source === SOURCE_API_ROUNDS ? same[0] : undefined;
    const have = synced ? [...new Set(phases.filter((p) => p.roundId === synced.id).map(phaseKey))].sort() : [];
    if (synced && have.join() === wanted.join()) {
      await tx.update(examRounds).set({ fetchedAt, asOf }).where(eq(examRounds.id, synced.id));
      continue;
    }
    if (same.length)
      await tx.delete(examRounds).where(
        inArray(
          examRounds.id,
          same.map((r) => r.id),
        ),
      );
    const [inserted] = await tx
      .insert(examRounds)
      .values({
        licenseId,
        year: round.year,
        roundName: round.roundName,
        description: round.sourceRef,
        source: SOURCE_API_ROUNDS,
        sourceRef: round.sourceRef,
        fetchedAt,
        asOf,
      })
      .returning({ id: examRounds.id });
    const seen = new Set<string>();
    const rows = merged.filter((p) => !seen.has(phaseKey(p)) && seen.add(phaseKey(p)));
    if (inserted && rows.length) await tx.insert(examPhases).values(rows.map((p) => ({ roundId: inserted.id, ...p })));
    changed++;
  }
  // Its followers hear of a round the API gives for the first time (decision 0085).
  await announceNewRounds(tx as unknown as Db, firstWritten, fetchedAt);
  return changed;
}

async function applyFees(tx: Tx, licenseId: string, fees: ApiFees, fetchedAt: Date, asOf: string): Promise<number> {
  const [row] = await tx
    .select({ written: licenses.feeWritten, practical: licenses.feePractical, text: licenses.feeText })
    .from(licenses)
    .where(eq(licenses.id, licenseId));
  if (!row) return 0;
  const differs = row.written !== fees.written || row.practical !== fees.practical || row.text !== fees.text;
  await tx
    .update(licenses)
    .set(
      differs
        ? { feeWritten: fees.written, feePractical: fees.practical, feeText: fees.text, feesAsOf: asOf, fetchedAt }
        : { feesAsOf: asOf, fetchedAt },
    )
    .where(eq(licenses.id, licenseId));
  return differs ? 1 : 0;
}
