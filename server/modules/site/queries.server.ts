import { desc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { dataImports, menus, seoTags } from "../../db/schema";

export function selectMenuRows(db: Db) {
  return db.select().from(menus);
}

/** The exact page row, else its area's row ("/jnLics" for "/jnLics/licenseInfo"): one PK lookup. */
export async function selectSeoRow(db: Db, paths: string[]) {
  const rows = await db
    .select()
    .from(seoTags)
    .where(inArray(seoTags.path, paths))
    .orderBy(sql`length(${seoTags.path}) desc`)
    .limit(1);
  return rows[0];
}

/** True when the most recent import came from the bundled demo dataset (UI shows "데모 데이터"). */
export async function isDemoDataset(db: Db): Promise<boolean> {
  const [latest] = await db.select({ isDemo: dataImports.isDemo }).from(dataImports).orderBy(desc(dataImports.id)).limit(1);
  return latest?.isDemo ?? false;
}
