import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Name of the PostgreSQL template database seeded for one fingerprint of the schema, importer and
 * data. Keyed by the fingerprint so that checkouts of different branches on one machine never drop
 * each other's template while a test run clones it.
 */
export function templateDatabaseName(fingerprint: string): string {
  return `jn_test_tpl_${fingerprint}`;
}

/** The real public-data snapshot the tests assert against (CI sets SEED_DATA_DIR). */
export function seedDataDir(): string {
  const dir = path.resolve(process.env.SEED_DATA_DIR ?? "../shared/data");
  if (!existsSync(dir)) throw new Error(`Test data directory not found: ${dir} (set SEED_DATA_DIR)`);
  return dir;
}
