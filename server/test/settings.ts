import { existsSync } from "node:fs";
import path from "node:path";

export const TEMPLATE_DB = "jn_test_template";

/** The real public-data snapshot the tests assert against (CI sets SEED_DATA_DIR). */
export function seedDataDir(): string {
  const dir = path.resolve(process.env.SEED_DATA_DIR ?? "../shared/data");
  if (!existsSync(dir)) throw new Error(`Test data directory not found: ${dir} (set SEED_DATA_DIR)`);
  return dir;
}
