// Compiles the server (server/main.ts and what it imports) into one ES module for `npm start`:
// running from the TypeScript sources through tsx costs ~150 MB of memory (docs/decisions/0033-speed.md).
// Packages stay external (resolved from node_modules at run time).
import { build } from "esbuild";

// The PDF worker thread's entry (server/modules/aptitude/pdf-renderer.server.ts) goes next to main.mjs.
await build({
  entryPoints: [
    { in: "server/main.ts", out: "main" },
    { in: "server/modules/aptitude/pdf-worker.server.ts", out: "pdf-worker" },
  ],
  outdir: "build/server-main",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24.21",
  packages: "external",
  logLevel: "warning",
});
