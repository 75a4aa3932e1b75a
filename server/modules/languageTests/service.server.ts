import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { languageTests } from "../../db/schema";

export interface LanguageTest {
  id: number;
  name: string;
  organiser: string | null;
  scoreScale: string | null;
  validity: string | null;
}

/** Language tests (/jnLnPo). */
export function createLanguageTestsService(db: Db) {
  return {
    /** Language tests; those with curated facts first, then by name. */
    async languageTests(): Promise<LanguageTest[]> {
      return db
        .select({
          id: languageTests.id,
          name: languageTests.name,
          organiser: languageTests.organiser,
          scoreScale: languageTests.scoreScale,
          validity: languageTests.validity,
        })
        .from(languageTests)
        .where(eq(languageTests.kind, "language"))
        .orderBy(sql`${languageTests.scoreScale} is null`, asc(languageTests.name));
    },
  };
}

export type LanguageTestsService = ReturnType<typeof createLanguageTestsService>;
