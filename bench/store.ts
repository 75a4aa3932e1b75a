import type { CataloguePaths } from "./rotating";
import type { BenchServer, LogLine } from "./server";
import type { TargetKind } from "./targets";

/**
 * The page store's rows (issue 35, decision 0077): the site while the first start renders every
 * catalogue page, how long that takes and what it stores, every catalogue page right after a
 * restart (with the in-process cache on and off), and how soon a post shows on its license's page.
 */
export interface StoreBench {
  base: string;
  catalogue: CataloguePaths;
  rotating: (name: string, paths: string[], kind: TargetKind) => Promise<void>;
  /** Stops the server and starts it again on the same data directory with `env`; resolves once it is healthy. */
  restart: (env: Record<string, string>) => Promise<BenchServer>;
}

/** Waits for the store's first fill, measuring the site meanwhile; answers the report's line. */
export async function firstRender(bench: StoreBench, ready: Promise<LogLine>): Promise<string> {
  const started = performance.now();
  await bench.rotating(
    `rotating: ${bench.catalogue.all.length} catalogue pages while the first start renders them`,
    bench.catalogue.all,
    "rebuild",
  );
  const line = await ready;
  const waited = Math.round((performance.now() - started) / 1000);
  const { seconds, pages, bytesPerPage } = line as LogLine & { seconds: number; pages: number; bytesPerPage: number };
  return `Page store, first start: ${pages} pages (job and major pages once for every device, the others for desktop and mobile) rendered in ${seconds} s of the server's own count (target ≤ 120 s; the bench waited ${waited} s after start-up), ${(bytesPerPage / 1024).toFixed(1)} KB stored per page (brotli), ${((pages * bytesPerPage) / 1024 / 1024).toFixed(0)} MB in all.`;
}

/** Every catalogue page right after a restart, with the in-process cache on and then off. */
export async function afterRestart(bench: StoreBench): Promise<void> {
  const name = `${bench.catalogue.all.length} catalogue pages`;
  await bench.restart({});
  await bench.rotating(`stored: ${name} right after a restart`, bench.catalogue.all, "stored");
  await bench.restart({ PAGE_CACHE_TTL_MS: "0" });
  await bench.rotating(`stored: ${name} after a restart, PAGE_CACHE_TTL_MS=0`, bench.catalogue.all, "stored");
}

/** Milliseconds from a post's 201 to its title on its license's page as an anonymous visitor gets it. */
export async function postToPage(bench: StoreBench, token: string, licensePath: string): Promise<string> {
  const licenseId = new URL(licensePath, bench.base).searchParams.get("ld_id");
  const title = `벤치마크 질문 ${Date.now()}`;
  const posted = await fetch(`${bench.base}/v2/board/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-access-token": token },
    body: JSON.stringify({ board: "qna", ld_id: licenseId, title, body: "벤치마크 질문입니다." }),
  });
  if (posted.status !== 201) return `A post on ${licensePath}: refused (${posted.status}), not measured.`;
  const started = performance.now();
  for (;;) {
    const page = await (await fetch(bench.base + licensePath)).text();
    const ms = performance.now() - started;
    if (page.includes(title))
      return `A post on ${licensePath} shows on the page ${ms.toFixed(0)} ms after its 201 (target ≤ 1,000 ms).`;
    if (ms > 10_000) return `A post on ${licensePath} did not show within 10 s (target ≤ 1,000 ms).`;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
