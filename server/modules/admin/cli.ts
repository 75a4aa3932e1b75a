import { runCli, withCliDatabase } from "../../import/cli-database";
import { createMembersAdmin } from "./members.server";

/** `npm run admin:grant -- <mbId>`: makes an existing member an admin (same database selection as the server). */
async function main(args: string[]): Promise<number> {
  const loginId = args.find((a) => !a.startsWith("-"));
  if (!loginId) {
    console.error("Usage: npm run admin:grant -- <mbId>");
    return 2;
  }
  return withCliDatabase("granting the admin role", async (database) => {
    const result = await createMembersAdmin(database.db).grantByLoginId(loginId);
    if (result === "not_found") {
      console.error(`No active member with id "${loginId}" (활동 중인 회원이 없습니다).`);
      return 1;
    }
    console.log(result === "granted" ? `${loginId} is now an admin.` : `${loginId} was already an admin.`);
    return 0;
  });
}

runCli(() => main(process.argv.slice(2)));
