import type { Db } from "../../db/client.server";
import { insertCareerDemoContent } from "../careers/seed.server";
import { insertLicenseDemoContent } from "../licenses/seed.server";

/**
 * Test databases hold the real snapshot, which has no news, lectures, goods, institutes, posts,
 * privileges or language-test facts: suites that list them insert the demo rows as their fixtures.
 */
export async function insertContentFixtures(db: Db): Promise<void> {
  await insertLicenseDemoContent(db);
  await insertCareerDemoContent(db);
}
