import { type Config, loadConfig } from "../config.server";
import { type Database, DatabaseStartupError } from "../db/client.server";
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
