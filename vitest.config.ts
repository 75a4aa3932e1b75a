import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { e2eWorkers } from "./e2e/workers";
import { testScratchDir } from "./server/test/scratch";

/**
 * Tags for the slow tests, so a run can leave them out deliberately
 * (`npx vitest run --project integration --tags-filter='!fuzz && !process'`); `npm test` runs them all.
 * A file takes one with a `// @module-tag <name>` line at its top.
 */
const tags = [
  { name: "fuzz", description: "sends generated bad input to every API route and page action" },
  { name: "process", description: "starts servers, CLIs or Redis as child processes" },
];

/**
 * graphql 16 ships both an ESM build (its `module` field, which Vite picks) and the CJS `main` that
 * Node loads in production for the app and for graphql-http alike. Tests load the same CJS copy:
 * two copies of graphql refuse each other's schema.
 */
const resolve = { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] };

/**
 * Integration files that replace a module with `vi.mock` run in a module graph of their own: in a
 * shared one, a module loaded by an earlier file keeps the real import and the mock never applies.
 */
const mockingFiles = globSync("server/**/*.int.test.ts").filter((file) => readFileSync(file, "utf8").includes("vi.mock("));

/**
 * The workers' temporary folder (`os.tmpdir()`, and the servers and CLIs they start) is in memory
 * when the machine has /dev/shm: the database copies and data directories the tests make and
 * remove cost ~10 × less system CPU there (server/test/scratch.ts).
 */
const env = { TMPDIR: testScratchDir() };

const integration = {
  include: ["server/**/*.int.test.ts"],
  globalSetup: ["server/test/global-setup.ts"],
  // Vitest's default (cores − 1) runs one file at a time on a 2-core machine, and a file spends
  // much of its time waiting on PostgreSQL, Redis or SMTP: one worker per core keeps both busy
  // (docs/decisions/0070-ten-minute-test-run.md).
  maxWorkers: Math.max(2, availableParallelism()),
  testTimeout: 60_000,
  hookTimeout: 180_000,
  environment: "node" as const,
  env,
  tags,
};

export default defineConfig({
  test: {
    coverage: {
      provider: "v8",
      include: ["app/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "server/test/**", "**/*.d.ts"],
      reporter: ["text-summary"],
      // The figure is printed even when a test failed; no thresholds, so it never fails a run.
      reportOnFailure: true,
      reportsDirectory: "coverage",
    },
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "shared/**/*.test.ts",
            "scripts/**/*.test.ts",
            "docs/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // One worker per core (Vitest's default leaves one core idle on a 2-core machine), sharing
          // their modules across files: a fresh process per file was most of the stage (30 s → 6 s,
          // decision 0070, fifth round). No unit file mocks a module; fake timers are restored after each.
          maxWorkers: Math.max(2, availableParallelism()),
          isolate: false,
          tags,
        },
      },
      {
        resolve,
        test: {
          ...integration,
          name: "integration",
          exclude: mockingFiles,
          // The files share their worker's modules: each file opens its own database copy and app
          // (services, caches and clock are per app), and loading the server's modules once per
          // worker instead of once per file halved the stage (decision 0070, third round).
          isolate: false,
        },
      },
      {
        resolve,
        test: { ...integration, name: "integration-isolated", include: mockingFiles },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side, one per worker, each worker against its own server
          // (e2e/global-setup.ts, e2e/workers.ts).
          maxWorkers: e2eWorkers(),
          // Tests marked concurrent (the per-route accessibility checks) run three at a time.
          maxConcurrency: 3,
          environment: "node",
          env,
          tags,
        },
      },
    ],
  },
});
