// `npm test`: runs the stages (lint ‖ typecheck, unit ‖ build, integration, e2e), prints the
// coverage of the unit and integration runs and the wall time of every stage, and ends with one line
// `N passed, N failed, N skipped` counting every Vitest test. Exits non-zero when any stage fails.
// Every stage runs even when an earlier one failed (e2e needs the build), so one CI run reports every
// failure. `npm run test:full` (TEST_POSTGRES=all) runs every integration file on PostgreSQL too
// (docs/decisions/0070-ten-minute-test-run.md).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { performance } from "node:perf_hooks";

const REPORTS = ".vitest-reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const failures = [];
/** [stage, seconds] in the order they ended, printed again at the end. */
const stageTimes = [];
const runStarted = performance.now();
// npm puts the project's own Node first on the PATH (decision 0069): every stage runs on it.
console.log(`--- Node ${process.version}`);

/** Runs a command; a stage run alongside another has its output printed in one piece when it ends. */
function run(name, command, args, { buffered = false, stage = true } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    if (buffered) {
      child.stdout.on("data", (c) => chunks.push(c));
      child.stderr.on("data", (c) => chunks.push(c));
    }
    child.on("error", (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      if (stage) stageTimes.push([name, seconds]);
      if (buffered) process.stdout.write(`\n--- ${name}\n${Buffer.concat(chunks).toString()}`);
      const ok = code === 0;
      if (!ok && stage) failures.push(name);
      const outcome = ok || !stage ? "done" : `failed (${signal ?? `exit ${code}`})`;
      console.log(`--- ${name}: ${outcome} in ${seconds} s`);
      resolve(ok);
    });
  });
}

const npm = (name, script, options) => run(name, "npm", ["run", "--silent", script], options);

/**
 * A Vitest stage: its project, and for integration also `integration-isolated` (the files that mock a
 * module, vitest.config.ts); unit and integration also record V8 coverage into a blob for the merged
 * figure.
 */
function vitest(project, { coverage, buffered }) {
  const projects = project === "integration" ? ["integration", "integration-isolated"] : [project];
  const args = ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", `--reporter=json`];
  args.push(`--outputFile.json=${REPORTS}/${project}.json`);
  if (coverage) args.push("--reporter=blob", `--outputFile.blob=${REPORTS}/blob/${project}.json`, "--coverage.enabled");
  return run(project, "npx", args, { buffered });
}

await Promise.all([npm("lint", "lint", { buffered: true }), npm("typecheck", "typecheck", { buffered: true })]);
const [, built] = await Promise.all([
  vitest("unit", { coverage: true, buffered: true }),
  npm("build", "build", { buffered: true }),
]);
await vitest("integration", { coverage: true, buffered: false });
if (built) await vitest("e2e", { coverage: false, buffered: false });
else failures.push("e2e (not run: the build failed)");

// One coverage figure for unit + integration together: Vitest merges the two runs' blobs (its exit
// code repeats their test failures, already counted).
console.log("\n--- coverage (unit + integration)");
await run(
  "coverage",
  "npx",
  [
    "vitest",
    "--merge-reports",
    `${REPORTS}/blob`,
    "--coverage.enabled",
    "--reporter=json",
    `--outputFile.json=${REPORTS}/merged.json`,
  ],
  { stage: false },
);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const project of ["unit", "integration", "e2e"]) {
  const file = `${REPORTS}/${project}.json`;
  if (!existsSync(file)) {
    console.log(`--- ${project}: no test report`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  failed += report.numFailedTests;
  // A file that fails before its tests run (an import or hook error) counts once.
  failed += report.testResults.filter(
    (f) => f.status === "failed" && !f.assertionResults.some((t) => t.status === "failed"),
  ).length;
}

console.log("\n--- wall time per stage (side-by-side stages overlap)");
for (const [name, seconds] of stageTimes) console.log(`${name.padEnd(12)} ${seconds.padStart(5)} s`);
console.log(`${"total".padEnd(12)} ${((performance.now() - runStarted) / 1000).toFixed(0).padStart(5)} s`);
if (failures.length > 0) console.log(`\nFailed stages: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
