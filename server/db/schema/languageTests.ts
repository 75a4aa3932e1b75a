import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { licenses } from "./licenses";

/** Language and public-institution tests (curated facts only). */
export const languageTests = pgTable("language_tests", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  /** language | public */
  kind: text("kind").notNull().default("language"),
  organiser: text("organiser"),
  scoreScale: text("score_scale"),
  validity: text("validity"),
  licenseId: text("license_id").references(() => licenses.id, { onDelete: "set null" }),
  source: text("source").notNull(),
});
