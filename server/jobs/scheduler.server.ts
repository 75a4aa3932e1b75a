import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import type { Logger } from "../logger";
import type { Clock } from "./clock";

/**
 * A job the scheduler runs every `intervalMs` in every app instance. A job must be safe to run
 * concurrently in several instances: it claims its rows (`FOR UPDATE SKIP LOCKED`) or wraps its
 * work in `withAdvisoryLock` — see docs/decisions/0024-scheduler.md.
 */
export interface Job {
  name: string;
  intervalMs: number;
  run(now: Date): Promise<void>;
}

export interface Scheduler {
  register(job: Job): void;
  /** Starts the timers; each job also runs once right away (catching up after a restart). */
  start(): void;
  /** Runs every job (or the named one) once now and waits for it; for tests and test hooks. */
  runNow(name?: string): Promise<void>;
  /** Stops the timers and waits for running jobs to finish. */
  stop(): Promise<void>;
}

export function createScheduler({ clock, logger }: { clock: Clock; logger: Logger }): Scheduler {
  const jobs = new Map<string, Job>();
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  // One run of a job at a time per instance; a tick that finds it still running joins that run.
  function runJob(job: Job): Promise<void> {
    const current = running.get(job.name);
    if (current) return current;
    const run = job
      .run(clock.now())
      .catch((error: unknown) => logger.error({ err: error, job: job.name }, "scheduled job failed"))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
      jobs.set(job.name, job);
    },
    start() {
      for (const job of jobs.values()) {
        void runJob(job);
        const timer = setInterval(() => {
          if (!stopped) void runJob(job);
        }, job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async runNow(name) {
      const selected = [...jobs.values()].filter((job) => name === undefined || job.name === name);
      // A run that started before the call may have read an older clock; run again after it.
      await Promise.all(selected.map((job) => running.get(job.name)));
      await Promise.all(selected.map(runJob));
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

/**
 * Runs `work` inside a transaction holding a transaction-level advisory lock named `name`, or
 * returns false without running it when another instance holds the lock.
 */
export async function withAdvisoryLock(db: Db, name: string, work: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`);
    if (!rows[0]?.locked) return false;
    await work(tx as unknown as Db);
    return true;
  });
}
