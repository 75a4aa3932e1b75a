import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensurePgliteDirectory, ensurePgliteSnapshot } from "../server/test/global-setup";
import { startOAuthMock } from "../server/test/oauth-mock";
import { sweepScratch, testScratchDir } from "../server/test/scratch";
import { SNAPSHOT_NOW } from "../server/test/snapshot";
import { launchChromiumServer } from "./browser";
import { E2E_AUTH_SECRET } from "./login";
import { e2eWorkers } from "./workers";

/**
 * Starts the production build once per e2e worker (`E2E_WORKERS`, default one per core, at most 2),
 * each on a free port with its own throw-away DATA_DIR holding a copy of the integration tests' seeded
 * PGlite data directory (made here when no integration run made it yet): a server then finds every dataset and
 * the catalogue pages in place and answers within seconds, instead of importing the snapshot and
 * building 8,309 pages again. A worker talks only to its own server (`e2e/browser.ts` `serverURL`),
 * so one file's clock moves and admin edits never reach a file running beside it.
 */
export default async function setup(project: TestProject) {
  sweepScratch();
  const seedDir = await ensurePgliteDirectory(await ensurePgliteSnapshot());
  // Kakao, Naver and Google are all this local mock provider (never the internet).
  const oauthMock = await startOAuthMock();
  const ports = await freePorts(e2eWorkers());
  const servers = await Promise.all(ports.map((port) => startServer(seedDir, oauthMock.url, port)));
  const browser = await launchChromiumServer();
  await Promise.all(servers.map((s) => waitForHealth(s.baseURL, s.process)));
  project.provide(
    "baseURLs",
    servers.map((s) => s.baseURL),
  );
  project.provide("oauthMockURL", oauthMock.url);
  project.provide("browserWSEndpoint", browser.wsEndpoint());

  return async () => {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
    await oauthMock.stop();
  };
}

async function startServer(seedDir: string, oauthMockURL: string, port: number) {
  const dataDir = mkdtempSync(path.join(testScratchDir(), "jn-e2e-"));
  cpSync(seedDir, path.join(dataDir, "pglite"), { recursive: true });
  // The compiled server, as `npm start` runs it (`npm run test:e2e` builds it first).
  const server: ChildProcess = spawn(process.execPath, ["build/server-main/main.mjs"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      // Absolute links (canonical, sitemap, iCal) point where the browser goes.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      TEST_ROUTES: "1",
      E2E_HOOKS: "1",
      // Pages are stored on their first visit only: no minutes of background renders beside the suite.
      PAGE_STORE_PRERENDER: "0",
      // Pages show "this year's" schedules: the server's clock starts inside the snapshot's year.
      TEST_NOW: SNAPSHOT_NOW,
      AUTH_SECRET: E2E_AUTH_SECRET,
      // signUpAndLogin acts as a new client per member (sign-ups are limited per client address).
      TRUST_PROXY: "1",
      OAUTH_TEST_SERVER_URL: oauthMockURL,
      KAKAO_CLIENT_ID: "kakao-e2e",
      KAKAO_CLIENT_SECRET: "kakao-e2e-secret",
      NAVER_CLIENT_ID: "naver-e2e",
      NAVER_CLIENT_SECRET: "naver-e2e-secret",
      GOOGLE_CLIENT_ID: "google-e2e",
      GOOGLE_CLIENT_SECRET: "google-e2e-secret",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    process: server,
    async stop() {
      server.kill("SIGTERM");
      if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy within 600 s");
}

/** Distinct free ports: every listener stays open until all have their port. */
async function freePorts(count: number): Promise<number[]> {
  const listeners = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const srv = createServer();
          srv.once("error", reject);
          srv.listen(0, "127.0.0.1", () => resolve(srv));
        }),
    ),
  );
  const ports = listeners.map((srv) => {
    const address = srv.address();
    if (typeof address !== "object" || !address) throw new Error("no port");
    return address.port;
  });
  await Promise.all(listeners.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per e2e worker, in worker order (`e2e/browser.ts` `serverURL`). */
    baseURLs: string[];
    oauthMockURL: string;
    /** The run's one Chromium (e2e/browser.ts `connectChromium`). */
    browserWSEndpoint: string;
  }
}
