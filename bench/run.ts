import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { withCpu } from "./cpu";
import { postgresPair } from "./postgres-pair";
import { cataloguePaths, measureRotating, memberWrites, type RotatingOptions, type Writer, warm } from "./rotating";
import { freePort, memoryAfterLoad, rssOf, startServer, stopServer, waitFor, waitForHealth } from "./server";
import { afterRestart, firstRender, postToPage, type StoreBench } from "./store";
import { type BenchTarget, MAX_P99_OVER_P50, MIN_HIT_RATIO, type Row, TARGET_RATIO, type TargetKind, targets } from "./targets";

/**
 * Throughput and latency of the production build, each target reported as a ratio to a ceiling
 * measured in the same run — a minimal Hono JSON app and a hello-world React Router SSR app with the
 * same package versions (bench/baselines/) — and whether it meets its target (bench/targets.ts).
 */
const root = path.resolve(import.meta.dirname, "..");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const WRITES_PER_SECOND = 5;
/**
 * `BENCH_ONLY=origin` measures the ceilings and the cache-off rotating rows only (the origin's
 * speed, without the ~25 one-URL targets), into bench/results/origin.md. `BENCH_DATA_DIR` reuses a
 * data directory a server already imported into (kept afterwards), sparing the import.
 */
/**
 * `BENCH_ONLY=store` measures the ceilings and the page store's rows (bench/store.ts) only, into
 * bench/results/store.md.
 */
