import { writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../db/client.server";
import { runCli } from "../../import/cli-database";
import { seedDatabase } from "../../seed";
import { evaluate, TEST_SPLIT, TUNING_SPLIT } from "./evaluation";
import { EVALUATION_DOC, evaluationMarkdown } from "./evaluation-report";
import { loadGraph } from "./queries.server";

/**
 * `npm run eval:recommender`: imports the snapshot (SEED_DATA_DIR, default ../shared/data) into a
 * throw-away in-memory PGlite, evaluates the recommender on both splits and writes
 * docs/recommendation-evaluation.md.
 */
async function main(): Promise<number> {
  const root = path.resolve(import.meta.dirname, "../../..");
  const dataDir = path.resolve(process.env.SEED_DATA_DIR ?? path.join(root, "../shared/data"));
  const database = await openDatabase({ driver: "pglite", dataDir: null });
  try {
    await database.migrate();
    await seedDatabase(database.db, dataDir, { log: () => undefined });
    const graph = await loadGraph(database.db);
    const test = evaluate(graph, TEST_SPLIT);
    const tuning = evaluate(graph, TUNING_SPLIT);
    writeFileSync(path.join(root, EVALUATION_DOC), evaluationMarkdown(test, tuning, graph.majorLinks.length));
    console.log(
      `test split: recall@${test.k} ${test.model.recall}, nDCG@${test.k} ${test.model.ndcg}; written ${EVALUATION_DOC}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
