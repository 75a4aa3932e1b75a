import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

/** WCAG 2.0 and 2.1, levels A and AA (decision 0051). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Every WCAG 2.1 A/AA violation on the page (or, with `tags: null`, of every axe rule; with `impacts`,
 * only those of these impacts), one line per rule with the elements it found.
 * axe-core runs inside the page, injected once, and reports violations only: @axe-core/playwright
 * injected its 570 KB source twice per analysis and serialised every passing node, which made the
 * accessibility suite's checks ~40 % dearer for the same rules and results; our pages have no frames
 * to merge (no `<iframe>` at all) (decision 0070, fourth round).
 */
export async function axeViolations(
  page: Page,
  { tags = WCAG_TAGS, impacts }: { tags?: string[] | null; impacts?: string[] } = {},
): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ["violations"], ...(tags ? { runOnly: { type: "tag", values: tags } } : {}) };
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    const result = await axe.run(document, options);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, options);
  return violations.filter((v) => !impacts || impacts.includes(v.impact ?? "")).map((v) => `${v.id}: ${v.targets.join(", ")}`);
}
