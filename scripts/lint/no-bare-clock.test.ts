import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The clock rule (decision 0075) as `npm run lint` runs it: the project's biome.json plugin entry,
 * applied to the fixtures placed at a service's path and at the allowed clock module's path.
 */
const root = resolve(import.meta.dirname, "../..");
const biome = join(root, "node_modules/.bin/biome");
const project = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as {
  plugins: Array<{ path: string; includes: string[] }>;
};
const work = mkdtempSync(join(tmpdir(), "jn-clock-rule-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function lint(fixture: string, at: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(work, "case-"));
  const plugins = project.plugins.map((p) => ({ ...p, path: join(root, p.path) }));
  writeFileSync(join(dir, "biome.json"), JSON.stringify({ linter: { rules: { recommended: false } }, plugins }));
  mkdirSync(dirname(join(dir, at)), { recursive: true });
  cpSync(join(import.meta.dirname, "fixtures", fixture), join(dir, at));
  try {
    const output = execFileSync(biome, ["lint", "--colors=off", at], { cwd: dir, encoding: "utf8", stdio: "pipe" });
    return { ok: true, output };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

describe("the clock lint rule", () => {
  it("fails on new Date() and Date.now() in a service", () => {
    const result = lint("bare-clock.ts", "server/modules/example/stamp.server.ts");
    expect(result.ok).toBe(false);
    expect(result.output.match(/Read the time from the injected clock/g)).toHaveLength(2);
  });

  it("passes the injected clock and dates built from a value", () => {
    expect(lint("injected-clock.ts", "server/modules/example/stamp.server.ts")).toMatchObject({ ok: true });
  });

  it("allows the clock module itself", () => {
    expect(lint("bare-clock.ts", "server/jobs/clock.ts")).toMatchObject({ ok: true });
  });
});
