import { loadConfig } from "../../config.server";
import { DatabaseStartupError } from "../../db/client.server";
import { openCliDatabase } from "../../import/cli-database";
import { reindex } from "./indexer.server";

/** `npm run search:reindex`: full rebuild of the search index (same database selection as the server). */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openCliDatabase(config, "reindexing");
  try {
    const started = performance.now();
    const { documents } = await reindex(database.db);
    console.log(
      `Search index rebuilt on ${database.driver}: ${documents} documents in ${Math.round(performance.now() - started)} ms`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DatabaseStartupError ? error.message : error);
    process.exit(1);
  },
);
