import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Main menu tree; `code` is the spec's me_code ("001"), children carry the parent's code. */
export const menus = pgTable("menus", {
  code: text("code").primaryKey(),
  parentCode: text("parent_code"),
  name: text("name").notNull(),
  url: text("url").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  useSide: boolean("use_side").notNull().default(true),
  useActive: boolean("use_active").notNull().default(true),
  imageOn: text("image_on"),
  imageOff: text("image_off"),
  /** Set once an admin changes order or flags; the start-up seed then keeps them. */
  adminEdited: boolean("admin_edited").notNull().default(false),
});

/** SEO tags per site path ("/jnLics/licenseSchedule"). */
export const seoTags = pgTable("seo_tags", {
  path: text("path").primaryKey(),
  title: text("title").notNull(),
  description: text("description"),
  keywords: text("keywords"),
  canonical: text("canonical"),
  image: text("image"),
  author: text("author"),
  publisher: text("publisher"),
  subject: text("subject"),
});

/** One row per dataset import, so a restart knows the database is already loaded. */
export const dataImports = pgTable("data_imports", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  dataset: text("dataset").notNull(),
  sourceDir: text("source_dir").notNull(),
  accepted: integer("accepted").notNull(),
  rejected: integer("rejected").notNull(),
  isDemo: boolean("is_demo").notNull().default(false),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Operator details edited in /adm/settings (footer, privacy policy, customer center, fair retention):
 * one row, `id` "site"; fields left empty fall back to the configuration (shared/site-settings.ts).
 */
export const siteSettings = pgTable("site_settings", {
  id: text("id").primaryKey(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
