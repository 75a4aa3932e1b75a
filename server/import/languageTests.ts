import { eq } from "drizzle-orm";
import { z } from "zod";
import { languageTests } from "../db/schema";
import { readRows, text } from "./csv";
import type { Dataset } from "./support";

const NAMES = "misc/language_test_names.csv";
const SOURCE = "language_test_names";

export const languageTestsDataset: Dataset = {
  name: "language_tests",
  files: [NAMES],
  async run({ tx, dir, report }) {
    const rows = readRows(report, dir, NAMES, z.object({ name: text }));
    const names = [...new Set(rows.map((r) => r.value.name))];
    await tx.delete(languageTests).where(eq(languageTests.source, SOURCE));
    // Curated rows from other sources win on a name clash.
    if (names.length > 0) {
      await tx
        .insert(languageTests)
        .values(names.map((name) => ({ name, kind: "language", source: SOURCE })))
        .onConflictDoNothing();
    }
    return rows.length;
  },
};
