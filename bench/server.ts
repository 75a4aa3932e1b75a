import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";

const root = path.resolve(import.meta.dirname, "..");

/** A log line of the server (pino JSON). */
export type LogLine = { level: number; msg: string } & Record<string, unknown>;

export interface BenchServer {
  process: ChildProcess;
  pid: number | undefined;
  /** Resolves with the first log line from now on whose message matches `pattern`. */
  logged(pattern: RegExp, timeoutMs?: number): Promise<LogLine>;
}

/**
 * The compiled server, as `npm start` runs it (built by `npm run build`), with the README's glibc
 * setting. It logs at info level; warnings, errors and the page store's lines are printed.
 */
export function startServer(port: number, dataDir: string, seedDataDir: string, env: Record<string, string>): BenchServer {
  const child = spawn(process.execPath, ["build/server-main/main.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DATA_DIR: seedDataDir,
      LOG_LEVEL: "info",
      TEST_ROUTES: "1",
      TRUST_PROXY: "1",
      MALLOC_ARENA_MAX: "2",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const waiting = new Set<{ pattern: RegExp; resolve: (line: LogLine) => void }>();
  createInterface({ input: child.stdout as NonNullable<typeof child.stdout> }).on("line", (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      console.log(text);
      return;
    }
    if (line.level >= 40 || line.msg.startsWith("page store"))
      console.log(`  server: ${line.msg} ${JSON.stringify(detailsOf(line))}`);
    for (const waiter of waiting)
      if (waiter.pattern.test(line.msg)) {
        waiting.delete(waiter);
        waiter.resolve(line);
      }
  });
  return {
    process: child,
    pid: child.pid,
    logged: (pattern, timeoutMs = 900_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the server never logged ${pattern}`)), timeoutMs);
        timer.unref();
        waiting.add({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      }),
  };
}

function detailsOf(line: LogLine): Record<string, unknown> {
  const { level: _level, time: _time, service: _service, msg: _msg, ...rest } = line;
  return rest;
}

export async function stopServer(server: BenchServer | ChildProcess): Promise<void> {
  const child = "process" in server ? server.process : server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Resident set size of a process in MB (Linux /proc), or "?" elsewhere. */
export async function rssOf(pid: number | undefined): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Number.isFinite(kb) && kb > 0 ? (kb / 1024).toFixed(0) : "?";
}

export async function waitFor(url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

export async function waitForHealth(base: string, server: BenchServer) {
  // A first start imports the snapshot and builds the catalogue read model.
  const deadline = Date.now() + 900_000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited with ${server.process.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** The server's `process.memoryUsage()` (a TEST_ROUTES endpoint), in MB, for the report. */
export async function memoryOf(base: string, driver: "pglite" | "postgres"): Promise<string> {
  const res = await fetch(`${base}/__bench/memory`).catch(() => null);
  if (!res?.ok) return "memory unknown";
  const usage = (await res.json()) as Record<
    "rss" | "heapTotal" | "heapUsed" | "external" | "arrayBuffers" | "youngGeneration",
    number
  >;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  return `rss ${mb(usage.rss)}, V8 heap ${mb(usage.heapUsed)} used of ${mb(usage.heapTotal)} (young generation ${mb(usage.youngGeneration)} of it), external ${mb(usage.external)}${driver === "pglite" ? " (PGlite's WebAssembly memory counts here)" : ""}, array buffers ${mb(usage.arrayBuffers)}`;
}

/** Longer than the idle time after which a server releases memory (5 s, `server/http/idle-memory.ts`) and its check. */
const AFTER_IDLE_MS = 10_000;

/**
 * Each server's memory right after the load, and again once it has been idle long enough to hand
 * back what the load grew (the target's reading): one line per server.
 */
export async function memoryAfterLoad(bases: string[], driver: "pglite" | "postgres"): Promise<string[]> {
  const loaded = await Promise.all(bases.map((base) => memoryOf(base, driver)));
  await new Promise((resolve) => setTimeout(resolve, AFTER_IDLE_MS));
  const idle = await Promise.all(bases.map((base) => memoryOf(base, driver)));
  return bases.map((_, i) => `right after the load ${loaded[i]}; after ${AFTER_IDLE_MS / 1000} s without requests ${idle[i]}`);
}
