// @module-tag process
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { countRows, openDatabase } from "./db/client.server";
import { markerPath } from "./db/dataDir.server";
import { lockFilePath } from "./db/dataDirLock";
import { DATASET_NAMES, DEMO_DIR } from "./import/run";

const root = path.resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(path.join(tmpdir(), "jn-datadir-"));
const dataDir = path.join(scratch, "data");
const pgliteDir = path.join(dataDir, "pglite");
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: "0",
  LOG_LEVEL: "info",
  DATABASE_URL: "",
  SEED_DATA_DIR: "",
  DATA_DIR: dataDir,
  ...extra,
});

interface Running {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the first log line whose `msg` is `msg`; rejects if the process exits first. */
  waitForLog(msg: string): Promise<Record<string, unknown>>;
}

/** Starts the server on `dataDir` and follows its JSON log (stdout). */
function startServer(extra: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { cwd: root, env: env(extra) });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  const waiters: Array<() => void> = [];
  let buffered = "";
  child.stdout.on("data", (chunk) => {
    buffered += String(chunk);
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) if (line.startsWith("{")) lines.push(JSON.parse(line));
    for (const wake of waiters) wake();
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  return {
    child,
    waitForLog: (msg) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find((line) => line.msg === msg);
          if (found) resolve(found);
        };
        waiters.push(check);
        check();
        child.once("exit", (code) => reject(new Error(`server exited (${code}) before logging "${msg}": ${stderr}`)));
      }),
  };
}

/** Runs a process to its end: the server, or a CLI script, on `dataDir`. */
function run(args: string[], extra: Record<string, string> = {}): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      cwd: root,
      env: env({ LOG_LEVEL: "silent", ...extra }),
    });
    children.push(child);
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.on("exit", (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );

// One data directory through its life: first start, killed mid-import, restarted, damaged.
describe("data directory safety (PGlite)", { timeout: 120_000 }, () => {
  let first: Running;

  it("refuses a second server and the import CLI in one line while a server holds the directory", async () => {
    // Paused after each dataset, inside the import transaction.
    first = startServer({ TEST_IMPORT_PAUSE_MS: "60000" });
    const loaded = await first.waitForLog("dataset loaded (committed with the whole import)");
    expect(loaded.dataset).toBe("licenses");

    const second = await run(["server/main.ts"]);
    expect(second.code).not.toBe(0);
    expect(second.stderr.split("\n")).toHaveLength(1);
    expect(second.stderr).toContain(`${dataDir} is locked by the server (pid ${first.child.pid},`);

    const cli = await run(["server/import/cli.ts", DEMO_DIR]);
    expect(cli.code).not.toBe(0);
    expect(cli.stderr.split("\n")).toHaveLength(1);
    expect(cli.stderr).toContain(`is locked by the server (pid ${first.child.pid},`);
    expect(cli.stderr).toContain("stop it before importing");
  });

  it("redoes an import cut off by SIGKILL on the next start, taking over the dead server's lock", async () => {
    first.child.kill("SIGKILL");
    await exited(first.child);
    const stale = JSON.parse(readFileSync(lockFilePath(dataDir), "utf8")) as { pid: number };
    expect(stale.pid).toBe(first.child.pid);

    const next = startServer();
    // Nothing of the killed import was committed, so this start sees an empty database.
    await next.waitForLog("empty database: importing seed data");
    await next.waitForLog("seed data imported");
    next.child.kill("SIGKILL");
    await exited(next.child);

    const database = await openDatabase({ driver: "pglite", dataDir: pgliteDir });
    try {
      const { rows } = await database.db.execute<{ dataset: string }>(sql`select dataset from data_imports order by id`);
      // Each dataset once: the killed start committed none of its rows.
      expect(rows.map((r) => r.dataset).filter((name) => DATASET_NAMES.includes(name))).toEqual(DATASET_NAMES);
      expect(await countRows(database.db, "licenses")).toBeGreaterThan(0);
      expect(await countRows(database.db, "exam_rounds")).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it("refuses to start, and never re-creates the database, when pglite/ loses PG_VERSION or is emptied", async () => {
    expect(existsSync(markerPath(dataDir))).toBe(true);
    rmSync(path.join(pgliteDir, "PG_VERSION"));
    const noVersion = await run(["server/main.ts"]);
    expect(noVersion.code).not.toBe(0);
    expect(noVersion.stderr.split("\n")).toHaveLength(1);
    expect(noVersion.stderr).toContain(`${pgliteDir} has no PG_VERSION`);
    expect(noVersion.stderr).toContain("refusing to create a new, empty one");

    for (const entry of readdirSync(pgliteDir)) rmSync(path.join(pgliteDir, entry), { recursive: true });
    const emptied = await run(["server/main.ts"]);
    expect(emptied.code).not.toBe(0);
    expect(emptied.stderr.split("\n")).toHaveLength(1);
    expect(emptied.stderr).toContain(`${pgliteDir} is missing or empty`);
    const cli = await run(["server/import/cli.ts", DEMO_DIR]);
    expect(cli.code).not.toBe(0);
    expect(cli.stderr).toContain("refusing to create a new, empty one");
    expect(readdirSync(pgliteDir)).toEqual([]);
  });

  it("refuses a new, empty database put in place of the one the directory held", async () => {
    const empty = await openDatabase({ driver: "pglite", dataDir: pgliteDir });
    await empty.close();
    const result = await run(["server/main.ts"]);
    expect(result.code).not.toBe(0);
    expect(result.stderr.split("\n")).toHaveLength(1);
    expect(result.stderr).toContain(`${pgliteDir} holds no tables`);
  });
});
