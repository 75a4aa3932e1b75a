import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const ROOT_MODULE = path.resolve(import.meta.dirname, "app/root.tsx");
const OWN_CODE = /[\\/](app|shared)[\\/][^?]*$/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const shellOf = new WeakMap<ModuleGraph, Set<string>>();

/** Our modules the root route imports statically: every page loads all of them anyway. */
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
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/ },
                {
                  name: (id, graph) => (shellModules(graph).has(id) || id.includes("vite/preload-helper") ? "shell" : null),
                  // Only the root's own modules: their libraries stay in chunks of their own.
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
