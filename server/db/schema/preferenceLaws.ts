import { boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { licenses } from "./licenses";

/**
 * 우대현황: the laws that favour a license's holders, one row per license and law, from
 * 한국직업능력연구원(2022) 국가기술자격 우대법령 정리 (`qualifications/qnet_technical_preference_laws.csv`).
 * Texts are stored as the source has them (spaces removed); `articles` and `uses` are the source's
 * comma-separated lists, pairwise (the n-th use belongs to the n-th article).
 */
export const licensePreferenceLaws = pgTable(
  "license_preference_laws",
  {
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    /** 우대법령 */
    law: text("law").notNull(),
    /** 조문내역 */
    articles: text("articles").notNull(),
    /** 활용내용 */
    uses: text("uses").notNull(),
    /** 우대분류: 의무고용 | 직무권한부여 | 인사우대 | 시험면제 | 기타 */
    preferenceClass: text("preference_class").notNull(),
    /** 중처법대상: the source ties the law to the 중대재해처벌법. */
    seriousAccidentLaw: boolean("serious_accident_law").notNull().default(false),
    /** The row's order among the license's rows in the source. */
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.law] })],
);
