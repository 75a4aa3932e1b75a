import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { menus, seoTags } from "../../db/schema";
import type { SeedLog } from "../../seed";
import { type MenuSeed, menuTree, seoSeeds } from "./menu-data";

type MenuRow = typeof menus.$inferSelect;

/** Flattens the tree into rows with the spec's codes ("001", "001001", …). */
export function menuRows(tree: MenuSeed[] = menuTree, parentCode: string | null = null): MenuRow[] {
  return tree.flatMap((item, index) => {
    const code = `${parentCode ?? ""}${String(index + 1).padStart(3, "0")}`;
    const row: MenuRow = {
      code,
      parentCode,
      name: item.name,
      url: item.url,
      sortOrder: index + 1,
      useSide: item.useSide ?? true,
      useActive: item.useActive ?? true,
      imageOn: null,
      imageOff: null,
    };
    return [row, ...menuRows(item.children ?? [], code)];
  });
}

/**
 * Upserts the menu tree and the SEO rows: two statements, so it costs almost nothing on the
 * restarts where everything is already in place.
 */
export async function seedSite(db: Db, log: SeedLog): Promise<void> {
  const rows = menuRows();
  await db
    .insert(menus)
    .values(rows)
    .onConflictDoUpdate({
      target: menus.code,
      set: {
        parentCode: sql`excluded.parent_code`,
        name: sql`excluded.name`,
        url: sql`excluded.url`,
        sortOrder: sql`excluded.sort_order`,
        useSide: sql`excluded.use_side`,
        useActive: sql`excluded.use_active`,
      },
    });
  await db
    .insert(seoTags)
    .values(seoSeeds.map((s) => ({ ...s, canonical: s.path, author: "자격나침반", publisher: "자격나침반", subject: s.title })))
    .onConflictDoUpdate({
      target: seoTags.path,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        keywords: sql`excluded.keywords`,
        canonical: sql`excluded.canonical`,
        author: sql`excluded.author`,
        publisher: sql`excluded.publisher`,
        subject: sql`excluded.subject`,
      },
    });
  log.log(`site: ${rows.length} menu entries, ${seoSeeds.length} SEO rows`);
}
