import { runCli } from "../../import/cli-database";
import { operate } from "../../ops/command";
import { KNOWN_ERRORS } from "../../ops/jobs.server";

/**
 * `npm run admin:grant -- <mbId>`: makes an existing member an admin (same database selection as the
 * server; handed to the server while one runs, decision 0084).
 */
async function main(args: string[]): Promise<number> {
  const loginId = args.find((a) => !a.startsWith("-"));
  if (!loginId) {
    console.error("Usage: npm run admin:grant -- <mbId>");
    return 2;
  }
  return operate("admin:grant", { loginId }, "granting the admin role");
}

runCli(() => main(process.argv.slice(2)), KNOWN_ERRORS);
