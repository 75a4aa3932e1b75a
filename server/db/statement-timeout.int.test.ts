import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config.server";
import { createShiftedClock } from "../jobs/clock";
import { createLogger } from "../logger";
import { createServices } from "../services.server";
import { jsonRequester, TEST_ENV } from "../test/databases";
import { withDatabase } from "../test/global-setup";
import { type Database, openDatabase } from "./client.server";

const url = process.env.TEST_DATABASE_URL;

/**
 * Issue 34: a stalled PostgreSQL (here another session holding a lock on the licenses table) made
 * /healthz answer after 15 s and pages after 20 s. Statements now end at the statement timeout.
 */
describe.skipIf(!url)("a stalled PostgreSQL", () => {
  const name = `jn_test_${randomBytes(6).toString("hex")}`;
  let database: Database;
  let locker: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    await admin.end();
    const config = loadConfig({ ...process.env, ...TEST_ENV, DB_STATEMENT_TIMEOUT_MS: "300" });
    database = await openDatabase({
      driver: "postgres",
      url: withDatabase(url as string, name),
      max: 4,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    });
    locker = new pg.Client({ connectionString: withDatabase(url as string, name) });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await database?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("cancels a statement waiting on a lock, and /healthz says unavailable meanwhile", async () => {
    const config = loadConfig({ ...process.env, ...TEST_ENV });
    const logger = createLogger("silent");
    const services = createServices(database, config, logger, createShiftedClock(config.TEST_NOW));
    const request = jsonRequester(
      createApp({ services, logger, mode: "production", getBuild: () => Promise.reject(new Error()) }),
    );
    expect((await request("/healthz")).status).toBe(200);

    await locker.query("begin");
    await locker.query("lock table licenses in access exclusive mode");
    try {
      await expect(database.db.execute(sql`select count(*) from licenses`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: "57014" }),
      });
      const health = await request("/healthz");
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "unavailable" });
    } finally {
      await locker.query("rollback");
    }
    // Once the lock is gone, the same pool serves again.
    expect((await request("/healthz")).status).toBe(200);
  });
});
