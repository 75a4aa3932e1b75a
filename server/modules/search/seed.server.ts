import type { Db } from "../../db/client.server";
import { reindexIfStale } from "./indexer.server";

/** After-import step: rebuilds the search index when the data changed (one query otherwise). */
export async function seedSearchIndex(db: Db, log: { log: (line: string) => void }): Promise<void> {
  await reindexIfStale(db, log);
}
