// Run by `npm run lint`: the shipped Node runtime and every installed package must fit the project's
// Node floor, and every production package must carry an allowed licence (docs/decisions/0036-dependency-policy.md).
import { readFileSync } from "node:fs";

import { engineProblems, type LockFile, licenseProblems, runtimeProblems } from "./dependency-policy";

const root = new URL("../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { engines?: { node?: string } };
const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8")) as LockFile;

const floor = pkg.engines?.node;
const problems = floor
  ? [...runtimeProblems(lock, floor), ...engineProblems(lock, floor), ...licenseProblems(lock)]
  : ["package.json has no engines.node"];
if (problems.length > 0) {
  console.error(`check-deps: ${problems.length} problem(s) in package-lock.json\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`check-deps: ${Object.keys(lock.packages).length - 1} packages run on Node ${floor}; production licences allowed`);
