import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { menus, seoTags } from "../../db/schema";

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
