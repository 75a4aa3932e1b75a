import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config.server";
import type { RequestContext } from "../context";
import { type Database, type DbDriver, openDatabase } from "../db/client.server";
import { createShiftedClock } from "../jobs/clock";
import { createLogger } from "../logger";
import { projectRoot } from "../paths";
import { createServices, type Services } from "../services.server";
import { withDatabase } from "./global-setup";
import { postgresSuites } from "./postgres-suites";

/**
 * Every test app: a fixed signing key (no key file written into the developer's DATA_DIR) and one
 * trusted proxy, so a test can act as different clients through X-Forwarded-For.
 */
export const TEST_ENV = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  AUTH_SECRET: "integration-test-access-token-secret-0123456789",
  TRUST_PROXY: "1",
  // Absolute URLs (canonical, sitemap, iCal) come from the configured origin, as in production.
  PUBLIC_ORIGIN: "http://localhost",
  // Health probes see each test's database changes at once.
  HEALTH_CHECK_TTL_MS: "0",
} as const;

/**
 * The drivers a file runs on: PGlite always; PostgreSQL too (with TEST_DATABASE_URL) for the files
 * listed in `postgresSuites`, or for all with TEST_POSTGRES=all (`npm run test:full`).
 */
export function testDrivers(testFile: string | undefined): DbDriver[] {
  if (!process.env.TEST_DATABASE_URL) return ["pglite"];
  if (!testFile) throw new Error("describeWithDatabases: Vitest named no test file, so the drivers are unknown");
  const file = path.relative(projectRoot, testFile).split(path.sep).join("/");
  return process.env.TEST_POSTGRES === "all" || postgresSuites.has(file) ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestContext {
  database: Database;
  services: Services;
  app: ReturnType<typeof createApp>;
  /** The services' clock: real time, or from `TEST_NOW` (e.g. `TEST_NOW=2027-03-01T09:00:00+09:00`) on; tests may move it. */
  clock: ReturnType<typeof createShiftedClock>;
  /** JSON request helper against the in-process Hono app. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

/**
 * A copy of the seeded database (a copy of the seeded PGlite data directory, or a PostgreSQL
 * database cloned from the template) and how to drop it.
 */
export async function seededDatabaseCopy(driver: DbDriver, max = 4): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (driver === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jn-test-db-"));
    cpSync(inject("pgliteSeedDir"), dataDir, { recursive: true });
    const remove = () => rmSync(dataDir, { recursive: true, force: true });
    try {
      return { database: await openDatabase({ driver: "pglite", dataDir }), drop: async () => remove() };
    } catch (error) {
      remove();
      throw error;
    }
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `jn_test_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  const database = await openDatabase({ driver: "postgres", url: withDatabase(url, name), max });
  return { database, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Runs the same suite once per database driver, each on its own copy of the seeded database
 * (a restored PGlite snapshot, or a PostgreSQL database cloned from the template).
 */
export function describeWithDatabases(name: string, suite: (ctx: () => TestContext) => void) {
  describe.each(testDrivers(expect.getState().testPath))(`${name} [%s]`, (driver) => {
    let ctx: TestContext | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      let database: Database;
      ({ database, drop: dropDatabase } = await seededDatabaseCopy(driver, 4));
      const config = loadConfig({ ...process.env, ...TEST_ENV });
      const logger = createLogger("silent");
      const clock = createShiftedClock(config.TEST_NOW);
      const services = createServices(database, config, logger, clock);
      const app = createApp({
        services,
        logger,
        mode: "production",
        getBuild: () => Promise.reject(new Error("no React Router build in API tests")),
      });
      ctx = {
        database,
        services,
        app,
        clock,
        request: jsonRequester(app),
      };
    });
    afterAll(async () => {
      await ctx?.database.close();
      await dropDatabase?.();
    });
    suite(() => {
      if (!ctx) throw new Error("test database not ready");
      return ctx;
    });
  });
}

/** The tests' request helper against an in-process app: `json` becomes the body with its content type. */
export function jsonRequester(app: ReturnType<typeof createApp>): TestContext["request"] {
  return (path, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set("content-type", "application/json");
    return Promise.resolve(app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }));
  };
}

/** What the HTTP layer hands a route loader or action (server/app.ts), for calling one directly. */
export function routeContext(services: Services): RequestContext {
  return { services, device: "desktop", cspNonce: "n", requestId: "r", clientAddress: "127.0.0.1" };
}
