import { ALL } from "../../shared/cache-tags";
import { createPageStore } from "../cache/page-store/store.server";
import type { Config } from "../config.server";
import { type Database, DatabaseStartupError, type Db } from "../db/client.server";
import { openConfiguredDatabase } from "../db/dataDir.server";

/**
 * The configured database for a command-line tool (import, sync, reindex, admin grant), migrated.
 * The embedded PGlite directory is refused while a server or another tool holds it. The refusal
 * is a DatabaseStartupError, which every CLI prints in one line.
 */
export function openCliDatabase(config: Config, purpose: string): Promise<Database> {
  return openConfiguredDatabase(config, `a command-line tool (${purpose})`, purpose);
}

/**
 * After a command changed the catalogue: the stored pages showing `tags` (all by default) turn
 * stale, served as they are until the running servers' renderers (their minute job) replace them
 * (decision 0077). An import's change, so readers keep the previous pages meanwhile.
 */
export async function markStoredPagesStale(db: Db, tags: readonly string[] = [ALL]): Promise<void> {
  const marked = await createPageStore(db).markStale(tags, { serveStale: true });
  if (marked > 0) console.log(`${marked} stored pages will be rendered again by the running servers`);
}

/**
 * Every CLI's entry: exits with `main`'s code; on a throw exits 1, printing the message alone for the
 * errors a user can act on (a held or unreachable database, and the tool's own `known` ones).
 */
export function runCli(main: () => Promise<number>, known: ReadonlyArray<abstract new (...args: never[]) => Error> = []): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const plain = error instanceof DatabaseStartupError || known.some((type) => error instanceof type);
      console.error(plain ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
