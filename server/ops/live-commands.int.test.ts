// @module-tag process
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEVICE_USER_AGENT } from "../cache/page-store/paths";
import { type Database, openDatabase } from "../db/client.server";
import { dataImports, examPhases, examRounds, members } from "../db/schema";
import { SCHEDULE_FILES_DATASET } from "../import/schedule-files";
import { newClientAddress, newMember } from "../modules/members/test-helpers";
import { testDrivers } from "../test/databases";
import { withDatabase } from "../test/global-setup";
import { type ProcessEnv, runCliProcess, type ServerProcess, startCli, startServerProcess } from "../test/processes";
import {
  FIXTURE_NOW,
  FIXTURE_YEAR,
  ITEMS,
  type ItemKey,
  pageDate,
  VERSIONS,
  type Version,
  writeItemFixture,
} from "../test/schedule-fixture";

/**
 * Every operating CLI run as a child process against running servers (issue 54), and a CLI's change
 * reaching the other servers' caches and stored pages (issue 57): PGlite with one server (the CLI
 * hands its job over DATA_DIR/ops.sock), PostgreSQL with two servers sharing Redis (through one
 * server's socket, and directly). The schedules are an invented 2031 (server/test/schedule-fixture.ts).
 */
const SCHEDULES = "server/import/schedules-cli.ts";
const GRANT = "server/modules/admin/cli.ts";
const REINDEX = "server/modules/search/cli.ts";
const SYNC = "server/import/sync-cli.ts";
/** How long a change may take to reach every page ("within seconds"). */
const SETTLE_MS = 15_000;
/** An apply rebuilds the catalogue's read model in its transaction: 12–28 s on a busy 2-core machine. */
const APPLY_TIMEOUT = 120_000;

