import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";
import { evaluate, TEST_SPLIT, TUNING_SPLIT } from "./evaluation";
import { EVALUATION_DOC, evaluationMarkdown } from "./evaluation-report";
import { loadGraph } from "./queries.server";

const root = path.resolve(import.meta.dirname, "../../..");

describeWithDatabases("recommendation evaluation document", (ctx) => {
  it("matches what `npm run eval:recommender` computes on the snapshot", async () => {
    const graph = await loadGraph(ctx().database.db);
    const test = evaluate(graph, TEST_SPLIT);
    const expected = evaluationMarkdown(test, evaluate(graph, TUNING_SPLIT), graph.majorLinks.length);
    expect(readFileSync(path.join(root, EVALUATION_DOC), "utf8")).toBe(expected);
    // The page quotes the held-out split, not the one the weights were tuned on.
    expect(await ctx().services.recommendations.evaluation()).toEqual(test);
  });
});
