import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { cpuMsOf } from "./cpu";
import { measureRotating } from "./rotating";
import { type BenchServer, freePort, type LogLine, memoryAfterLoad, startServer, stopServer, waitForHealth } from "./server";
import type { Row } from "./targets";

/**
 * The page store on PostgreSQL with two app processes (issue 35): a new database the first process
 * imports, both processes sharing the first fill through their claims, then every catalogue page
 * rotated over both right after a restart, CPU per request summed over both processes (PostgreSQL's
 * own CPU is not in it: it is another process, as in production).
 */
export async function postgresPair(options: {
  databaseUrl: string;
  redisUrl: string;
  seedDataDir: string;
  paths: string[];
  connections: number;
  duration: number;
}): Promise<{ rows: Row[]; lines: string[] }> {
  const name = `jn_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name} ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8' TEMPLATE template0`);
  const url = new URL(options.databaseUrl);
  url.pathname = `/${name}`;
  const dataDirs = [mkdtempSync(path.join(tmpdir(), "jn-bench-pg-a-")), mkdtempSync(path.join(tmpdir(), "jn-bench-pg-b-"))];
  const ports = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: options.redisUrl,
    AUTH_SECRET: "bench-two-processes-shared-secret-0123456789",
  };
  const start = (i: number) => startServer(ports[i] as number, dataDirs[i] as string, options.seedDataDir, env);
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  let servers: BenchServer[] = [];
  const lines: string[] = [];
  try {
    // The first process imports; the second starts on the imported database and joins the fill.
    const first = start(0);
    servers = [first];
    const firstReady = first.logged(/^page store: ready/);
    await waitForHealth(bases[0] as string, first);
    const joined = performance.now();
    const second = start(1);
    servers = [first, second];
    const secondReady = second.logged(/^page store: ready/);
    await waitForHealth(bases[1] as string, second);
    const ready = (await Promise.all([firstReady, secondReady])) as Array<LogLine & { seconds: number; pages: number }>;
    const both = Math.round((performance.now() - joined) / 1000);
    lines.push(
      `PostgreSQL, two processes: ${ready[0]?.pages} pages rendered by both (first process ${ready[0]?.seconds} s from its start-up, the second joined ${both} s before both were done).`,
    );

    // Right after a restart of both: every answer from the store, nothing rendered.
    await Promise.all(servers.map((server) => stopServer(server)));
    servers = [start(0), start(1)];
    const readyAgain = servers.map((server) => server.logged(/^page store: ready/));
    await Promise.all(servers.map((server, i) => waitForHealth(bases[i] as string, server)));
    await Promise.all(readyAgain);
    const before = servers.map((server) => cpuMsOf(server.pid));
    const results = await Promise.all(
      bases.map((base) =>
        measureRotating(base, options.paths, { connections: Math.ceil(options.connections / 2), duration: options.duration }),
      ),
    );
    const spent = servers.map((server, i) => (cpuMsOf(server.pid) ?? 0) - (before[i] ?? 0));
    const requests = results.reduce((n, r) => n + r.requests, 0);
    const hits = results.reduce((n, r) => n + (r.hitRatio ?? 0) * r.requests, 0);
    lines.push(
      `PostgreSQL, two processes, after the rotation: ${(await memoryAfterLoad(bases, "postgres")).join("; ")} (target: rss ≤ 200 MB).`,
    );
    return {
      rows: [
        {
          name: `stored: ${options.paths.length} catalogue pages, PostgreSQL, two processes right after a restart`,
          path: "(rotating, both ports)",
          kind: "stored",
          rps: results.reduce((n, r) => n + r.rps, 0),
          p50: Math.max(...results.map((r) => r.p50)),
          p99: Math.max(...results.map((r) => r.p99)),
          non2xx: results.reduce((n, r) => n + r.non2xx, 0),
          hitRatio: requests === 0 ? null : hits / requests,
          cpuMs: requests === 0 ? null : spent.reduce((n, ms) => n + ms, 0) / requests,
        },
      ],
      lines,
    };
  } finally {
    await Promise.all(servers.map((server) => stopServer(server)));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
