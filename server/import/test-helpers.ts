import type { Db } from "../db/client.server";
import { insertDemoContent, readDemoContent } from "./demoContent";

/**
 * Test databases hold the real snapshot, which has no lectures, goods, institutes, privileges or
 * language-test facts: suites that list them insert the demo dataset's rows as their fixtures.
 */
export async function insertContentFixtures(db: Db): Promise<void> {
  await insertDemoContent(db, { ...readDemoContent(), booths: [], posts: [] });
}
