import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.join(import.meta.dirname, "decisions");
const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 4)));

describe("decision records", () => {
  it("are there", () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it.each(records)("%s says whether it is in force", (name) => {
    const status = /^Status: (.+)$/m.exec(readFileSync(path.join(dir, name), "utf8"))?.[1];
    expect(status, `${name} has no "Status:" line`).toMatch(/^(accepted|superseded by \d{4})\b/);
    // A record that points at its successor must name one that exists.
    for (const [, successor] of status?.matchAll(/superseded by (\d{4})/g) ?? []) expect(numbers).toContain(successor);
  });
});
