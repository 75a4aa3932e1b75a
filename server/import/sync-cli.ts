import { operate } from "../ops/command";
import { KNOWN_ERRORS } from "../ops/jobs.server";
import { runCli } from "./cli-database";

/**
 * `npm run data:sync [-- --only 1320,7910]`: refreshes licenses, exam rounds and fees from the
 * Q-Net Open API (DATA_GO_KR_SERVICE_KEY). Same database selection as the server; handed to the
 * server while one runs (decision 0084).
 */
async function main(): Promise<number> {
  const onlyArg = process.argv.indexOf("--only");
  const only = onlyArg >= 0 ? process.argv[onlyArg + 1]?.split(",").filter(Boolean) : undefined;
  return operate("data:sync", only ? { only } : {}, "syncing");
}

runCli(main, KNOWN_ERRORS);
