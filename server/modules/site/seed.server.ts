import { notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { menus, seoTags } from "../../db/schema";
import type { SeedLog } from "../../seed";
import { type MenuSeed, menuTree, seoSeeds } from "./menu-data";

type MenuRow = typeof menus.$inferSelect;

/** An entry is shown unless it is planned or it is an area whose children are all planned. */
export function isMenuEntryLive(item: MenuSeed): boolean {
  if (item.planned) return false;
  return !item.children?.length || item.children.some(isMenuEntryLive);
}

/**
 * Flattens the live part of the tree into rows with the spec's codes ("001", "001001", …). Codes
 * stay positional over the whole tree, so building a planned page never renumbers the others.
 */
export function menuRows(tree: MenuSeed[] = menuTree, parentCode: string | null = null): MenuRow[] {
  return tree.flatMap((item, index) => {
    if (!isMenuEntryLive(item)) return [];
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
      adminEdited: false,
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
        // Order and flags an admin changed in /adm/menus survive restarts.
        sortOrder: sql`case when ${menus.adminEdited} then ${menus.sortOrder} else excluded.sort_order end`,
        useSide: sql`case when ${menus.adminEdited} then ${menus.useSide} else excluded.use_side end`,
        useActive: sql`case when ${menus.adminEdited} then ${menus.useActive} else excluded.use_active end`,
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
  await db.delete(menus).where(
    notInArray(
      menus.code,
      rows.map((r) => r.code),
    ),
  );
  log.log(`site: ${rows.length} menu entries, ${seoSeeds.length} SEO rows`);
}
