import { markStoredPagesStale, runCli, withCliDatabase } from "./cli-database";
import { runSync } from "./sync/run.server";

/**
 * `npm run data:sync [-- --only 1320,7910]`: refreshes licenses, exam rounds and fees from the
 * Q-Net Open API (DATA_GO_KR_SERVICE_KEY). Same database selection as the server.
 */
async function main(): Promise<number> {
  const onlyArg = process.argv.indexOf("--only");
  const only = onlyArg >= 0 ? process.argv[onlyArg + 1]?.split(",").filter(Boolean) : undefined;
  return withCliDatabase("syncing", async (database, config) => {
    const result = await runSync(database.db, config, { trigger: "cli", only });
    if (!result) return 0;
    console.log(result.message);
    await markStoredPagesStale(database.db);
    for (const [operation, entry] of Object.entries(result.report)) {
      for (const error of entry.errors) console.log(`  ${operation}: ${error}`);
    }
    return result.status === "failed" ? 1 : 0;
  });
}

runCli(main);
