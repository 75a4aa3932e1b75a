import { randomBytes } from "node:crypto";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.server";
import { countRows, type Database, openDatabase } from "../db/client.server";
import { dataImports } from "../db/schema";
import { createLogger } from "../logger";
import { isDemoDataset } from "../modules/site/queries.server";
import { seededDatabaseCopy } from "../test/databases";
import { withDatabase } from "../test/global-setup";
import { MissingDataError } from "./csv";
import { ensureDataLoaded } from "./index";
import { DATASET_NAMES, DEMO_DIR, importedTableCounts, runImport } from "./run";
import { latestImportSource, missingDatasets, missingRequiredData } from "./status";

const dataDir = path.resolve(process.env.SEED_DATA_DIR ?? "../shared/data");
const pgUrl = process.env.TEST_DATABASE_URL;
const drivers = pgUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);
const TIMEOUT = 120_000;

/** data_imports grows by one row per dataset run; every other table must be stable. */
const withoutLog = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([t]) => t !== "data_imports"));

async function freshDatabase(driver: "pglite" | "postgres"): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (driver === "pglite") {
    const database = await openDatabase({ driver: "pglite", dataDir: null });
    await database.migrate();
    return { database, drop: async () => undefined };
  }
  const name = `jn_import_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  const database = await openDatabase({ driver: "postgres", url: withDatabase(pgUrl as string, name), max: 2 });
  await database.migrate();
  return { database, drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

// The seeded database every integration file starts from was made by this import code from the same
// snapshot: its rows are the first import's, so the real snapshot is imported here once more per
// driver, for idempotency, instead of twice.
describe.each(drivers)("data import [%s]", (driver) => {
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;
  const rows = async <T>(query: string) => (await database.db.execute<T & Record<string, unknown>>(sql.raw(query))).rows;

  beforeAll(async () => {
    ({ database, drop } = await seededDatabaseCopy(driver, 2));
  }, TIMEOUT);
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it(
    "imports the real snapshot with the documented counts, idempotently",
    async () => {
      const first = await importedTableCounts(database.db);
      expect(first.dictionary_jobs).toBe(6313);
      expect(first.career_jobs).toBe(454);
      expect(first.majors).toBe(421);
      expect(first.ncs_classes).toBe(260);
      expect(first.data_imports).toBe(7);
      // 우대현황: the rows of the 478 Q-Net items named by a 종목명 and of 42 other 국가기술 licenses
      // whose name equals one once spaces are ignored; the 7 names left are reported.
      expect(first.license_preference_laws).toBe(22571);
      const [items] = await rows<{ n: number }>(`select count(distinct license_id)::int as n from license_preference_laws`);
      expect(items?.n).toBe(520);

      const [qnet] = await rows<{ n: number }>(`select count(*)::int as n from licenses where id ~ '^[0-9]{4}$'`);
      expect(qnet?.n).toBe(613);
      const [license] = await rows<{ name: string; grade_name: string; job_field_name: string }>(
        `select name, grade_name, job_field_name from licenses where id = '1320'`,
      );
      expect(license).toEqual({ name: "정보처리기사", grade_name: "기사", job_field_name: "정보통신" });

      const written = await rows<{ applicants: number; pass_rate: number; source: string }>(
        `select applicants, pass_rate, source from pass_statistics where license_id = '1320' and year = 2022 and stage = 'written'`,
      );
      expect(written.length).toBeGreaterThan(0);
      for (const w of written) {
        expect(w.applicants).toBe(48470);
        expect(w.pass_rate).toBeCloseTo(56.1, 1);
      }
      expect(written.map((w) => w.source)).toContain("certweb_data_cert1");

      const [major] = await rows<{ name: string }>(
        `select m.name from majors m join major_licenses ml on ml.major_id = m.id where m.id = 569 and ml.license_id = '1320'`,
      );
      expect(major?.name).toBe("컴퓨터공학과");

      const second = await runImport(database.db, dataDir);
      expect(second.report.rejections).toEqual([]);
      const unjoined = [...second.report.skips.values()].find((s) => s.dataset === "preference_laws");
      expect(unjoined).toMatchObject({ reason: "종목명 names no single 국가기술 license", count: 201 });
      expect(withoutLog(second.counts)).toEqual(withoutLog(first));
      expect(second.counts.data_imports).toBe(14);
      expect(await isDemoDataset(database.db)).toBe(false);
    },
    TIMEOUT,
  );

  it(
    "rejects a malformed row with file and line and still loads the good rows",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "jn-import-"));
      try {
        cpSync(DEMO_DIR, dir, { recursive: true });
        const file = "qualifications/qnet_national_qualification_list.csv";
        const goodRows = readFileSync(path.join(dir, file), "utf8").trim().split("\n").length - 1;
        appendFileSync(path.join(dir, file), "13X0,잘못된코드기사,T,국가기술자격,03,기사,21,정보통신,211,정보기술,03\n");
        const { report } = await runImport(database.db, dir, { isDemo: true });
        expect(report.rejections).toEqual([{ file, line: goodRows + 2, reason: expect.stringContaining("jmcd") }]);
        const [n] = await rows<{ n: number }>(`select count(*)::int as n from licenses where id ~ '^[0-9]{4}$'`);
        expect(n?.n).toBe(goodRows);
        // The demo's 우대현황 rows: all but the one of 광산보안기능사, which names no Q-Net item.
        const [laws] = await rows<{ n: number; items: number }>(
          `select count(*)::int as n, count(distinct license_id)::int as items from license_preference_laws`,
        );
        expect(laws).toEqual({ n: 24, items: 5 });
        expect(await isDemoDataset(database.db)).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    TIMEOUT,
  );

  it("refuses a directory with a missing file before importing anything", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "jn-import-"));
    try {
      cpSync(DEMO_DIR, dir, { recursive: true });
      rmSync(path.join(dir, "majors/certweb_integrated_major1.csv"));
      const before = await countRows(database.db, "data_imports");
      await expect(runImport(database.db, dir)).rejects.toThrow(MissingDataError);
      await expect(runImport(database.db, dir)).rejects.toThrow(/certweb_integrated_major1\.csv/);
      expect(await countRows(database.db, "data_imports")).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(drivers)("start-up import [%s]", (driver) => {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const logger = createLogger("silent");
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;

  beforeEach(async () => {
    ({ database, drop } = await freshDatabase(driver));
  }, TIMEOUT);
  afterEach(async () => {
    await database?.close();
    await drop();
  });

  it("rolls the whole import back when it stops part-way", async () => {
    const stop = (entry: { dataset: string }) => {
      if (entry.dataset === "schedules") throw new Error("stopped");
    };
    await expect(runImport(database.db, DEMO_DIR, { isDemo: true, onDataset: stop })).rejects.toThrow("stopped");
    expect(await countRows(database.db, "licenses")).toBe(0);
    expect(await countRows(database.db, "data_imports")).toBe(0);
    expect(await missingRequiredData(database.db)).toEqual([
      `data import incomplete: ${DATASET_NAMES.join(", ")} not imported`,
      "no licenses",
      "no exam schedules",
    ]);

    await ensureDataLoaded(database.db, config, logger);
    expect(await missingDatasets(database.db)).toEqual([]);
    expect(await missingRequiredData(database.db)).toEqual([]);
  });

  it("completes an import that committed only some datasets, from the same source", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "jn-import-"));
    try {
      cpSync(DEMO_DIR, dir, { recursive: true });
      // What a server killed mid-import left behind before imports ran in one transaction.
      await database.db.insert(dataImports).values({ dataset: "licenses", sourceDir: dir, accepted: 1, rejected: 0 });
      expect(await missingDatasets(database.db)).toEqual(DATASET_NAMES.filter((name) => name !== "licenses"));

      await ensureDataLoaded(database.db, config, logger);
      expect(await missingDatasets(database.db)).toEqual([]);
      expect(await latestImportSource(database.db)).toEqual({ sourceDir: dir, isDemo: false });
      expect(await countRows(database.db, "exam_rounds")).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
