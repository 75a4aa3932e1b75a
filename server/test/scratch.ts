import { accessSync, constants, mkdirSync, readdirSync, rmSync, statfsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Where a copy left behind by a killed run is swept from (`sweepScratch`). */
const STALE_MS = 12 * 60 * 60 * 1000;
/**
 * Free space /dev/shm must have to be used: two workers' database copies (99 MB each), the e2e
 * servers' data directories and what the tests write. A container's default 64 MB is not enough.
 */
const MIN_FREE_BYTES = 2 * 1024 ** 3;

/**
 * The folder for the tests' throw-away files (database copies, data directories, scratch): a
 * folder in /dev/shm when the machine has one with 2 GB free, else the system's temporary folder. Every
 * integration file and e2e server copies the 99 MB seeded PGlite directory and PGlite writes
 * through its emulated file system page by page; on the disk's ext4 (mounted with `discard`) a
 * copy and its removal cost ~1.4 s of system CPU, in memory ~0.15 s (decision 0070, fifth round).
 */
export function testScratchDir(): string {
  const shm = "/dev/shm";
  try {
    accessSync(shm, constants.W_OK);
    const { bavail, bsize } = statfsSync(shm);
    if (bavail * bsize < MIN_FREE_BYTES) return tmpdir();
  } catch {
    return tmpdir();
  }
  const dir = path.join(shm, `jn-tests-${process.getuid?.() ?? "user"}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Removes what runs killed before their clean-up left in the scratch folder (older than 12 h). */
export function sweepScratch(dir = testScratchDir()): void {
  if (dir === tmpdir()) return;
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name);
    try {
      if (Date.now() - statSync(entry).mtimeMs > STALE_MS) rmSync(entry, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}
