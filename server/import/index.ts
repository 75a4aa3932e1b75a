import type { Services } from "../services";

/** Loads data into an empty database on first start: SEED_DATA_DIR when set, else the demo set. */
export async function ensureDataLoaded(_services: Services): Promise<void> {}
