import { date, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";

/**
 * One run of the official-API sync (`npm run data:sync` or the daily schedule), with what each
 * operation fetched and changed. A scheduled run claims its day through `scheduledFor`: the unique
 * key lets exactly one app instance run it.
 */
export const syncRuns = pgTable(
  "sync_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    trigger: text("trigger").notNull(),
    scheduledFor: date("scheduled_for", { mode: "string" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** running | ok | partial | failed | skipped */
    status: text("status").notNull(),
    /** Per operation: { fetched, changed, errors: [...] } */
    report: jsonb("report").$type<SyncReport>().notNull().default({}),
    message: text("message"),
  },
  (t) => [unique("sync_runs_scheduled_key").on(t.trigger, t.scheduledFor), index("sync_runs_started_idx").on(t.startedAt)],
);

export type SyncReport = Record<string, { fetched: number; changed: number; errors: string[] }>;
