import { loadConfig } from "../../config.server";
import { DatabaseStartupError } from "../../db/client.server";
import { openCliDatabase } from "../../import/cli-database";
import { createMembersAdmin } from "./members.server";

/** `npm run admin:grant -- <mbId>`: makes an existing member an admin (same database selection as the server). */
async function main(args: string[]): Promise<number> {
  const loginId = args.find((a) => !a.startsWith("-"));
  if (!loginId) {
    console.error("Usage: npm run admin:grant -- <mbId>");
    return 2;
  }
  const config = loadConfig();
  const database = await openCliDatabase(config, "granting the admin role");
  try {
    const result = await createMembersAdmin(database.db).grantByLoginId(loginId);
    if (result === "not_found") {
      console.error(`No active member with id "${loginId}" (활동 중인 회원이 없습니다).`);
      return 1;
    }
    console.log(result === "granted" ? `${loginId} is now an admin.` : `${loginId} was already an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DatabaseStartupError ? error.message : error);
    process.exit(1);
  },
);
