import { date, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { licenses } from "./licenses";

/**
 * One exam round of one license ("2026년 정기 기사 1회"), only where a source places the item in that
 * round (item rows, the API's getJMList): series-level rows are not expanded to items (decision 0064);
 * they are kept in `series_exam_rounds` as context. A license that skips a round has no row for it.
 */
export const examRounds = pgTable(
  "exam_rounds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    roundName: text("round_name").notNull(),
    description: text("description"),
    /** dataset the row came from, e.g. "qnet_item_rounds_2026_getJMList" or "qnet_openapi_getJMList" */
    source: text("source").notNull(),
    /** 기준일: the date the source reported these dates (snapshot date or API fetch date). */
    asOf: date("as_of", { mode: "string" }),
    /** When the official API last returned this round (null for snapshot rows). */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    /** The source's own identifier of the round, e.g. getJMList `implplannm` "2027년 정기 기사 1회". */
    sourceRef: text("source_ref"),
  },
  (t) => [
    unique("exam_rounds_natural_key").on(t.licenseId, t.year, t.roundName, t.source),
    index("exam_rounds_year_idx").on(t.year),
  ],
);

/**
 * A dated phase of a round: stage written | practical | interview, kind registration |
 * vacancy_registration | document_submission | exam | result.
 */
export const examPhases = pgTable(
  "exam_phases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roundId: integer("round_id")
      .notNull()
      .references(() => examRounds.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    kind: text("kind").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }),
  },
  (t) => [
    index("exam_phases_round_idx").on(t.roundId),
    index("exam_phases_starts_idx").on(t.startsOn),
    index("exam_phases_ends_idx").on(t.endsOn),
  ],
);

/**
 * A round of the 상시 기능사 (continuous craftsman exams: 조리·미용·건설기계 items and the like).
 * Q-Net publishes these rounds for the series as a whole, without the items that sit them, so
 * they are not expanded to licenses: pages show them as series windows.
 */
export const continuousExamRounds = pgTable(
  "continuous_exam_rounds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    year: integer("year").notNull(),
    roundName: text("round_name").notNull(),
    description: text("description").notNull(),
    writtenRegStartsOn: date("written_reg_starts_on", { mode: "string" }),
    writtenRegEndsOn: date("written_reg_ends_on", { mode: "string" }),
    writtenExamOn: date("written_exam_on", { mode: "string" }),
    practicalRegStartsOn: date("practical_reg_starts_on", { mode: "string" }),
    practicalRegEndsOn: date("practical_reg_ends_on", { mode: "string" }),
    practicalExamStartsOn: date("practical_exam_starts_on", { mode: "string" }),
    practicalExamEndsOn: date("practical_exam_ends_on", { mode: "string" }),
    finalResultOn: date("final_result_on", { mode: "string" }),
    source: text("source").notNull(),
    asOf: date("as_of", { mode: "string" }),
  },
  (t) => [unique("continuous_exam_rounds_natural_key").on(t.year, t.roundName)],
);

/** A dated phase as stored in `series_exam_rounds.phases`. */
export interface SeriesPhase {
  stage: "written" | "practical" | "interview";
  kind: "registration" | "vacancy_registration" | "document_submission" | "exam" | "result";
  startsOn: string;
  endsOn: string | null;
}

/**
 * A 정기 round of a whole series ("2026년 정기 기능사 4회"): which items sit it is not in these rows,
 * so pages show it as the series' dates, never as an item's (decision 0064).
 */
export const seriesExamRounds = pgTable(
  "series_exam_rounds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    year: integer("year").notNull(),
    /** 기술사 | 기능장 | 기사·산업기사 | 기능사 */
    series: text("series").notNull(),
    roundName: text("round_name").notNull(),
    description: text("description").notNull(),
    source: text("source").notNull(),
    phases: jsonb("phases").$type<SeriesPhase[]>().notNull(),
  },
  (t) => [unique("series_exam_rounds_natural_key").on(t.year, t.series, t.roundName)],
);
