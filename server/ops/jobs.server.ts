import { ALL, BOARDS } from "../../shared/cache-tags";
import type { Config } from "../config.server";
import { type Database, DatabaseStartupError } from "../db/client.server";
import { MissingDataError } from "../import/csv";
import { DEMO_DIR, runImport } from "../import/run";
import { applyScheduleFiles, ScheduleFilesError } from "../import/schedule-files";
import { runSync } from "../import/sync/run.server";
import { createMembersAdmin } from "../modules/admin/members.server";
import { reindex } from "../modules/search/indexer.server";
import { runAfterImportSteps } from "../seed";
import type { JobArgs, JobName, JobRequest } from "./protocol";

/** Where a job writes what the CLI prints: the terminal, or the socket when the server runs it. */
export interface JobOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface JobResult {
  code: number;
  /** Cache tags the job changed (shared/cache-tags.ts); the runner purges them after it. */
  changed: string[];
}

type Job<J extends JobName> = (database: Database, config: Config, args: JobArgs<J>, output: JobOutput) => Promise<JobResult>;

const done = (code: number, changed: string[] = []): JobResult => ({ code, changed });

/**
 * Every operating command, the same code whether the CLI runs it on the database itself (no server,
 * or PostgreSQL) or hands it to the running server (decision 0084).
 */
const JOBS: { [J in JobName]: Job<J> } = {
  "admin:grant": async (database, _config, { loginId }, output) => {
    const result = await createMembersAdmin(database.db).grantByLoginId(loginId);
    if (result === "not_found") {
      output.err(`No active member with id "${loginId}" (활동 중인 회원이 없습니다).`);
      return done(1);
    }
    output.out(result === "granted" ? `${loginId} is now an admin.` : `${loginId} was already an admin.`);
    return done(0);
  },

  "data:import": async (database, _config, { dir }, output) => {
    const { report, counts, ms } = await runImport(database.db, dir, {
      isDemo: dir === DEMO_DIR,
      onDataset: (entry) => output.out(`  ${entry.dataset}: ${entry.accepted} rows (${entry.ms} ms)`),
    });
    output.out(report.format(counts));
    output.out(`Imported ${dir} into ${database.driver} in ${(ms / 1000).toFixed(1)} s`);
    // The read models (catalogue pages, search index, figures) follow now, not at the next start.
    await runAfterImportSteps(database.db, { log: (line) => output.out(line) });
    return done(0, [ALL]);
  },

  "data:sync": async (database, config, { only }, output) => {
    const result = await runSync(database.db, config, { trigger: "cli", only });
    if (!result) return done(0);
    output.out(result.message);
    for (const [operation, entry] of Object.entries(result.report)) {
      for (const error of entry.errors) output.out(`  ${operation}: ${error}`);
    }
    // A skipped sync (no service key) changed nothing: no cache purge, no site-wide re-render.
    return done(result.status === "failed" ? 1 : 0, result.status === "skipped" ? [] : [ALL]);
  },

  "search:reindex": async (database, _config, _args, output) => {
    const started = performance.now();
    const { documents } = await reindex(database.db);
    output.out(
      `Search index rebuilt on ${database.driver}: ${documents} documents in ${Math.round(performance.now() - started)} ms`,
    );
    // Search answers are cached with the board tag (shared/cache-tags.ts).
    return done(0, [BOARDS]);
  },

  "data:schedules": async (database, _config, { files, dryRun }, output) => {
    const result = await applyScheduleFiles(database.db, files, { dryRun, log: (line) => output.out(line) });
    return done(0, result.applied ? result.changedTags : []);
  },
};

/** Errors a user can act on: printed as their message alone, as every CLI did before the channel. */
export const KNOWN_ERRORS = [DatabaseStartupError, MissingDataError, ScheduleFilesError];
const isKnownError = (error: unknown): error is Error => KNOWN_ERRORS.some((type) => error instanceof type);

/** Runs one job; a throw becomes exit 1 with its message (the stack too for an unexpected error). */
export async function runJob(database: Database, config: Config, request: JobRequest, output: JobOutput): Promise<JobResult> {
  const job = JOBS[request.job] as Job<JobName>;
  try {
    return await job(database, config, request.args as JobArgs<JobName>, output);
  } catch (error) {
    output.err(isKnownError(error) ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    return done(1);
  }
}
