// Run by `npm run lint`: every route action that reads a form parses it with Conform (decision 0074).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { FORM_ACTION_EXCEPTIONS, formActionProblems, type ModuleReader } from "./form-actions";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const routes = readdirSync(join(root, "app/routes"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => `app/routes/${file}`)
  .sort();

const read: ModuleReader = (fromFile, specifier) => {
  const base = resolve(root, dirname(fromFile), specifier);
  const path = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(existsSync);
  return path ? readFileSync(path, "utf8") : undefined;
};

const problems: string[] = [];
for (const file of routes) {
  const found = formActionProblems(file, readFileSync(join(root, file), "utf8"), read);
  const excepted = file in FORM_ACTION_EXCEPTIONS;
  if (!excepted) problems.push(...found);
  else if (found.length === 0) problems.push(`${file}: listed in FORM_ACTION_EXCEPTIONS but needs no exception; remove it`);
}
for (const file of Object.keys(FORM_ACTION_EXCEPTIONS)) {
  if (!routes.includes(file)) problems.push(`${file}: listed in FORM_ACTION_EXCEPTIONS but not a route module`);
}
if (problems.length > 0) {
  console.error(`check-form-actions: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `check-form-actions: ${routes.length} route modules; form actions parse with Conform (${relative(root, join(root, "scripts/form-actions.ts"))})`,
);
