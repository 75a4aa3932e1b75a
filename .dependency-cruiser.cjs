/**
 * Layer rules (docs/decisions/0009-layers.md), checked by `npm run lint`:
 * the browser app and the server meet only in `shared/` and in type-only imports.
 * Tests may reach across layers (they run in Node, never in a bundle).
 */
const notTest = "\\.(test|int\\.test)\\.tsx?$|^e2e/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "app-imports-server",
      comment: "app/ may import from server/ only with `import type`; shared code lives in shared/.",
      severity: "error",
      from: { path: "^app/", pathNot: notTest },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-imports-app",
      comment: "server/ never imports app/ (the React Router build is loaded, not imported).",
      severity: "error",
      from: { path: "^server/", pathNot: notTest },
      to: { path: "^app/" },
    },
    {
      name: "shared-is-a-leaf",
      comment: "shared/ imports nothing from app/ or server/.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "no-import-from-importer",
      comment: "Domain modules never import the data importer (server/import/); the importer and CLI entries may use modules.",
      severity: "error",
      from: { path: "^server/modules/", pathNot: `${notTest}|/cli\\.ts$` },
      to: { path: "^server/import/" },
    },
    {
      name: "no-circular",
      comment: "No circle of runtime imports (type-only imports are erased and may form circles).",
      severity: "error",
      from: { pathNot: notTest },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
