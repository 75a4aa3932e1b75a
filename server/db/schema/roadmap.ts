import { date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { PlanSnapshot } from "../../modules/roadmap/changes";
import { members } from "./members";

/**
 * A member's saved 자격 로드맵 (issue 36, decision 0067): the plan's query (the shareable URL's search,
 * ids only), the name the member gave it and the dated phases it showed when saved, so that opening
 * it again can say which dates moved.
 */
export const roadmapPlans = pgTable(
  "roadmap_plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** `roadmapSearch(query)`: "goal=1150&held=7780&edu=university&…". */
    query: text("query").notNull(),
    /** The steps and phase dates as planned on `savedOn` (`PlanSnapshot`). */
    snapshot: jsonb("snapshot").$type<PlanSnapshot>().notNull(),
    /** The Korean day the snapshot was planned on (the clock's today). */
    savedOn: date("saved_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("roadmap_plans_member_idx").on(t.memberId, t.createdAt)],
);
