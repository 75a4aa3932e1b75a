import "../shared/zod-config";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { storedPageRendering } from "./cache/page-store/middleware.server";
import { pathsToPrerender } from "./cache/page-store/paths";
import { loadConfig } from "./config.server";
import { DatabaseStartupError } from "./db/client.server";
import { openConfiguredDatabase, reopenAfterImport } from "./db/dataDir.server";
import { idleMemoryRelease } from "./http/idle-memory";
import { createShutdown } from "./http/shutdown";
import { ensureDataLoaded } from "./import";
import { dailySyncJob } from "./import/sync/schedule.server";
import { createShiftedClock, systemClock } from "./jobs/clock";
import { createLogger } from "./logger";
import { moveDiskAttachments } from "./modules/boards/storage.server";
import { startOpsChannel } from "./ops/channel.server";
import { projectRoot } from "./paths";
import { runAfterImportSteps } from "./seed";
import { createServices } from "./services.server";

const root = projectRoot;
const serverBuildPath = path.join(root, "build/server/index.js");

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const dev = config.NODE_ENV === "development";
  if (!config.PUBLIC_ORIGIN && config.NODE_ENV === "production") {
    // A fresh clone's `npm start` must work; a deployment must say its address (decision 0062).
    logger.warn(
      { publicOrigin: config.publicOrigin },
      "PUBLIC_ORIGIN is not set: canonical links, the sitemap, iCal feeds and e-mail point at this address; set PUBLIC_ORIGIN to the site's public URL",
    );
  }

  let database = await openConfiguredDatabase(config, "the server", "starting another server");
  const imported = await ensureDataLoaded(database.db, config, logger);
  const rebuilt = await runAfterImportSteps(database.db, { log: (line) => logger.info(line) });
  // A read-model rebuild after a code change grows PGlite's memory like an import does.
  if (imported || rebuilt) database = await reopenAfterImport(database, config);
  const moved = await moveDiskAttachments(database.db, path.join(config.dataDir, "uploads"));
  if (moved > 0) logger.info({ moved }, "attachment files moved from DATA_DIR/uploads into the database");
  // End-to-end tests start this clock at TEST_NOW (a day the data snapshot covers) and move it
  // forward (POST /v2/__e2e/clock) to make reminders due.
  const clock = config.E2E_HOOKS ? createShiftedClock(config.TEST_NOW) : systemClock;
  const services = createServices(database, config, logger, clock);
  // Operating commands (data:import, data:schedules, …) run here while this process owns the
  // database; their changes purge the caches like an import (decision 0084).
  const ops = await startOpsChannel({
    database,
    config,
    logger,
    changed: (tags) => services.contentChanged(tags, { bulk: true }),
  });
  // Data lost after its import (a truncated table) is not imported again; say so at once.
  const missing = await services.database.health();
  if (missing.length > 0) logger.warn({ reasons: missing }, "required data missing: /healthz answers degraded");

  // Built after the database checks, so a bad configuration fails fast and in one line.
  if (!dev && !existsSync(serverBuildPath)) {
    logger.info("no production build found, building once (npm run build)");
    const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error("build failed");
  }

  const idleMemory = idleMemoryRelease({ logger });
  let listener: (req: IncomingMessage, res: ServerResponse) => void;
  let buildVersion = "";
  let closeVite: (() => Promise<void>) | undefined;
  if (dev) {
    const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true }, root }));
    closeVite = () => vite.close();
    const app = createApp({
      activity: idleMemory.activity,
      services,
      logger,
      mode: "development",
      getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    const honoListener = getRequestListener(app.fetch);
    listener = (req, res) => vite.middlewares(req, res, () => honoListener(req, res));
  } else {
    const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
    const app = createApp({
      activity: idleMemory.activity,
      services,
      logger,
      mode: "production",
      getBuild: async () => build,
      clientDir: path.relative(process.cwd(), path.join(root, "build/client")),
      buildVersion: build.assets.version,
    });
    buildVersion = build.assets.version;
    listener = getRequestListener(app.fetch);
    if (config.PAGE_STORE) services.pageRenderer.attach(storedPageRendering(app.fetch, config.publicOrigin));
  }

  const server = createServer(listener);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info(
    { port, driver: database.driver, mode: dev ? "development" : "production" },
    `listening on http://localhost:${port}`,
  );
  const syncJob = dailySyncJob(database.db, config, logger, () =>
    services.contentChanged(undefined, { bulk: true }).catch((error: unknown) => logger.error({ err: error }, "after the sync")),
  );
  if (syncJob) services.scheduler.register(syncJob);
  services.scheduler.start();
  if (!dev && config.PAGE_STORE) {
    // Pages another build rendered name script files this build lacks: rendered again before use.
    const otherBuild = await services.pageStore.markOtherBuildsStale(buildVersion);
    if (otherBuild > 0) logger.info({ pages: otherBuild }, "page store: pages of another build to render again");
    // Pages stored from the previous data are served until their new renders replace them.
    if (imported || rebuilt) await services.contentChanged(undefined, { bulk: true });
    if (config.PAGE_STORE_PRERENDER)
      services.seo
        .catalogueDetailPaths()
        .then((paths) => services.pageRenderer.fill(pathsToPrerender(paths)))
        .catch((error: unknown) => logger.error({ err: error }, "page store: pre-rendering stopped"));
    else services.pageRenderer.kick();
  }

  // Orchestrators kill after 10 s: requests get 5, everything is over by 9 (decision 0034).
  const shutdown = createShutdown({
    server,
    logger,
    graceMs: 5_000,
    deadlineMs: 9_000,
    steps: [
      { name: "operating channel", run: async () => ops?.close() },
      { name: "idle memory", run: async () => idleMemory.stop() },
      { name: "scheduler", run: () => services.scheduler.stop() },
      { name: "page renderer", run: () => services.pageRenderer.stop() },
      { name: "vite", run: async () => closeVite?.() },
      { name: "invalidation", run: () => services.invalidation.close() },
      { name: "rate limits", run: () => services.rateLimits.close() },
      { name: "database", run: () => database.close() },
    ],
    exit: (code) => process.exit(code),
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const known = error instanceof DatabaseStartupError || (error instanceof Error && "code" in error);
  console.error(`자격나침반 server failed to start: ${message}`);
  if (!known && process.env.LOG_LEVEL === "debug") console.error(error);
  process.exit(1);
});
