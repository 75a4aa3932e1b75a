import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The React Router server build from Vite's SSR module graph, for integration tests that render
 * pages: no `react-router build` (build/ is shared with the build stage running beside the tests).
 */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const vite = await createServer({
    root,
    logLevel: "silent",
    cacheDir: path.join(tmpdir(), "jn-int-vite"),
    optimizeDeps: { noDiscovery: true },
    server: { middlewareMode: true, watch: null, hmr: false },
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}
