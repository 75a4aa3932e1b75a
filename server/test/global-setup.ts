import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.server";
import { seedDatabase } from "../seed";
import { sweepScratch } from "./scratch";
import { seedDataDir, templateDatabaseName } from "./settings";

const serverDir = path.resolve(import.meta.dirname, "..");

/**
 * Seeds the real data snapshot once: a PGlite data directory every test file copies, and (with
 * TEST_DATABASE_URL) a PostgreSQL template database every test file clones. Both are reused while
 * the migrations, the import code and the data are unchanged.
 */
export default async function setup(project: TestProject) {
  const dir = seedDataDir();
  const key = fingerprint(dir);
  const url = process.env.TEST_DATABASE_URL;
  sweepScratch();
  // Side by side: PGlite's seeding keeps this thread busy while PostgreSQL's runs in its own process.
  const [pgliteSeedDir, postgresTemplate] = await Promise.all([
    ensurePgliteSnapshot(dir, key).then(ensurePgliteDirectory),
    url ? ensurePostgresTemplate(url, dir, key) : undefined,
  ]);
  project.provide("pgliteSeedDir", pgliteSeedDir);
  if (postgresTemplate) project.provide("postgresTemplate", postgresTemplate);
}

/** The seeded PostgreSQL template database of this fingerprint, made once per machine. */
async function ensurePostgresTemplate(url: string, dir: string, key: string): Promise<string> {
  const templateName = templateDatabaseName(key);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // One creator at a time per machine: parallel test runs of the same fingerprint wait here.
  await admin.query("select pg_advisory_lock(hashtext('jn_test_template'))");
  try {
    const ready = await admin.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [templateName],
    );
    if (ready.rows[0]?.comment !== "ready") {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.query(
        `CREATE DATABASE ${templateName} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
      );
      const template = await openDatabase({
        driver: "postgres",
        url: withDatabase(url, templateName),
        max: 2,
        // PGlite's seeding beside it holds this thread for seconds at a time: a connection opened
        // meanwhile must not time out while its handshake waits for the thread (a CI run failed so).
        connectionTimeoutMs: 120_000,
      });
      await template.migrate();
      await seedDatabase(template.db, dir, { log: () => undefined });
      await template.close();
      await admin.query(`COMMENT ON DATABASE ${templateName} IS 'ready'`);
    }
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('jn_test_template'))");
    await admin.end();
  }
  return templateName;
}

/**
 * The seeded PGlite data directory as a dump (`$TMPDIR/jn-test-cache/<fingerprint>.tar`), made once
 * per fingerprint, and unpacked beside it (`ensurePgliteDirectory`), which every integration file
 * and e2e server (e2e/global-setup.ts) copies instead of importing the snapshot again.
 */
export async function ensurePgliteSnapshot(dir = seedDataDir(), key = fingerprint(dir)): Promise<string> {
  const cacheDir = path.join(tmpdir(), "jn-test-cache");
  mkdirSync(cacheDir, { recursive: true });
  const snapshotPath = path.join(cacheDir, `${key}.tar`);
  if (existsSync(snapshotPath)) return snapshotPath;
  const lite = await openDatabase({ driver: "pglite", dataDir: null, forDump: true });
  await lite.migrate();
  await seedDatabase(lite.db, dir, { log: () => undefined });
  const dump = await lite.dump?.();
  await lite.close();
  if (!dump) throw new Error("PGlite dump failed");
  const partial = `${snapshotPath}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, snapshotPath);
  return snapshotPath;
}

/**
 * The seeded dump unpacked once into a PGlite data directory (`<fingerprint>.pgdata` beside the
 * dump), which every integration file and e2e server copies and opens where it lies: a file copy and
 * a start cost ~0.8 s of CPU, where loading the 104 MB tar into PGlite's in-memory file system cost
 * 2–4.7 s per file (decision 0070, fourth round).
 */
export async function ensurePgliteDirectory(snapshotPath: string): Promise<string> {
  const seedDir = snapshotPath.replace(/\.tar$/, ".pgdata");
  if (existsSync(path.join(seedDir, "PG_VERSION"))) return seedDir;
  const partial = `${seedDir}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const snapshot = new Blob([readFileSync(snapshotPath)]);
  const database = await openDatabase({ driver: "pglite", dataDir: partial, snapshot });
  await database.close();
  try {
    renameSync(partial, seedDir);
  } catch (error) {
    // Another run of the same fingerprint unpacked it first.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(seedDir, "PG_VERSION"))) throw error;
  }
  return seedDir;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Hash of everything the seeded database depends on: the code by its path inside server/ and its
 * bytes, the data by its path inside the data folder and its bytes (~20 MB), so clones in other
 * folders and copies of the data share one dump.
 */
export function fingerprint(dataDir: string): string {
  const hash = createHash("sha256");
  const files = [
    ...listFiles(path.join(serverDir, "db")),
    ...listFiles(path.join(serverDir, "import")),
    ...listFiles(path.join(serverDir, "modules")).filter((f) => /(seed|documents|catalogue)(\.server)?\.(ts|csv)$/.test(f)),
    // The catalogue read model is built at seeding from what these services read.
    ...listFiles(path.join(serverDir, "modules/catalogue")),
    ...["licenses", "jobs", "majors", "schedules", "preferenceLaws"].map((m) =>
      path.join(serverDir, "modules", m, "service.server.ts"),
    ),
    // How a 우대현황 row's articles are paired is part of the license pages' payload.
    path.join(serverDir, "../shared/preference-laws.ts"),
    path.join(serverDir, "seed.ts"),
  ];
  const relative = (base: string, file: string) => path.relative(base, file).split(path.sep).join("/");
  for (const file of files.sort()) hash.update(relative(serverDir, file)).update(readFileSync(file));
  for (const file of listFiles(dataDir).sort()) hash.update(relative(dataDir, file)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.endsWith(".test.ts"))
    .map((d) => path.join(d.parentPath, d.name));
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSeedDir: string;
    postgresTemplate: string;
  }
}
