import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds a process has used so far (user + system, from /proc), or null off Linux.
 * Req/s follow whatever else the machine runs; the CPU a server spends per request does not, so
 * the bench prints both (decision 0043).
 */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** Runs `work` and returns its result with the CPU milliseconds `pid` spent per request meanwhile. */
export async function withCpu<T extends { requests: number }>(
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<T & { cpuMs: number | null }> {
  const before = cpuMsOf(pid);
  const result = await work();
  const after = cpuMsOf(pid);
  const cpuMs = before === null || after === null || result.requests === 0 ? null : (after - before) / result.requests;
  return { ...result, cpuMs };
}
