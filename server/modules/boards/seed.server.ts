import type { Db } from "../../db/client.server";
import { boards } from "../../db/schema";
import type { SeedLog } from "../../seed";
import { BOARD_DEFINITIONS } from "./definitions";

/**
 * Board definitions are data, upserted on every start. Demo posts come with the demo dataset
 * (server/import/demoContent.ts).
 */
export async function seedBoards(db: Db, log: SeedLog): Promise<void> {
  for (const [sortOrder, d] of BOARD_DEFINITIONS.entries()) {
    const values = { ...d, sortOrder };
    await db.insert(boards).values(values).onConflictDoUpdate({ target: boards.slug, set: values });
  }
  log.log(`boards: ${BOARD_DEFINITIONS.length} boards`);
}
