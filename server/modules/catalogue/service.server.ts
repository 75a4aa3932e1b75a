import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { cataloguePages } from "../../db/schema";
import {
  type DictionaryJobPage,
  type EncyclopediaJobPage,
  INSTITUTE_REGIONS_ID,
  type LicensePage,
  type MajorPage,
  type PageKind,
  SHARED_KIND,
} from "./build.server";

export type { DictionaryJobPage, EncyclopediaJobPage, LicensePage, MajorPage } from "./build.server";

/**
 * Reads the catalogue read model (decision 0043): one primary-key read per detail page. The payloads
 * are what `build.server.ts` stored; they hold no Date (jsonb would turn it into a string).
 */
export function createCatalogueService(db: Db) {
  async function page<T>(kind: PageKind, id: string): Promise<T | null> {
    const [row] = await db
      .select({ payload: cataloguePages.payload })
      .from(cataloguePages)
      .where(and(eq(cataloguePages.kind, kind), eq(cataloguePages.id, id)));
    return (row?.payload as T | undefined) ?? null;
  }

  return {
    /** A license page and the institute regions of its filter, in one statement. */
    async licensePage(id: string): Promise<(LicensePage & { instituteRegions: string[] }) | null> {
      const rows = await db
        .select({ kind: cataloguePages.kind, payload: cataloguePages.payload })
        .from(cataloguePages)
        .where(
          or(
            and(eq(cataloguePages.kind, "license"), eq(cataloguePages.id, id)),
            and(eq(cataloguePages.kind, SHARED_KIND), eq(cataloguePages.id, INSTITUTE_REGIONS_ID)),
          ),
        );
      const license = rows.find((r) => r.kind === "license")?.payload as LicensePage | undefined;
      if (!license) return null;
      const regions = (rows.find((r) => r.kind === SHARED_KIND)?.payload as string[] | undefined) ?? [];
      return { ...license, instituteRegions: regions };
    },
    encyclopediaJob: (id: number) => page<EncyclopediaJobPage>("encyclopedia_job", String(id)),
    dictionaryJob: (code: string) => page<DictionaryJobPage>("dictionary_job", code),
    major: (id: number) => page<MajorPage>("major", String(id)),
    /**
     * One part of many license pages in one statement (the graph endpoint reads a level of a query
     * at once): only that part of each payload leaves the database.
     */
    async licensePageParts<K extends keyof LicensePage>(part: K, ids: readonly string[]): Promise<Map<string, LicensePage[K]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: cataloguePages.id, value: sql<LicensePage[K]>`${cataloguePages.payload} -> ${part}::text` })
        .from(cataloguePages)
        .where(and(eq(cataloguePages.kind, "license"), inArray(cataloguePages.id, [...ids])));
      return new Map(rows.map((r) => [r.id, r.value]));
    },
    /** Many major pages in one statement. */
    async majorPages(ids: readonly number[]): Promise<Map<number, MajorPage>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: cataloguePages.id, payload: cataloguePages.payload })
        .from(cataloguePages)
        .where(and(eq(cataloguePages.kind, "major"), inArray(cataloguePages.id, ids.map(String))));
      return new Map(rows.map((r) => [Number(r.id), r.payload as MajorPage]));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
