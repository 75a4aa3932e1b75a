import type { Db } from "./db/client.server";
import { importAll } from "./import";
import { seedDemoContent } from "./import/demoContent";
import { fillLicenseFigures } from "./import/passStatistics";
import { seedBoards } from "./modules/boards/seed.server";
import { rebuildCatalogueIfStale } from "./modules/catalogue/build.server";
import { seedCustomerService } from "./modules/customerService/seed.server";
import { seedTestCatalogue } from "./modules/languageTests/catalogue.server";
import { seedSearchIndex } from "./modules/search/seed.server";
import { seedSite } from "./modules/site/seed.server";

export interface SeedLog {
  log: (line: string) => void;
}

/**
 * Steps that bring a migrated database to a usable state after (re)loading data, in order.
 * Each is idempotent; domain modules add theirs here (site menus/SEO, search index, …). A step
 * answers true when it rebuilt something large.
 */
export const afterImportSteps: Array<(db: Db, log: SeedLog) => Promise<unknown>> = [
  // Before the search index, which ranks by the figures.
  fillLicenseFigures,
  seedSite,
  seedCustomerService,
  seedBoards,
  // After the boards exist (demo posts) and before the search index (which indexes them).
  seedDemoContent,
  seedTestCatalogue,
  seedSearchIndex,
  // Last: the pages show the figures and the content the steps above fill in.
  rebuildCatalogueIfStale,
];

/** Public data plus every after-import step: what a fresh test or demo database gets. */
export async function seedDatabase(db: Db, dataDir: string, log: SeedLog): Promise<void> {
  await importAll(db, dataDir, log);
  await runAfterImportSteps(db, log);
}

/** True when a step rebuilt something large (the caller may then release the database's peak memory). */
export async function runAfterImportSteps(db: Db, log: SeedLog): Promise<boolean> {
  let rebuilt = false;
  for (const step of afterImportSteps) if ((await step(db, log)) === true) rebuilt = true;
  return rebuilt;
}
