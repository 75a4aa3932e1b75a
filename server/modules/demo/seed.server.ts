import { eq, like } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import {
  dataImports,
  educationInstitutes,
  languageTests,
  licenseGoods,
  onlineLectures,
  universityPrivileges,
} from "../../db/schema";
import type { SeedLog } from "../../seed";
import { DEMO_SOURCE, insertCareerDemoContent } from "../careers/seed.server";
import { LANGUAGE_TEST_FACTS_SOURCE } from "../languageTests/facts";
import { DEMO_PREFIX, insertLicenseDemoContent } from "../licenses/seed.server";
import { isDemoDataset } from "../site/queries.server";

/** `data_imports.dataset` of the row that records the one-time insertion of the demo content. */
export const DEMO_CONTENT_DATASET = "demo_content";
/** `language_tests.source` of the names-only rows from the snapshot (server/import/languageTests.ts). */
const LANGUAGE_TEST_NAMES_SOURCE = "language_test_names";

/**
 * Demo content (example lectures, goods, institutes, privileges,
 * language-test facts; demo posts are the boards module's) exists only in demo mode: the database was loaded from the bundled demo set
 * because no SEED_DATA_DIR was given. It is inserted once, recorded in `data_imports`, so a restart
 * never brings back rows a user or admin deleted. With real data it is removed (databases seeded
 * before this rule had it).
 */
export async function seedDemoContent(db: Db, log: SeedLog): Promise<void> {
  if (!(await isDemoDataset(db))) {
    const removed = await removeDemoContent(db);
    if (removed > 0) log.log(`demo content: ${removed} demo rows removed from a real-data database`);
    return;
  }
  const [done] = await db
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(eq(dataImports.dataset, DEMO_CONTENT_DATASET))
    .limit(1);
  if (done) return;
  const added = await db.transaction(async (tx) => {
    const rows = (await insertLicenseDemoContent(tx)) + (await insertCareerDemoContent(tx));
    await tx
      .insert(dataImports)
      .values({ dataset: DEMO_CONTENT_DATASET, sourceDir: "built-in", accepted: rows, rejected: 0, isDemo: true });
    return rows;
  });
  log.log(`demo content: ${added} demo rows added`);
}

async function removeDemoContent(db: Db): Promise<number> {
  const demoTitle = `${DEMO_PREFIX}%`;
  return db.transaction(async (tx) => {
    const deletions = [
      tx.delete(onlineLectures).where(like(onlineLectures.title, demoTitle)).returning({ id: onlineLectures.id }),
      tx.delete(licenseGoods).where(like(licenseGoods.title, demoTitle)).returning({ id: licenseGoods.id }),
      tx.delete(educationInstitutes).where(like(educationInstitutes.name, demoTitle)).returning({ id: educationInstitutes.id }),
      tx
        .delete(universityPrivileges)
        .where(eq(universityPrivileges.source, DEMO_SOURCE))
        .returning({ id: universityPrivileges.id }),
      tx
        .update(languageTests)
        .set({ organiser: null, scoreScale: null, validity: null, source: LANGUAGE_TEST_NAMES_SOURCE })
        .where(eq(languageTests.source, LANGUAGE_TEST_FACTS_SOURCE))
        .returning({ id: languageTests.id }),
    ];
    let removed = 0;
    // One statement at a time: a transaction runs on one connection.
    for (const statement of deletions) removed += (await statement).length;
    return removed;
  });
}
