import { date, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RecommendationResult } from "../../modules/recommendations/service.server";
import { members } from "./members";

/**
 * A member's recommendations as last computed (decision 0076): /mypage and the member view of
 * /jnRcmd read this row instead of scoring every license on each request. The row is fresh while
 * the day, the member's spec and the catalogue are those it was computed from; otherwise the
 * recommendations service computes it again on the next read.
 */
export const memberRecommendations = pgTable("member_recommendations", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  /** The Korean day it was computed for: D-days, the next 원서접수 and 응시자격 "from" dates depend on it. */
  computedFor: date("computed_for", { mode: "string" }).notNull(),
  /** md5 of the spec the recommender read (education, held and wished licenses, desired jobs and majors). */
  specHash: text("spec_hash").notNull(),
  /** The catalogue fingerprint it was computed from (result version, imports, syncs, rounds, test catalogue). */
  catalogueFingerprint: text("catalogue_fingerprint").notNull(),
  result: jsonb("result").$type<RecommendationResult>().notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});
