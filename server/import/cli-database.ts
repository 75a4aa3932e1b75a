import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { openConfiguredDatabase } from "../db/dataDir.server";

/**
 * The configured database for a command-line tool (import, sync, reindex, admin grant), migrated.
 * The embedded PGlite directory is refused while a server or another tool holds it. The refusal
 * is a DatabaseStartupError, which every CLI prints in one line.
 */
export function openCliDatabase(config: Config, purpose: string): Promise<Database> {
  return openConfiguredDatabase(config, `a command-line tool (${purpose})`, purpose);
}
