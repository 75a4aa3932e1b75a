// @module-tag process
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(path.join(tmpdir(), "jn-startup-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Starts the server with a bad configuration and collects how it fails. */
function startWith(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        LOG_LEVEL: "silent",
        DATABASE_URL: "",
        SEED_DATA_DIR: "",
        ...env,
      },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.trim() });
    });
  });
}

describe("server start-up with bad configuration", { timeout: 120_000 }, () => {
  it("names an unreachable DATABASE_URL in one line and exits non-zero", async () => {
    const result = await startWith({ DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/none" });
    expect(result.code).not.toBe(0);
    expect(result.stderr.split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("Cannot reach PostgreSQL");
    expect(result.stderr).not.toContain("secret");
  });

  it("rejects a DATABASE_URL that is not a URL", async () => {
    const result = await startWith({ DATABASE_URL: "not a url" });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("DATABASE_URL");
  });

  it("names a corrupt PGlite directory", async () => {
    const dataDir = path.join(scratch, "corrupt");
    mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "garbage");
    const result = await startWith({ DATA_DIR: dataDir });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("Cannot open the embedded database");
  });

  it("names a missing SEED_DATA_DIR", async () => {
    const result = await startWith({ DATA_DIR: path.join(scratch, "fresh"), SEED_DATA_DIR: path.join(scratch, "missing") });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(path.join(scratch, "missing"));
    expect(result.stderr.split("\n")).toHaveLength(1);
  });
});
