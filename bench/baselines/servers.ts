import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";

/**
 * The bench's two ceilings, started as separate processes by bench/run.ts:
 * `hono` — a minimal Hono JSON app (the HTTP ceiling); `ssr` — a hello-world React Router SSR app
 * with the portal's package versions (the SSR ceiling), built from bench/baselines/hello-ssr.
 */
const [kind, port] = [process.argv[2], Number(process.argv[3])];
const app = new Hono();
if (kind === "hono") {
  app.get("/", (c) => c.json({ result: true, data: { hello: "world" } }));
} else {
  const dir = path.join(import.meta.dirname, "hello-ssr/build");
  const build = (await import(pathToFileURL(path.join(dir, "server/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  app.use("/assets/*", serveStatic({ root: path.relative(process.cwd(), path.join(dir, "client")) }));
  app.all("*", (c) => handler(c.req.raw));
}
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
console.log(`baseline ${kind} on ${port}`);
