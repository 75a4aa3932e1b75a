import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { DatabaseStartupError } from "./client.server";

/**
 * PGlite does not stop a second process from opening its directory, and two processes on one
 * directory lose writes. So the server and every command-line tool take this lock first: a file
 * in DATA_DIR recording the one process allowed to open the embedded database.
 */
export const lockFilePath = (dataDir: string) => path.join(dataDir, "pglite.lock");

interface LockRecord {
  pid: number;
  /** Start time of the process (Linux), so a pid reused after a crash is not taken for the holder. */
  startTime: string | null;
  holder: string;
  since: string;
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the lock of `dataDir` for this process until it exits, replacing a lock whose process is
 * dead. Throws a one-line DatabaseStartupError naming the holder when another live process has it.
 */
export function lockDataDir(dataDir: string, holder: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  const mine = JSON.stringify({
    pid: process.pid,
    startTime: processStartTime(process.pid),
    holder,
    since: new Date().toISOString(),
  } satisfies LockRecord);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (create(file, mine)) {
      const onExit = () => release(file, mine);
      process.once("exit", onExit);
      return {
        release: () => {
          process.off("exit", onExit);
          release(file, mine);
        },
      };
    }
    const raw = readSettled(file);
    if (raw === null) continue;
    const record = parse(raw);
    if (record && isAlive(record)) {
      throw new DatabaseStartupError(
        `${dataDir} is locked by ${record.holder} (pid ${record.pid}, since ${record.since}); ` +
          `stop it before ${purpose} (데이터 디렉터리 사용 중).`,
      );
    }
    removeStale(file, raw);
  }
  throw new DatabaseStartupError(`Could not lock ${dataDir}: ${file} keeps changing; try again (데이터 디렉터리 잠금 실패).`);
}

/** Atomic: exactly one of several processes creating the file at once succeeds. */
function create(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * The lock file's content, or null when it is gone. An empty file may be one another process has
 * just created and not yet written, so it is read again after a moment before it counts as stale.
 */
function readSettled(file: string): string | null {
  for (let tries = 0; ; tries++) {
    let raw: string;
    try {
      raw = readFileSync(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    if (raw !== "" || tries === 3) return raw;
    pause(100);
  }
}

function parse(raw: string): LockRecord | null {
  try {
    const record = JSON.parse(raw) as LockRecord;
    return Number.isInteger(record.pid) && record.pid > 0 ? record : null;
  } catch {
    return null;
  }
}

function isAlive(record: LockRecord): boolean {
  // A lock carrying our own pid was left by an earlier process that had the same pid (container restarts).
  if (record.pid === process.pid) return false;
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const startTime = processStartTime(record.pid);
  return record.startTime === null || startTime === null || startTime === record.startTime;
}

/**
 * Removes the stale lock `seen`. Removers take turns through a guard file, so one of them cannot
 * remove a fresh lock another has just created in place of the stale one.
 */
function removeStale(file: string, seen: string): void {
  const guard = `${file}.takeover`;
  if (!create(guard, String(process.pid))) {
    // Another process is removing it right now; a guard left behind by a crash expires.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmSync(guard, { force: true });
    } catch {
      // The guard is gone already.
    }
    pause(50);
    return;
  }
  try {
    if (readFileSync(file, "utf8") === seen) rmSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  } finally {
    rmSync(guard, { force: true });
  }
}

function release(file: string, mine: string): void {
  try {
    if (readFileSync(file, "utf8") === mine) rmSync(file, { force: true });
  } catch {
    // Already gone: nothing to release.
  }
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null where there is no /proc. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses; fields after it start with field 3.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** Start-up runs before anything else, so a synchronous wait is harmless here. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
