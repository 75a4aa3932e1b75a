// @module-tag process
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseStartupError } from "./client.server";
import { lockDataDir, lockFilePath } from "./dataDirLock";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "jn-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const holderOf = () => JSON.parse(readFileSync(lockFilePath(dir), "utf8")) as { pid: number; holder: string };
const writeLock = (record: object | string) =>
  writeFileSync(lockFilePath(dir), typeof record === "string" ? record : JSON.stringify(record));
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid as number;

describe("data directory lock", () => {
  it("records this process and removes the file on release", () => {
    const lock = lockDataDir(dir, "the server", "starting another server");
    expect(holderOf()).toMatchObject({ pid: process.pid, holder: "the server" });
    lock.release();
    expect(existsSync(lockFilePath(dir))).toBe(false);
  });

  it("refuses in one line while a live process holds it", () => {
    writeLock({ pid: process.ppid, startTime: null, holder: "the server", since: "2026-01-01T00:00:00.000Z" });
    const attempt = () => lockDataDir(dir, "a command-line tool (importing)", "importing");
    expect(attempt).toThrow(DatabaseStartupError);
    expect(attempt).toThrow(`${dir} is locked by the server (pid ${process.ppid}`);
    expect(attempt).toThrow(/stop it before importing/);
    expect(holderOf().pid).toBe(process.ppid);
  });

  it("takes over a lock whose process is dead", () => {
    writeLock({ pid: deadPid(), startTime: null, holder: "the server", since: "2026-01-01T00:00:00.000Z" });
    lockDataDir(dir, "the server", "starting another server").release();
  });

  it.skipIf(!existsSync("/proc/self/stat"))("takes over a lock whose pid now belongs to another process", () => {
    writeLock({ pid: process.ppid, startTime: "1", holder: "the server", since: "2026-01-01T00:00:00.000Z" });
    const lock = lockDataDir(dir, "the server", "starting another server");
    expect(holderOf().pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a dead lock even when an earlier takeover crashed half-way", () => {
    writeLock({ pid: deadPid(), startTime: null, holder: "the server", since: "2026-01-01T00:00:00.000Z" });
    const guard = `${lockFilePath(dir)}.takeover`;
    writeFileSync(guard, "1");
    utimesSync(guard, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    lockDataDir(dir, "the server", "starting another server").release();
    expect(existsSync(guard)).toBe(false);
  });

  it("takes over an empty or unreadable lock file (a crash before it was written)", () => {
    writeLock("");
    lockDataDir(dir, "the server", "starting another server").release();
    writeLock("{not json");
    lockDataDir(dir, "the server", "starting another server").release();
  });

  it("does not remove a lock another process took after this one", () => {
    const lock = lockDataDir(dir, "the server", "starting another server");
    writeLock({ pid: process.ppid, startTime: null, holder: "the server", since: "2026-01-01T00:00:00.000Z" });
    lock.release();
    expect(holderOf().pid).toBe(process.ppid);
  });

  it("lets exactly one of several processes racing for a stale lock take it", async () => {
    writeLock({ pid: deadPid(), startTime: null, holder: "the server", since: "2026-01-01T00:00:00.000Z" });
    const script = `import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, "dataDirLock.ts"))};
      try { lockDataDir(${JSON.stringify(dir)}, "the server", "starting another server"); console.log("won"); }
      catch { console.log("refused"); }
      setTimeout(() => undefined, 1500);`;
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]);
        let out = "";
        child.stdout.on("data", (chunk) => {
          out += String(chunk);
        });
        return new Promise<string>((resolve) => child.on("exit", () => resolve(out.trim())));
      }),
    );
    expect(outcomes.sort()).toEqual(["refused", "refused", "refused", "won"]);
  });

  it("is released when the process exits", () => {
    const script = `import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, "dataDirLock.ts"))};
      import { existsSync } from "node:fs";
      lockDataDir(${JSON.stringify(dir)}, "the server", "starting another server");
      console.log(existsSync(${JSON.stringify(lockFilePath(dir))}));`;
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(child.stdout.trim()).toBe("true");
    expect(existsSync(lockFilePath(dir))).toBe(false);
  });
});
