import { ALL } from "../../shared/cache-tags";
import { createPageStore } from "../cache/page-store/store.server";
import { type Config, loadConfig } from "../config.server";
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

/** Runs `work` on the configured database (as the server selects it) and closes it afterwards. */
export async function withCliDatabase<T>(purpose: string, work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openCliDatabase(config, purpose);
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/**
 * Every CLI's entry: exits with `main`'s code; on a throw exits 1, printing the message alone for the
 * errors a user can act on (a held or unreachable database, and the tool's own `known` ones).
 */
/**
 * After a command changed the catalogue: every stored page turns stale, served as it is until the
 * running servers' renderers (their minute job) replace it (decision 0077). An import's change, so
 * readers keep the previous pages meanwhile.
 */
export async function markStoredPagesStale(db: Db): Promise<void> {
  const marked = await createPageStore(db).markStale([ALL], { serveStale: true });
  if (marked > 0) console.log(`${marked} stored pages will be rendered again by the running servers`);
}

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
