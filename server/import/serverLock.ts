import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite allows one process per data directory; the server records its pid next to the database
 * so the import CLI can refuse to open the directory while the server holds it.
 */
export const pidFilePath = (dataDir: string) => path.join(dataDir, "server.pid");

export function writePidFile(dataDir: string): void {
  writeFileSync(pidFilePath(dataDir), String(process.pid));
}

export function removePidFile(dataDir: string): void {
  rmSync(pidFilePath(dataDir), { force: true });
}

/** The pid of a live server holding the directory, or null (no file, or a stale pid). */
export function serverHolding(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFilePath(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
