import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

/**
 * Lighthouse (mobile, its default emulation and throttling) on the production build: the four
 * category scores and the JavaScript a first load transfers, per page, into
 * bench/results/lighthouse.md. No assertions: the figures are for reading (issue 29's targets:
 * performance ≥ 95, the other categories 100, first-load JS ≤ 120 KB compressed).
 *
 * `BASE_URL=http://127.0.0.1:3000 npm run bench:lighthouse` measures a running server; without it
 * the script starts `build/server-main/main.mjs` (`npm run build` first) on `DATA_DIR`.
 */
const root = path.resolve(import.meta.dirname, "..");
const PAGES = [
  "/",
  "/jnLics",
  "/jnLics/licenseInfo?ld_id=1320",
  "/jnLics/licenseSchedule",
  "/jnComm",
  "/jnCareer/majorInfo",
  "/jnJob/jobDic",
  "/search/search?stx=%EC%A0%95%EB%B3%B4%EC%B2%98%EB%A6%AC",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);

interface Row {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  scriptKb: number;
  scripts: number;
  tbtMs: number | null;
  lcpMs: number | null;
}

async function startServer(): Promise<{ baseURL: string; server: ChildProcess }> {
  const port = Number(process.env.PORT ?? 3931);
  const server = spawn(process.execPath, ["build/server-main/main.mjs"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // The first start imports the snapshot: that can take minutes on a busy machine.
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseURL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseURL, server };
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill("SIGTERM");
  throw new Error("server did not become healthy");
}

async function measure(baseURL: string, page: string): Promise<Row> {
  const result = await lighthouse(`${baseURL}${page}`, { port: DEBUG_PORT, output: "json", logLevel: "error" });
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  const { lhr } = result;
  const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
    ?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === "Script");
  const score = (id: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  return {
    page,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    scriptKb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
    scripts: scripts.length,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
  };
}

function report(rows: Row[], baseURL: string): string {
  const cell = (n: number | null) => (n === null ? "–" : String(n));
  const ms = (n: number | null) => (n === null ? "–" : `${Math.round(n)}`);
  return [
    "# Lighthouse (mobile) on the production build",
    "",
    `Measured ${new Date().toISOString().slice(0, 16)}Z against ${baseURL} with Lighthouse's mobile defaults`,
    "(Moto G power emulation, simulated slow 4G, 4× CPU slowdown) by `npm run bench:lighthouse`.",
    "First-load JS: compressed bytes of every script the page loads before it is idle. Targets (issue 29):",
    "performance ≥ 95, accessibility / best practices / SEO 100, first-load JS ≤ 120 KB.",
    "Scores vary by a few points between runs on a shared machine.",
    "",
    "| page | performance | accessibility | best practices | SEO | first-load JS (KB) | scripts | TBT (ms) | LCP (ms) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| \`${decodeURIComponent(r.page)}\` | ${cell(r.scores.performance)} | ${cell(r.scores.accessibility)} | ${cell(r.scores["best-practices"])} | ${cell(r.scores.seo)} | ${r.scriptKb} | ${r.scripts} | ${ms(r.tbtMs)} | ${ms(r.lcpMs)} |`,
    ),
    "",
  ].join("\n");
}

async function main() {
  const started = process.env.BASE_URL ? null : await startServer();
  const baseURL = process.env.BASE_URL ?? started?.baseURL ?? "";
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [`--remote-debugging-port=${DEBUG_PORT}`, "--no-sandbox"],
  });
  try {
    const rows: Row[] = [];
    for (const page of PAGES) {
      const row = await measure(baseURL, page);
      console.log(JSON.stringify(row));
      rows.push(row);
    }
    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    writeFileSync(path.join(root, "bench/results/lighthouse.md"), report(rows, baseURL));
  } finally {
    await browser.close();
    started?.server.kill("SIGTERM");
  }
}

await main();
