import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const ROOT_MODULE = path.resolve(import.meta.dirname, "app/root.tsx");
const OWN_CODE = /[\\/](app|shared)[\\/][^?]*$/;
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/;
/** A helper this small, imported by this many of our modules, rides in the shell chunk. */
const SHARED_HELPER = { maxSourceBytes: 3000, minImporters: 3 };

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
      return (
        info !== null &&
        OWN_CODE.test(id) &&
        !shell.has(id) &&
        info.importers.length >= SHARED_HELPER.minImporters &&
        (info.code?.length ?? Number.POSITIVE_INFINITY) <= SHARED_HELPER.maxSourceBytes
      );
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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
