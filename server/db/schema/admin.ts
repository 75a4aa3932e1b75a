import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "./members";

/** Every admin write: who, what, on which row, and the row before and after. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => members.id, { onDelete: "set null" }),
    /** Login id at the time, kept when the actor leaves. */
    actorLoginId: text("actor_login_id").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_logs_created_idx").on(t.createdAt)],
);
