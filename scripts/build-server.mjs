// Compiles the server (server/main.ts and what it imports) into one ES module for `npm start`:
// running from the TypeScript sources through tsx costs ~150 MB of memory (docs/decisions/0033-speed.md).
// Packages stay external (resolved from node_modules at run time).
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server-main/main.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  logLevel: "warning",
});
