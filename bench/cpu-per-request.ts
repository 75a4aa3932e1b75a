import { readFileSync } from "node:fs";
import { cataloguePaths } from "./rotating";

/**
 * CPU milliseconds the server process spends per request (its utime + stime from /proc), rotating
 * over the catalogue pages, and the same for the hello-world SSR baseline: on a machine shared with
 * other work, req/s follow the load of the neighbours while CPU per request does not. Run against
 * servers already started (the bench's `startServer` settings with `PAGE_CACHE_TTL_MS=0`, and
 * `bench/baselines/servers.ts ssr <port>`):
 *   node --import tsx bench/cpu-per-request.ts <server pid> <server port> <ssr pid> <ssr port> [requests]
 */
const [serverPid, serverPort, ssrPid, ssrPort, count = "400"] = process.argv.slice(2);
const requests = Number(count);
const CONCURRENCY = 4;
const TICKS_PER_MS = 100 / 1000;

function cpuMs(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}

async function cpuPerRequest(pid: string, base: string, paths: string[]): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const path = paths[next++ % paths.length] as string;
      const res = await fetch(base + path, { headers: { "accept-encoding": "br, gzip" } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    }
  };
  const before = cpuMs(pid);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return (cpuMs(pid) - before) / requests;
}

const base = `http://127.0.0.1:${serverPort}`;
const catalogue = await cataloguePaths(base);
const ssr = await cpuPerRequest(ssrPid as string, `http://127.0.0.1:${ssrPort}`, ["/"]);
const all = await cpuPerRequest(serverPid as string, base, catalogue.all);
const licenses = await cpuPerRequest(serverPid as string, base, catalogue.licenses);
const row = (name: string, ms: number) => `| ${name} | ${ms.toFixed(2)} | ${(ssr / ms).toFixed(2)} × ssr |`;
console.log(`| ${requests} requests each, concurrency ${CONCURRENCY} | CPU ms / request | throughput bound |`);
console.log("|---|--:|--:|");
console.log(row("hello-world React Router SSR", ssr));
console.log(row(`rotating ${catalogue.all.length} catalogue pages, cache off`, all));
console.log(row(`rotating ${catalogue.licenses.length} license pages, cache off`, licenses));
