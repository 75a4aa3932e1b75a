import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type BenchTarget, targets } from "./targets";

/**
 * Throughput and latency of the production build, each target reported as a ratio to a
 * baseline measured in the same run (a static asset and a minimal SSR route).
 */
const root = path.resolve(import.meta.dirname, "..");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  baseline?: "static" | "ssr";
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "jn-bench-"));
  // Measure against the real snapshot when it is beside the repo (as in CI), else the demo data.
  const sharedData = path.resolve(root, "../shared/data");
  const seedDataDir = process.env.SEED_DATA_DIR ?? (existsSync(sharedData) ? sharedData : "");
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DATA_DIR: seedDataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, server);
    const token = await benchMember(base);
    const asset = readdirSync(path.join(root, "build/client/assets")).find((f) => f.endsWith(".css"));
    const rows: Row[] = [];
    rows.push(await measure(base, { name: "baseline: static asset", path: `/assets/${asset}`, baseline: "static" }, token));
    rows.push(await measure(base, { name: "baseline: minimal SSR route", path: "/_bench/minimal", baseline: "ssr" }, token));
    for (const target of targets) rows.push({ ...(await measure(base, target, token)), baseline: target.baseline });
    const report = render(rows);
    console.log(report);
    const out = path.join(root, "bench/results/latest.md");
    writeFileSync(
      out,
      `# npm run bench — ${new Date().toISOString()}\n\n${connections} connections, ${duration} s per target.\n\n${report}\n`,
    );
    console.log(`written to ${path.relative(root, out)}`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(base: string, target: BenchTarget, token: string | null): Promise<Row> {
  const headers: Record<string, string> = { "accept-encoding": "br, gzip" };
  if (target.body !== undefined) headers["content-type"] = "application/json";
  if (target.auth && token) headers["x-access-token"] = token;
  const result = await autocannon({
    url: base + target.path,
    method: target.method ?? "GET",
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    headers,
    connections,
    duration,
  });
  return {
    name: target.name,
    path: target.path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A member for the authenticated targets; null when the members API is not there. */
async function benchMember(base: string): Promise<string | null> {
  const member = { mbId: "benchuser", mbPassword: "bench-password-1" };
  await fetch(`${base}/v2/member/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      ...member,
      mbName: "벤치",
      mbNick: "벤치",
      mbEmail: "bench@example.com",
      mbHp: "010-0000-0000",
      agreeTerms: true,
    }),
  }).catch(() => undefined);
  const res = await fetch(`${base}/v1/auth/token.php`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(member),
  }).catch(() => undefined);
  if (!res?.ok) return null;
  const body = (await res.json()) as { accessToken?: string };
  return body.accessToken ?? null;
}

function render(rows: Row[]): string {
  const staticRps = rows[0]?.rps ?? 1;
  const ssrRps = rows[1]?.rps ?? 1;
  const lines = [
    "| target | path | req/s | p50 ms | p99 ms | non-2xx | ratio to baseline |",
    "|---|---|---:|---:|---:|---:|---|",
  ];
  for (const row of rows) {
    const ratio = row.baseline ? row.rps / (row.baseline === "ssr" ? ssrRps : staticRps) : 1;
    const against = row.baseline === "ssr" ? "SSR" : "static";
    lines.push(
      `| ${row.name} | \`${row.path}\` | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${ratio.toFixed(2)} × ${against} |`,
    );
  }
  return lines.join("\n");
}

async function waitForHealth(base: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
