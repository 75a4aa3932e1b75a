import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { afterAll, beforeAll } from "vitest";

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

/** The file's React Router build, loaded before its tests and closed after them: `build()` reads it. */
export function serverBuildForFile(): { build: () => ServerBuild } {
  let loaded: Awaited<ReturnType<typeof loadServerBuild>> | undefined;
  beforeAll(async () => {
    loaded = await loadServerBuild();
  }, 120_000);
  afterAll(async () => {
    await loaded?.close();
  });
  return {
    build: () => {
      if (!loaded) throw new Error("server build not loaded yet");
      return loaded.build;
    },
  };
}
