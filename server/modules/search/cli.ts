import { runCli, withCliDatabase } from "../../import/cli-database";
import { reindex } from "./indexer.server";

/** `npm run search:reindex`: full rebuild of the search index (same database selection as the server). */
runCli(() =>
  withCliDatabase("reindexing", async (database) => {
    const started = performance.now();
    const { documents } = await reindex(database.db);
    console.log(
      `Search index rebuilt on ${database.driver}: ${documents} documents in ${Math.round(performance.now() - started)} ms`,
    );
    return 0;
  }),
);