const scratch = mkdtempSync(path.join(tmpdir(), "jn-ops-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const get = (server: ServerProcess, url: string) =>
  fetch(`${server.baseUrl}${url}`, {
    headers: { "user-agent": DEVICE_USER_AGENT.desktop, "x-forwarded-for": newClientAddress() },
  });

/** Which fixture version a license page shows (its 필기 and 실기 원서접수 days), "none" or "mixed". */
function pageVersion(html: string, key: ItemKey): Version | "none" | "mixed" {
  const shown = (Object.keys(VERSIONS) as Version[]).map((v) => {
    const w = VERSIONS[v][key];
    return { v, marks: [w.reg[0], w.pracReg[0]].map((d) => html.includes(pageDate(d))) };
  });
  const any = shown.filter((s) => s.marks.some(Boolean));
  if (any.length === 0) return "none";
  const [only] = any;
  return any.length === 1 && only?.marks.every(Boolean) ? only.v : "mixed";
}

async function licensePage(server: ServerProcess, key: ItemKey) {
  const res = await get(server, `/jnLics/licenseInfo?ld_id=${ITEMS[key].jmcd}`);
  const html = await res.text();
  return { status: res.status, cache: res.headers.get("x-cache"), html, version: pageVersion(html, key) };
}

/** The calendar's counts on the 원서접수 start days of every version, "2031-01-07:1,…". */
async function calendar(server: ServerProcess) {
  const res = await get(server, `/jnLics/licenseSchedule?month=${FIXTURE_YEAR}-01`);
  const html = await res.text();
  const counts = new Map<string, string>();
  for (const m of html.matchAll(/data-ymd="(\d{4}-\d\d-\d\d)"[^>]*?일정 (\d+)건/g)) counts.set(m[1] as string, m[2] as string);
  const days = (["v1", "v2"] as const).flatMap((v) => [VERSIONS[v].a.reg[0], VERSIONS[v].b.reg[0]]);
  return { status: res.status, counts: days.map((d) => `${d}:${counts.get(d) ?? "?"}`).join(",") };
}

/** The roadmap's first sitting of item b (no eligibility needed). */
async function roadmapStep(server: ServerProcess) {
  const res = await get(server, `/v2/roadmap?goal=${ITEMS.b.jmcd}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    data: {
      steps: Array<{
        licenseId: string;
        round: { label: string; estimated: boolean; basis: string | null };
        phases: Array<{ registrationStart: string | null; estimated: boolean }>;
      }>;
    };
  };
  const step = body.data.steps.find((s) => s.licenseId === ITEMS.b.jmcd);
  if (!step) throw new Error(`no roadmap step for ${ITEMS.b.jmcd}: ${JSON.stringify(body.data.steps)}`);
  return { label: step.round.label, estimated: step.round.estimated, registrationStart: step.phases[0]?.registrationStart };
}

/** Waits until every server's pages of both items show `version`; the milliseconds it took. */
async function settledOn(servers: ServerProcess[], version: Version): Promise<number> {
  const started = performance.now();
  for (const server of servers)
    for (const key of ["a", "b"] as const)
      await expect
        .poll(async () => (await licensePage(server, key)).version, { timeout: SETTLE_MS, interval: 250 })
        .toBe(version);
  return Math.round(performance.now() - started);
}

/** The stored 필기 원서접수 start of both items' 2031 rounds, and the count of schedule-file runs. */
async function storedSchedule(db: Database["db"]) {
  const rows = await db
    .select({ licenseId: examRounds.licenseId, startsOn: examPhases.startsOn })
    .from(examRounds)
    .innerJoin(examPhases, eq(examPhases.roundId, examRounds.id))
    .where(
      and(
        eq(examRounds.year, FIXTURE_YEAR),
        inArray(examRounds.licenseId, [ITEMS.a.jmcd, ITEMS.b.jmcd]),
        eq(examPhases.stage, "written"),
        eq(examPhases.kind, "registration"),
      ),
    )
    .orderBy(examRounds.licenseId);
  const [runs] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataImports)
    .where(eq(dataImports.dataset, SCHEDULE_FILES_DATASET));
  return { rounds: rows.map((r) => `${r.licenseId}:${r.startsOn}`), runs: runs?.n ?? 0 };
}
const roundsOf = (version: Version) => [
  `${ITEMS.a.jmcd}:${VERSIONS[version].a.reg[0]}`,
  `${ITEMS.b.jmcd}:${VERSIONS[version].b.reg[0]}`,
];

describe.each(testDrivers(expect.getState().testPath))("operating CLIs against running servers [%s]", (driver) => {
  const postgres = driver === "postgres";
  const dir = mkdtempSync(path.join(scratch, `${driver}-`));
  const dataDirs = [path.join(dir, "s1"), path.join(dir, "s2")];
  let env: ProcessEnv = {};
  let servers: ServerProcess[] = [];
  let check: Database | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const member = newMember();
  let token = "";
  /** The CLI environment of server 1 (its DATA_DIR: the job goes over its socket). */
  const viaServer = () => ({ ...env, DATA_DIR: dataDirs[0] as string });
  /** PostgreSQL only: another DATA_DIR with no server, so the CLI runs on the database itself. */
  const direct = () => ({ ...env, DATA_DIR: path.join(dir, "direct") });
  const fixture = (name: string, version: Version, extra?: Array<Record<string, string>>) =>
    writeItemFixture(dir, name, version, extra);
  const serverEnv = (dataDir: string) => ({ ...env, DATA_DIR: dataDir });

  beforeAll(async () => {
    env = {
      AUTH_SECRET: "ops-process-test-secret-0123456789abcdef",
      TRUST_PROXY: "1",
      PUBLIC_ORIGIN: "http://localhost",
      PAGE_STORE_PRERENDER: "0",
      HEALTH_CHECK_TTL_MS: "0",
      // The servers' clock in the fixture year (E2E_HOOKS is what lets TEST_NOW move it).
      E2E_HOOKS: "1",
      TEST_NOW: FIXTURE_NOW,
      LOG_LEVEL: "info",
    };
    mkdirSync(path.join(dir, "direct"), { recursive: true });
    if (postgres) {
      const redisUrl = process.env.TEST_REDIS_URL;
      if (!redisUrl) throw new Error("the PostgreSQL run of this file needs TEST_REDIS_URL (two servers share Redis)");
      const url = process.env.TEST_DATABASE_URL as string;
      const name = `jn_test_${randomBytes(6).toString("hex")}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(statement);
        await client.end();
      };
      await admin(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
      dropDatabase = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      env = { ...env, DATABASE_URL: withDatabase(url, name), REDIS_URL: redisUrl };
      check = await openDatabase({ driver: "postgres", url: env.DATABASE_URL as string, max: 2 });
      servers = await Promise.all(dataDirs.map((d) => startServerProcess(serverEnv(d))));
    } else {
      cpSync(inject("pgliteSeedDir"), path.join(dataDirs[0] as string, "pglite"), { recursive: true });
      servers = [await startServerProcess(serverEnv(dataDirs[0] as string))];
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await check?.close();
    await dropDatabase?.();
  });

  it("admin:grant makes a member an admin through the running server, and says so once", async () => {
    const [s1] = servers as [ServerProcess];
    const client = { "content-type": "application/json", "x-forwarded-for": newClientAddress() };
    const registered = await fetch(`${s1.baseUrl}/v2/member/register`, {
      method: "POST",
      headers: client,
      body: JSON.stringify(member),
    });
    expect(registered.status).toBe(201);
    const login = await fetch(`${s1.baseUrl}/v1/auth/token.php`, {
      method: "POST",
      headers: client,
      body: JSON.stringify({ mbId: member.mbId, mbPassword: member.mbPassword }),
    });
    token = ((await login.json()) as { accessToken: string }).accessToken;
    const overview = (server: ServerProcess) =>
      fetch(`${server.baseUrl}/v2/member/admin-overview`, { headers: { "x-access-token": token } }).then((r) => r.status);
    expect(await overview(s1)).toBe(403);

    const granted = await runCliProcess(GRANT, [member.mbId], viaServer());
    expect(granted).toMatchObject({ code: 0, stdout: `${member.mbId} is now an admin.\n` });
    for (const server of servers) expect(await overview(server)).toBe(200);
    const again = await runCliProcess(GRANT, [member.mbId], viaServer());
    expect(again).toMatchObject({ code: 0, stdout: `${member.mbId} was already an admin.\n` });
    const nobody = await runCliProcess(GRANT, ["nobody_at_all"], viaServer());
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toBe('No active member with id "nobody_at_all" (활동 중인 회원이 없습니다).\n');
    if (check) {
      const [row] = await check.db.select({ isAdmin: members.isAdmin }).from(members).where(eq(members.loginId, member.mbId));
      expect(row?.isAdmin).toBe(true);
    }
  });

  it("data:sync without a service key says it skips and leaves the stored pages as they are; search:reindex rebuilds", async () => {
    const [s1] = servers as [ServerProcess];
    // Visited until this process keeps a copy of the stored page ("hit").
    await expect.poll(async () => (await licensePage(s1, "a")).cache, { timeout: 10_000, interval: 100 }).toBe("hit");
    const sync = await runCliProcess(SYNC, [], viaServer());
    expect(sync.code).toBe(0);
    expect(sync.stdout).toContain("DATA_GO_KR_SERVICE_KEY가 없어 Q-Net 동기화를 건너뜁니다 (가져온 자료를 그대로 씁니다).");
    // Nothing changed: no page turned stale, no cache was purged.
    expect((await licensePage(s1, "a")).cache).toBe("hit");

    const reindex = await runCliProcess(REINDEX, [], viaServer());
    expect(reindex.code).toBe(0);
    expect(reindex.stdout).toMatch(new RegExp(`^Search index rebuilt on ${driver}: \\d+ documents in \\d+ ms\\n$`));
  });

  let before: { calendar: string } = { calendar: "" };

  it("data:schedules --dry-run prints the rounds it would add and changes nothing", async () => {
    for (const server of servers)
      for (const key of ["a", "b"] as const) expect((await licensePage(server, key)).version).toBe("none");
    before = { calendar: (await calendar(servers[0] as ServerProcess)).counts };
    const estimate = await roadmapStep(servers[0] as ServerProcess);
    expect(estimate).toMatchObject({ estimated: true, label: "2031년 (예상 · 2026년 제1회 기준)" });

    const dry = await runCliProcess(SCHEDULES, ["--dry-run", fixture("fixture_2031_v1.csv", "v1")], viaServer());
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`  added   [item] ${ITEMS.a.jmcd} ${ITEMS.a.name} 2031 제1회`);
    expect(dry.stdout).toContain(`  added   [item] ${ITEMS.b.jmcd} ${ITEMS.b.name} 2031 제1회`);
    expect(dry.stdout).toContain("  item rounds: 2 added, 0 changed, 0 removed");
    expect(dry.stdout).toContain("Dry run: nothing was changed (--dry-run).");
    for (const server of servers) {
      for (const key of ["a", "b"] as const) expect((await licensePage(server, key)).version).toBe("none");
      expect((await calendar(server)).counts).toBe(before.calendar);
      expect(await roadmapStep(server)).toEqual(estimate);
    }
    if (check) expect(await storedSchedule(check.db)).toEqual({ rounds: [], runs: 0 });
  });

  it("a refused file names its lines and columns, exits 1 and changes nothing", async () => {
    const bad = fixture("fixture_2031_refused.csv", "v1", [
      {
        year: "2031",
        jmcd: ITEMS.a.jmcd,
        seriesnm: "기사",
        round: "제2회",
        doc_reg_start: "2031-04-14",
        doc_reg_end: "2031-02-30",
      },
      { year: "2031", jmcd: "0000", seriesnm: "기사", round: "제1회", doc_reg_start: "2031-01-13", doc_reg_end: "2031-01-16" },
    ]);
    const refused = await runCliProcess(SCHEDULES, [bad], viaServer());
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.trim().split("\n")).toEqual([
      "일정 파일에 문제가 2건 있어 아무것도 반영하지 않았습니다 (schedule files refused):",
      '  fixture_2031_refused.csv:4 (doc_reg_end): 실제 날짜가 아닙니다: "2031-02-30" [invalid_date]',
      "  fixture_2031_refused.csv:5 (jmcd): 알 수 없는 종목코드입니다: 0000 [unknown_item]",
    ]);
    for (const server of servers) {
      for (const key of ["a", "b"] as const) expect((await licensePage(server, key)).version).toBe("none");
      expect((await calendar(server)).counts).toBe(before.calendar);
    }
    if (check) expect(await storedSchedule(check.db)).toEqual({ rounds: [], runs: 0 });
  });

  let afterV1 = "";

  it("an applied file reaches every server's license pages, calendar and roadmap within seconds, without a restart", {
    timeout: APPLY_TIMEOUT,
  }, async () => {
    const applied = await runCliProcess(SCHEDULES, [fixture("fixture_2031_v1.csv", "v1")], viaServer());
    expect(applied.stderr).toBe("");
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain("  item rounds: 2 added, 0 changed, 0 removed");
    expect(applied.stdout).toMatch(/Applied in one transaction as import run #\d+ in [\d.]+ s\./);
    const settleMs = await settledOn(servers, "v1");
    console.log(`[${driver}] v1 through server 1: every page shows it ${settleMs} ms after the CLI ended`);
    for (const server of servers) {
      const page = await licensePage(server, "a");
      expect(page.html).toContain("2031년 기사 제1회");
      expect((await calendar(server)).counts).not.toBe(before.calendar);
      expect(await roadmapStep(server)).toEqual({
        estimated: false,
        label: "2031년 기능사 제1회",
        registrationStart: VERSIONS.v1.b.reg[0],
      });
    }
    afterV1 = (await calendar(servers[0] as ServerProcess)).counts;
    // Both items' v1 days changed, neither of v2's.
    const was = before.calendar.split(",");
    expect(afterV1.split(",").map((day, i) => day !== was[i])).toEqual([true, true, false, false]);
    if (check) expect(await storedSchedule(check.db)).toEqual({ rounds: roundsOf("v1"), runs: 1 });
  });

  it(`requests running during an apply${postgres ? " (the CLI on the database itself)" : ""} get no 5xx and see all old or all new dates`, {
    timeout: APPLY_TIMEOUT,
  }, async () => {
    const seen = {
      statuses: new Set<number>(),
      pages: new Set<string>(),
      calendars: new Set<string>(),
      failures: [] as string[],
      requests: 0,
      slowestMs: 0,
    };
    let running = true;
    const lane = async (probe: () => Promise<void>) => {
      while (running) {
        const started = performance.now();
        await probe().catch((error: unknown) => seen.failures.push(String(error)));
        seen.requests++;
        seen.slowestMs = Math.max(seen.slowestMs, performance.now() - started);
      }
    };
    const lanes = servers.flatMap((server) => [
      ...(["a", "b"] as const).map((key) =>
        lane(async () => {
          const page = await licensePage(server, key);
          seen.statuses.add(page.status);
          seen.pages.add(`${key}:${page.version}`);
        }),
      ),
      lane(async () => {
        const shown = await calendar(server);
        seen.statuses.add(shown.status);
        seen.calendars.add(shown.counts);
      }),
    ]);
    let afterV2 = "";
    try {
      const applied = await runCliProcess(SCHEDULES, [fixture("fixture_2031_v2.csv", "v2")], postgres ? direct() : viaServer());
      expect(applied.stderr).toBe("");
      expect(applied.code).toBe(0);
      expect(applied.stdout).toContain("  item rounds: 0 added, 2 changed, 0 removed");
      const settleMs = await settledOn(servers, "v2");
      console.log(
        `[${driver}] v2 ${postgres ? "direct" : "through the server"}: every page shows it ${settleMs} ms after the CLI ended`,
      );
      afterV2 = (await calendar(servers[0] as ServerProcess)).counts;
    } finally {
      running = false;
      await Promise.allSettled(lanes);
    }
    console.log(`[${driver}] during the apply: ${seen.requests} requests, slowest ${Math.round(seen.slowestMs)} ms`);
    expect(seen.failures).toEqual([]);
    expect([...seen.statuses].filter((s) => s >= 500)).toEqual([]);
    // The lanes saw the old schedule and then the new one.
    expect([...seen.pages].sort()).toEqual(expect.arrayContaining(["a:v1", "a:v2", "b:v1", "b:v2"]));
    expect([...seen.pages].filter((p) => !/:v[12]$/.test(p))).toEqual([]);
    expect([...seen.calendars].filter((c) => c !== afterV1 && c !== afterV2)).toEqual([]);
    if (check) expect(await storedSchedule(check.db)).toEqual({ rounds: roundsOf("v2"), runs: 2 });
  });

  it.runIf(!postgres)(
    "a server killed during an in-server apply keeps all of the previous schedule",
    { timeout: APPLY_TIMEOUT },
    async () => {
      const [s1] = servers as [ServerProcess];
      const from = s1.logs.length;
      const cli = startCli(SCHEDULES, [fixture("fixture_2031_v3.csv", "v3")], viaServer());
      await s1.waitForLog("operating command started", from);
      // The apply takes seconds on PGlite (the read model's rebuild is in its transaction).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await s1.kill();
      const cut = await cli.done;
      expect(cut.code).toBe(1);
      expect(cut.stderr).toContain("The server closed the operating channel before the job finished (작업 중단); see its log.");

      const database = await openDatabase({ driver: "pglite", dataDir: path.join(dataDirs[0] as string, "pglite") });
      try {
        expect(await storedSchedule(database.db)).toEqual({ rounds: roundsOf("v2"), runs: 2 });
        const [row] = await database.db
          .select({ isAdmin: members.isAdmin })
          .from(members)
          .where(eq(members.loginId, member.mbId));
        expect(row?.isAdmin).toBe(true);
      } finally {
        await database.close();
      }
      servers = [await startServerProcess(serverEnv(dataDirs[0] as string))];
      await settledOn(servers, "v2");
    },
  );

  it.runIf(postgres)(
    "a CLI killed during its direct apply leaves all of the previous schedule",
    { timeout: APPLY_TIMEOUT },
    async () => {
      const db = check as Database;
      const cli = startCli(SCHEDULES, [fixture("fixture_2031_v3.csv", "v3")], direct());
      // The apply's transaction holds its write lock on exam_rounds until it commits.
      const writer = async () => {
        const { rows } = await db.db.execute<{ pid: number }>(sql`
        select l.pid from pg_locks l join pg_class c on c.oid = l.relation
        where c.relname = 'exam_rounds' and l.mode = 'RowExclusiveLock' and l.granted and l.pid <> pg_backend_pid()`);
        return rows[0]?.pid ?? null;
      };
      await expect.poll(writer, { timeout: 30_000, interval: 20 }).not.toBeNull();
      cli.child.kill("SIGKILL");
      const cut = await cli.done;
      expect(cut.signal).toBe("SIGKILL");
      expect(cut.stdout).not.toContain("Applied in one transaction");
      // Other sessions never see the cut transaction's writes, and its backend ends without a commit
      // (it notices the dead client once the running statement, the read model's rebuild, ends).
      expect(await storedSchedule(db.db)).toEqual({ rounds: roundsOf("v2"), runs: 2 });
      await expect.poll(writer, { timeout: 60_000, interval: 250 }).toBeNull();
      expect(await storedSchedule(db.db)).toEqual({ rounds: roundsOf("v2"), runs: 2 });
      for (const server of servers)
        for (const key of ["a", "b"] as const) expect((await licensePage(server, key)).version).toBe("v2");
    },
  );
});