/**
 * `BENCH_ONLY=runtime` measures the hello-world SSR ceiling and the license pages with the cache off,
 * on the Node that runs the bench (`process.execPath` runs every server), into
 * bench/results/runtime-node<major>.md: run it once per Node version for decision 0069's series.
 */
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== "origin" && only !== "runtime" && only !== "store") {
  throw new Error(`BENCH_ONLY must be "origin", "runtime" or "store", not "${only}"`);
}
const originOnly = only === "origin" || only === "runtime";
/** The origin: every page rendered per request (the page store and the in-process cache off). */
const ORIGIN_ENV = { PAGE_STORE: "0", PAGE_CACHE_TTL_MS: "0" };

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const baselineBuild = spawnSync("npx", ["react-router", "build"], {
    cwd: path.join(root, "bench/baselines/hello-ssr"),
    stdio: "ignore",
  });
  if (baselineBuild.status !== 0) throw new Error("baseline build failed");
  const [port, honoPort, ssrPort] = [await freePort(), await freePort(), await freePort()];
  // Production mode, as the portal runs: React's development build would make the SSR ceiling ~1.8× slower.
  const baselineEnv = { ...process.env, NODE_ENV: "production" };
  const baselines = [
    spawn(process.execPath, ["--import", "tsx", "bench/baselines/servers.ts", "hono", String(honoPort)], {
      cwd: root,
      env: baselineEnv,
      stdio: "ignore",
    }),
    spawn(process.execPath, ["--import", "tsx", "bench/baselines/servers.ts", "ssr", String(ssrPort)], {
      cwd: root,
      env: baselineEnv,
      stdio: "ignore",
    }),
  ];
  const keptDataDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), "jn-bench-"));
  // Measure against the real snapshot when it is beside the repo (as in CI), else the demo data.
  const sharedData = path.resolve(root, "../shared/data");
  const seedDataDir = process.env.SEED_DATA_DIR ?? (existsSync(sharedData) ? sharedData : "");
  let server = startServer(port, dataDir, seedDataDir, originOnly ? ORIGIN_ENV : {});
  // Registered at once: on a reused data directory the store may be ready within a second.
  const storeReady = server.logged(/^page store: ready/);
  storeReady.catch(() => undefined);
  const base = `http://127.0.0.1:${port}`;
  const restart = async (env: Record<string, string>) => {
    await stopServer(server);
    server = startServer(port, dataDir, seedDataDir, env);
    const ready = env.PAGE_STORE === "0" ? null : server.logged(/^page store: ready/);
    await waitForHealth(base, server);
    await ready;
    return server;
  };
  try {
    await waitForHealth(base, server);
    await waitFor(`http://127.0.0.1:${honoPort}/`);
    await waitFor(`http://127.0.0.1:${ssrPort}/`);
    const rows: Row[] = [];
    const [honoServer, ssrServer] = baselines;
    rows.push({
      ...(await measure(
        `http://127.0.0.1:${honoPort}`,
        { name: "ceiling: minimal Hono JSON app", path: "/", kind: "diagnostic" },
        null,
        honoServer?.pid,
      )),
      kind: "ceiling",
    });
    rows.push({
      ...(await measure(
        `http://127.0.0.1:${ssrPort}`,
        { name: "ceiling: hello-world React Router SSR", path: "/", kind: "diagnostic" },
        null,
        ssrServer?.pid,
      )),
      kind: "ceiling",
    });
    const catalogue = await cataloguePaths(base);
    const load = { connections, duration };
    const allName = `${catalogue.all.length} catalogue pages`;
    const licensesName = `${catalogue.licenses.length} license pages`;
    const rotating = async (name: string, paths: string[], kind: TargetKind, during?: RotatingOptions["during"]) => {
      const result = await withCpu(server.pid, () => measureRotating(base, paths, { ...load, during }));
      rows.push({ name, path: "(rotating)", kind, ...result });
    };
    const store: StoreBench = { base, catalogue, rotating, restart };
    // What the runtime alone takes under the same defaults: the memory targets' point of comparison.
    const storeLines = [
      `Hello-world React Router SSR, RSS after its row: ${await rssOf(ssrServer?.pid)} MB (Node ${process.version}, default flags, as the portal's servers).`,
    ];
    if (!originOnly) storeLines.push(await firstRender(store, storeReady));
    if (only === "store") {
      const poster = await benchMember(base, "benchposter");
      if (poster) storeLines.push(await postToPage(store, poster, catalogue.licenses[0] as string));
      await afterRestart(store);
      storeLines.push(
        `Server memory after the stored rows: ${(await memoryAfterLoad([base], "pglite"))[0]} (target: rss ≤ 300 MB on PGlite).`,
      );
      await restart(ORIGIN_ENV);
      await rotating(`origin: ${licensesName}, page store and cache off`, catalogue.licenses, "rotating");
      await stopServer(server);
      storeLines.push(...(await onPostgres(rows, catalogue.all, seedDataDir)));
      const report = `${render(rows)}\n\n${storeLines.join("\n\n")}`;
      console.log(report);
      writeResult("bench/results/store.md", report);
      return;
    }
    if (only === "runtime") {
      // One request at a time after a warm-up, so the figure is the server's CPU per request even on
      // a machine whose other work leaves too little time for 50 connections to finish (decision 0069).
      const ssr = await sequentialCpu(ssrServer?.pid, [`http://127.0.0.1:${ssrPort}/`], 300);
      const licenses = await sequentialCpu(
        server.pid,
        catalogue.licenses.slice(0, 300).map((p) => base + p),
        300,
      );
      const report = [
        `Node ${process.version}, one request at a time after ${RUNTIME_WARM_UP} warm-up requests, cache off`,
        "",
        "| target | requests | CPU ms/req |",
        "|---|--:|--:|",
        `| hello-world React Router SSR \`/\` | ${ssr.requests} | ${ssr.cpuMs?.toFixed(2) ?? "?"} |`,
        `| 300 license pages, rotating | ${licenses.requests} | ${licenses.cpuMs?.toFixed(2) ?? "?"} |`,
      ].join("\n");
      console.log(report);
      writeResult(`bench/results/runtime-node${process.versions.node.split(".")[0]}.md`, report);
      return;
    }
    if (originOnly) {
      await rotating(`rotating: ${allName}, cache off`, catalogue.all, "rotating");
      await rotating(`rotating: ${licensesName}, cache off`, catalogue.licenses, "rotating");
      const report = `${render(rows)}\n\nServer RSS after the cache-off runs: ${await rssOf(server.pid)} MB.`;
      console.log(report);
      writeResult("bench/results/origin.md", report);
      return;
    }
    const token = await benchMember(base, "benchuser");
    // Its own member: the bench member's posts (the posting limit's ten) are the mixed row's.
    const poster = await benchMember(base, "benchposter");
    if (poster) storeLines.push(await postToPage(store, poster, catalogue.licenses[0] as string));
    const postIds = token ? await benchPosts(base, token) : [];
    for (const target of targets) rows.push({ ...(await measure(base, target, token, server.pid)), kind: target.kind });
    // Real traffic keeps returning to the popular pages: the license pages, read once, then rotated
    // while members write. Their writes purge only what they change (decision 0033), so the hits stay.
    await warm(base, catalogue.licenses);
    await rotating(`rotating: ${licensesName}, cache on (warm)`, catalogue.licenses, "rotating");
    const writers = await benchWriters(base, postIds);
    const licenseIds = catalogue.licenses.map((url) => url.slice(url.indexOf("=") + 1));
    await rotating(
      `mixed: ${licensesName} (warm) while members write ${WRITES_PER_SECOND}/s, cache on`,
      catalogue.licenses,
      "mixed",
      memberWrites(base, writers, licenseIds, WRITES_PER_SECOND),
    );
    const rssMb = await rssOf(server.pid);

    // Every catalogue page right after a restart (the page store), then the origin as it is: the same
    // data directory, every page rendered per request.
    await afterRestart(store);
    const [storedMemory] = await memoryAfterLoad([base], "pglite");
    await restart(ORIGIN_ENV);
    await rotating(`origin: ${allName}, page store and cache off`, catalogue.all, "rotating");
    await rotating(`origin: ${licensesName}, page store and cache off`, catalogue.licenses, "rotating");

    // The 자격 로드맵's plan time in-process on the same data (PGlite admits one process: the server stops first).
    await stopServer(server);
    storeLines.push(...(await onPostgres(rows, catalogue.all, seedDataDir)));
    const roadmap = roadmapFigures(dataDir);
    const report = [
      render(rows),
      ...storeLines,
      `Server RSS after the cache-on run: ${rssMb} MB; after the stored rows: ${storedMemory} (target: rss ≤ 300 MB on PGlite).`,
      roadmap,
    ].join("\n\n");
    console.log(report);
    writeResult("bench/results/latest.md", report);
  } finally {
    for (const child of baselines) child.kill("SIGTERM");
    await stopServer(server);
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The page store's rows on PostgreSQL with two app processes, when `BENCH_DATABASE_URL` (a server
 * where the bench may create and drop a database) and `BENCH_REDIS_URL` are set.
 */
