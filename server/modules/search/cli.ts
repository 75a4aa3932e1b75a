import { runCli } from "../../import/cli-database";
import { operate } from "../../ops/command";
import { KNOWN_ERRORS } from "../../ops/jobs.server";

/**
 * `npm run search:reindex`: full rebuild of the search index (same database selection as the server;
 * handed to the server while one runs, decision 0084).
 */
runCli(() => operate("search:reindex", {}, "reindexing"), KNOWN_ERRORS);
