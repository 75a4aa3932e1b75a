import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const ROOT_MODULE = path.resolve(import.meta.dirname, "app/root.tsx");
const OWN_CODE = /[\\/](app|shared)[\\/][^?]*$/;
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/;
/**
 * A helper this small, imported by this many of our modules from more than one section of the site,
 * rides in the shell chunk; one only a section uses (the aptitude tests' answer saver, the 고객센터
 * menu) stays with that section instead of weighing on every page.
 */
const SHARED_HELPER = { maxSourceBytes: 3000, minImporters: 3, minSections: 2 };
/** Below this size a module costs less in every page than in a request of its own on two. */
const TINY_MODULE_BYTES = 1000;
function isSharedHelper(info: ModuleInfo): boolean {
  if (new Set(info.importers.map(sectionOf)).size < SHARED_HELPER.minSections) return false;
  const sourceBytes = info.code?.length ?? Number.POSITIVE_INFINITY;
  if (sourceBytes <= TINY_MODULE_BYTES) return info.importers.length >= 2;
  return info.importers.length >= SHARED_HELPER.minImporters && sourceBytes <= SHARED_HELPER.maxSourceBytes;
}
/** `app/routes/service/faq.tsx` → "service", `app/components/aptitude/…` → "aptitude", `app/routes/home.tsx` → "home". */
function sectionOf(id: string): string {
  return /[\\/](?:app[\\/](?:routes|components|lib)|shared)[\\/]([^\\/.]+)/.exec(id)?.[1] ?? id;
}

type ModuleInfo = { importedIds: readonly string[]; importers: readonly string[]; code: string | null };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };
const shellOf = new WeakMap<ModuleGraph, Set<string>>();
/** Every module id of the build: Rolldown calls a group's `test` on all of them before any `name`. */
const moduleIds = new Set<string>();

/**
 * The shell chunk: our modules the root route imports statically (every page loads them anyway),
 * plus small helpers many routes share whose whole import tree is ours or the framework's (dates,
 * figures, pagination …). Each page then makes a few requests instead of one per helper: under
 * HTTP/1.1 each six requests cost a round trip before the first paint (decision 0061).
 */
function shellModules(graph: ModuleGraph): Set<string> {
  const known = shellOf.get(graph);
  if (known) return known;
  const shell = new Set<string>();
  const queue = [ROOT_MODULE];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (shell.has(id) || !OWN_CODE.test(id)) continue;
    shell.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  const helpers = new Set(
    [...moduleIds].filter((id) => {
      const info = graph.getModuleInfo(id);
      return info !== null && OWN_CODE.test(id) && !shell.has(id) && isSharedHelper(info);
    }),
  );
  // A helper that imports anything else (zod, Ariakit, a larger component) would bring it to every page.
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const id of helpers) {
      const imports = graph.getModuleInfo(id)?.importedIds ?? [];
      if (imports.every((dep) => shell.has(dep) || helpers.has(dep) || FRAMEWORK.test(dep))) continue;
      helpers.delete(id);
      dropped = true;
    }
  }
  for (const id of helpers) shell.add(id);
  shellOf.set(graph, shell);
  return shell;
}

/**
 * React Router's package exports only its development build (remix-run/react-router#14102), whose
 * dev warnings cannot be tree-shaken. The browser bundle takes the production build it also ships;
 * the server keeps the package as Node resolves it.
 */
const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  "react-router": "node_modules/react-router/dist/production/index.mjs",
  "react-router/dom": "node_modules/react-router/dist/production/dom-export.mjs",
};
const reactRouterProductionBuild: Plugin = {
  name: "react-router-production-build",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId(source) {
    const file = REACT_ROUTER_PRODUCTION[source];
    return file ? path.resolve(import.meta.dirname, file) : null;
  },
};

export default defineConfig({
  plugins: [reactRouterProductionBuild, tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Required by `includeDependenciesRecursively: false`; route modules keep their exports.
          preserveEntrySignatures: "allow-extension",
          output: {
            // Fewer, larger chunks for what every page loads (docs/decisions/0061-first-load-javascript.md):
            // the automatic split made ~20 requests of a few hundred bytes each before any route code.
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK },
                {
                  test: (id) => {
                    moduleIds.add(id);
                    return true;
                  },
                  name: (id, graph) => (shellModules(graph).has(id) || id.includes("vite/preload-helper") ? "shell" : null),
                  // Only our modules: their libraries stay in chunks of their own.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
});