async function onPostgres(rows: Row[], paths: string[], seedDataDir: string): Promise<string[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL;
  if (!databaseUrl || !redisUrl) return ["PostgreSQL, two processes: not measured (set BENCH_DATABASE_URL and BENCH_REDIS_URL)."];
  const pair = await postgresPair({ databaseUrl, redisUrl, seedDataDir, paths, connections, duration });
  rows.push(...pair.rows);
  return pair.lines;
}

/** `bench/roadmap.ts` on the bench's data directory: its table (p50/p95/p99 of a plan, target p95 ≤ 50 ms). */
function roadmapFigures(dataDir: string): string {
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/roadmap.ts"], {
    cwd: root,
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (run.status !== 0) throw new Error("bench/roadmap.ts failed");
  return run.stdout.replace(/^# /, "## ").trim();
}

const RUNTIME_WARM_UP = 50;

/** CPU ms `pid` spends per request over `count` sequential GETs cycling through `urls`, after a warm-up. */
async function sequentialCpu(pid: number | undefined, urls: string[], count: number) {
  const get = async (i: number) => {
    const res = await fetch(urls[i % urls.length] as string, { headers: { "accept-encoding": "br, gzip" } });
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < RUNTIME_WARM_UP; i++) await get(i);
  return withCpu(pid, async () => {
    for (let i = 0; i < count; i++) await get(i);
    return { requests: count };
  });
}

function writeResult(file: string, report: string) {
  const out = path.join(root, file);
  writeFileSync(
    out,
    `# npm run bench — ${new Date().toISOString()}\n\n${connections} connections, ${duration} s per target; rotating targets cycle through every id of the list APIs.\n\n${report}\n`,
  );
  console.log(`written to ${file}`);
}

async function measure(base: string, target: BenchTarget, token: string | null, pid: number | undefined): Promise<Row> {
  const headers: Record<string, string> = { "accept-encoding": "br, gzip" };
  if (target.body !== undefined) headers["content-type"] = "application/json";
  if (target.auth && token) {
    // As clients send it: a browser opens pages with its session cookie only; API clients send the header.
    if (target.path.startsWith("/v")) headers["x-access-token"] = token;
    else headers.cookie = `accessToken=${token}`;
  }
  let client = 0;
  const result = await withCpu(pid, async () => {
    const run = await autocannon({
      url: base + target.path,
      method: target.method ?? "GET",
      body: target.body === undefined ? undefined : JSON.stringify(target.body),
      headers,
      requests: target.spreadClients
        ? [
            {
              setupRequest: (request) => {
                client += 1;
                request.headers = {
                  ...request.headers,
                  "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
                };
                return request;
              },
            },
          ]
        : undefined,
      connections,
      duration,
    });
    return { run, requests: run.requests.total };
  });
  return {
    name: target.name,
    path: target.path,
    rps: result.run.requests.average,
    p50: result.run.latency.p50,
    p99: result.run.latency.p99,
    non2xx: result.run.non2xx,
    cpuMs: result.cpuMs,
  };
}

/** A member for the authenticated targets; null when the members API is not there. */
async function benchMember(base: string, mbId: string): Promise<string | null> {
  const member = { mbId, mbPassword: "bench-password-1" };
  // Each member signs up as its own client (sign-ups are limited per client address; the server trusts one proxy).
  const client = `10.200.${mbId.length}.${[...mbId].reduce((n, ch) => (n + ch.charCodeAt(0)) % 250, 0) + 1}`;
  await fetch(`${base}/v2/member/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": client },
    body: JSON.stringify({
      ...member,
      mbName: "벤치",
      mbNick: mbId,
      mbEmail: `${mbId}@example.com`,
      mbHp: "010-0000-0000",
      agreeTerms: true,
    }),
  }).catch(() => undefined);
  const res = await fetch(`${base}/v1/auth/token.php`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(member),
  }).catch(() => undefined);
  if (!res?.ok) return null;
  const body = (await res.json()) as { accessToken?: string };
  return body.accessToken ?? null;
}

/** Members who write during the mixed target, each on the bench member's posts. */
async function benchWriters(base: string, postIds: number[]): Promise<Writer[]> {
  const writers: Writer[] = [];
  for (const mbId of ["benchwriter1", "benchwriter2", "benchwriter3", "benchwriter4"]) {
    const token = await benchMember(base, mbId);
    if (!token) throw new Error(`bench writer ${mbId} could not log in`);
    writers.push({ token, postIds });
  }
  return writers;
}

/** Ten posts (the posting limit) with a comment each on the free board: post id 1 is the first in a fresh DATA_DIR. */
async function benchPosts(base: string, token: string): Promise<number[]> {
  const ids: number[] = [];
  const headers = { "content-type": "application/json", "x-access-token": token };
  for (let i = 1; i <= 10; i++) {
    const res = await fetch(`${base}/v2/board/posts`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        board: "free",
        title: `벤치마크 게시글 ${i}`,
        body: "<p>벤치마크용으로 생성한 게시글입니다.</p>".repeat(5),
      }),
    });
    if (res.status !== 201) return ids;
    const { data } = (await res.json()) as { data: { id: number } };
    ids.push(data.id);
    await fetch(`${base}/v2/board/posts/${data.id}/comments`, {
      method: "POST",
      headers,
      body: JSON.stringify({ body: "벤치마크 댓글" }),
    });
  }
  return ids;
}

function render(rows: Row[]): string {
  const ceiling = { hono: rows[0], ssr: rows[1] };
  const lines = [
    "| target | path | req/s | p50 ms | p99 ms | non-2xx | ratio | CPU ms/req | CPU ratio | cache hits | target | met |",
    "|---|---|---:|---:|---:|---:|---|---:|---|---:|---|---|",
  ];
  for (const row of rows) {
    const goal = row.kind && row.kind !== "ceiling" ? TARGET_RATIO[row.kind] : null;
    const minHits = row.kind === "mixed" ? MIN_HIT_RATIO : null;
    const against = goal?.against ?? (row.path.startsWith("/v") || row.path === "/healthz" ? "hono" : "ssr");
    const base = ceiling[against];
    const ratio = row.rps / (base?.rps ?? 1);
    // The same ratio by the CPU each server spent per request: what the machine's other load does not move.
    const cpuRatio = row.cpuMs && base?.cpuMs ? `${(base.cpuMs / row.cpuMs).toFixed(2)} × ${against}` : "—";
    // A row measured while the server renders every page beside it is judged by its errors alone.
    const tail = row.kind === "rebuild" || row.p99 <= MAX_P99_OVER_P50 * Math.max(row.p50, 1);
    const hitsMet = minHits === null || (row.hitRatio ?? 0) >= minHits;
    const judged = goal?.by === "cpu" ? (row.cpuMs && base?.cpuMs ? base.cpuMs / row.cpuMs : 0) : ratio;
    const met =
      row.kind === "ceiling" ? "—" : (goal ? judged >= goal.ratio : true) && tail && hitsMet && row.non2xx === 0 ? "yes" : "no";
    const targets = [
      goal ? `≥ ${goal.ratio} × ${against}${goal.by === "cpu" ? " by CPU" : ""}` : null,
      row.kind === "ceiling" ? "ceiling" : row.kind === "rebuild" ? "0 non-2xx" : `p99 ≤ ${MAX_P99_OVER_P50} × p50`,
      minHits === null ? null : `hits ≥ ${minHits}`,
    ].filter(Boolean);
    const hits = row.hitRatio === undefined || row.hitRatio === null ? "—" : row.hitRatio.toFixed(2);
    const writes = row.writes ? ` (${row.writes.done} writes, ${row.writes.failed} refused)` : "";
    const cpu = row.cpuMs === null ? "—" : row.cpuMs.toFixed(2);
    lines.push(
      `| ${row.name}${writes} | \`${row.path}\` | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${ratio.toFixed(2)} × ${against} | ${cpu} | ${cpuRatio} | ${hits} | ${targets.join(", ")} | ${met} |`,
    );
  }
  return lines.join("\n");
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
