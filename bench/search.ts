import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { desc, sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../server/db/client.server";
import { boards, licenses, posts as postsTable } from "../server/db/schema";
import { reindex } from "../server/modules/search/indexer.server";
import { createSearchService } from "../server/modules/search/service.server";
import { seedDatabase } from "../server/seed";

/**
 * `npm run bench:search`: in-process latency of the site search on the imported dataset plus
 * 100,000 generated community posts, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL)
 * PostgreSQL, next to a plain `ILIKE '%…%'` scan measured in the same run.
 */
const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.resolve(process.env.SEED_DATA_DIR ?? path.join(root, "../shared/data"));
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BASELINE_RUNS = Number(process.env.BENCH_BASELINE_RUNS ?? 30);
const QUERIES = [
  { label: "2 syllables", keyword: "처리" },
  { label: "3+ syllables", keyword: "정보처리기사" },
  { label: "초성", keyword: "ㅈㅂㅊㄹ" },
  { label: "mixed Latin", keyword: "SQLD" },
  { label: "misspelled", keyword: "정보처리기삭" },
];
const TARGET_P95_MS = { pglite: 25, postgres: 10 } as const;
/** Marks every generated row; they exist only in the throw-away bench databases. */
const BENCH_BOARD = "bench_generated";

/** mulberry32: a small seeded PRNG so every run generates the same corpus. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PREFIXES = ["[후기]", "[질문]", "[정보]", "[잡담]", "[공유]", ""];
const TOPICS = [
  "합격 후기",
  "필기 공부법",
  "실기 준비 어떻게 하셨나요",
  "기출문제 회독 순서",
  "독학 가능한가요",
  "시험 일정 정리",
  "접수 팁",
  "난이도 체감",
  "교재 추천 부탁드립니다",
  "인강 비교",
  "비전공자 도전기",
  "2회차 합격",
  "과락 면하는 법",
  "취업에 도움 되나요",
];
const ENDINGS = ["", "", "ㅠㅠ", "!!", "궁금합니다", "공유해요", "(장문)"];
const BODY_WORDS = [
  "공부",
  "시간",
  "계획",
  "문제집",
  "요약",
  "암기",
  "실습",
  "모의고사",
  "오답노트",
  "스터디",
  "출근 전",
  "주말",
];

function generatePosts(names: string[], count: number) {
  const random = prng(20261122);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const rows: Array<typeof postsTable.$inferInsert> = [];
  for (let i = 0; i < count; i++) {
    const title = [pick(PREFIXES), pick(names), pick(TOPICS), pick(ENDINGS)].filter(Boolean).join(" ");
    const body = Array.from({ length: 6 + Math.floor(random() * 10) }, () => pick(BODY_WORDS)).join(" ");
    rows.push({
      boardSlug: BENCH_BOARD,
      category: "벤치마크 생성 데이터",
      title,
      body: `<p>${body}</p>`,
      bodyText: body,
      authorName: "bench",
      views: Math.floor(random() * 5000),
    });
  }
  return rows;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(10, runs); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/** The naive alternative: ILIKE over titles, same "3 per category with totals" shape. */
function ilikeAll(db: Database["db"], keyword: string) {
  return db.execute(sql`
    select * from (
      select d.id, d.category, d.title, count(*) over (partition by d.category) as total,
        row_number() over (partition by d.category order by d.popularity desc, d.id) as rn
      from search_documents d where d.title ilike ${`%${keyword}%`} or d.summary ilike ${`%${keyword}%`}
    ) x where rn <= 3`);
}

interface Row {
  driver: "pglite" | "postgres";
  label: string;
  keyword: string;
  hits: number;
  p50: number;
  p95: number;
  p99: number;
  qps: number;
  ilikeP50: number;
  /** 1-minute load average when the query finished (2 cores shared with other processes). */
  load: number;
}

async function benchDriver(
  driver: "pglite" | "postgres",
  adminUrl: string | undefined,
): Promise<{ rows: Row[]; documents: number }> {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (driver === "pglite") {
    database = await openDatabase({ driver: "pglite", dataDir: null });
  } else {
    const name = `jn_bench_search_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    database = await openDatabase({ driver: "postgres", url: url.toString(), max: 2 });
    drop = async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  try {
    const { db } = database;
    let started = performance.now();
    await database.migrate();
    await seedDatabase(db, dataDir, { log: () => undefined });
    console.log(`[${driver}] imported ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const names = (await db.select({ name: licenses.name }).from(licenses).orderBy(desc(licenses.applicants)).limit(400)).map(
      (r) => r.name,
    );
    const posts = generatePosts(names, POSTS);
    started = performance.now();
    await db.insert(boards).values({ slug: BENCH_BOARD, name: "벤치마크", kind: "community" }).onConflictDoNothing();
    for (let i = 0; i < posts.length; i += 2000) await db.insert(postsTable).values(posts.slice(i, i + 2000));
    const { documents } = await reindex(db);
    console.log(
      `[${driver}] ${POSTS} generated posts, index of ${documents} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const search = createSearchService(db);
    const rows: Row[] = [];
    for (const q of QUERIES) {
      const outcome = await search.search({ keyword: q.keyword, scope: "all" });
      const hits = outcome.ok ? outcome.result.categories.reduce((n, c) => n + c.total, 0) : 0;
      const samples = await time(RUNS, () => search.search({ keyword: q.keyword, scope: "all" }));
      const baseline = await time(BASELINE_RUNS, () => ilikeAll(db, q.keyword));
      const total = samples.reduce((a, b) => a + b, 0);
      rows.push({
        driver,
        label: q.label,
        keyword: q.keyword,
        hits,
        p50: percentile(samples, 50),
        p95: percentile(samples, 95),
        p99: percentile(samples, 99),
        qps: (samples.length * 1000) / total,
        ilikeP50: percentile(baseline, 50),
        load: loadavg()[0] ?? 0,
      });
    }
    return { rows, documents };
  } finally {
    await database.close();
    await drop?.();
  }
}

const ms = (n: number) => n.toFixed(2);

function table(rows: Row[]): string {
  const lines = [
    "| driver | query | keyword | hits | p50 ms | p95 ms | p99 ms | queries/s | ILIKE p50 ms | ILIKE ÷ engine (p50) | p95 target | load avg |",
    "|---|---|---|--:|--:|--:|--:|--:|--:|--:|---|--:|",
  ];
  for (const r of rows) {
    const target = TARGET_P95_MS[r.driver];
    lines.push(
      `| ${r.driver} | ${r.label} | ${r.keyword} | ${r.hits} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.qps.toFixed(0)} | ${ms(r.ilikeP50)} | ${(r.ilikeP50 / r.p50).toFixed(1)}× | ${r.p95 <= target ? "met" : "missed"} (≤ ${target} ms) | ${r.load.toFixed(1)} |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  if (!existsSync(dataDir)) throw new Error(`Seed data not found: ${dataDir} (set SEED_DATA_DIR)`);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const rows: Row[] = [];
  const corpus: string[] = [];
  for (const driver of adminUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const)) {
    const result = await benchDriver(driver, adminUrl);
    rows.push(...result.rows);
    corpus.push(`${driver}: ${result.documents.toLocaleString("en-US")} documents`);
  }
  const output = table(rows);
  console.log(output);
  const report = [
    "# Site search benchmark",
    "",
    `Generated by \`npm run bench:search\` on ${new Date().toISOString()}.`,
    "",
    `Corpus: the dataset imported from \`${path.relative(root, dataDir)}\` plus ${POSTS.toLocaleString("en-US")} generated community posts`,
    `(board \`${BENCH_BOARD}\`, seeded PRNG, test data that exists only in the bench databases) — ${corpus.join(", ")}.`,
    `Each query runs in "all" mode (3 per category plus every category's total) ${RUNS} times in-process after a warm-up;`,
    `the baseline is a plain \`ILIKE '%…%'\` over title and summary with the same result shape, ${BASELINE_RUNS} runs.`,
    `Machine: ${cpus().length} cores shared with other processes; the last column is the 1-minute load average when`,
    "each query finished — above the core count, the latencies include waiting for a CPU and are indicative only.",
    "",
    output,
    "",
  ].join("\n");
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/search.md"), report);
  console.log("written bench/results/search.md");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
