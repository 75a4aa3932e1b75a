import autocannon from "autocannon";

/**
 * Real traffic opens many different pages: these targets rotate over every catalogue id the list
 * APIs return, count the shared cache's answers (`x-cache`), and can run while members write.
 */

export interface CataloguePaths {
  licenses: string[];
  all: string[];
}

interface ListPage<T> {
  data: { list: T[]; page: { totalItems: number } };
}

/** Every id of one list API, page by page (100 a page, the API's maximum). */
async function allOf<T>(base: string, path: string, toUrl: (row: T) => string): Promise<string[]> {
  const urls: string[] = [];
  for (let page = 1; ; page++) {
    const separator = path.includes("?") ? "&" : "?";
    const res = await fetch(`${base}${path}${separator}page=${page}&pageSize=100`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const body = (await res.json()) as ListPage<T>;
    urls.push(...body.data.list.map(toUrl));
    if (body.data.list.length === 0 || urls.length >= body.data.page.totalItems) return urls;
  }
}

/** The detail page of every license, dictionary job, job and major, interleaved so kinds mix. */
export async function cataloguePaths(base: string): Promise<CataloguePaths> {
  const [licenses, encyclopedia, dictionary, majors] = await Promise.all([
    allOf<{ ld_id: string }>(base, "/v2/license/license-job-list", (l) => `/jnLics/licenseInfo?ld_id=${l.ld_id}`),
    allOf<{ jobdicSeq: number }>(base, "/v2/career/job-dic", (j) => `/jnJob/jobDicDt?jobdicSeq=${j.jobdicSeq}`),
    allOf<{ dJobCd: string }>(base, "/v2/career/job-info", (j) => `/jnJob/jobInfo?dJobCd=${encodeURIComponent(j.dJobCd)}`),
    allOf<{ id: number }>(base, "/v2/license/major-info", (m) => `/jnCareer/majorInfoDt?id=${m.id}`),
  ]);
  const lists = [licenses, encyclopedia, dictionary, majors];
  const all: string[] = [];
  for (let i = 0; all.length < lists.reduce((n, l) => n + l.length, 0); i++)
    for (const list of lists) if (i < list.length) all.push(list[i] as string);
  return { licenses, all };
}

export interface RotatingResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Share of answers the shared cache gave (`x-cache: hit`); null when the cache is off. */
  hitRatio: number | null;
  /** Requests answered in the run. */
  requests: number;
  writes?: { done: number; failed: number };
}

export interface RotatingOptions {
  connections: number;
  duration: number;
  /** Started with the load and stopped with it (the mixed target's member writes). */
  during?: () => { stop: () => Promise<{ done: number; failed: number }> };
}

/** Anonymous GETs cycling through `paths` (each connection continues where the last request left off). */
export async function measureRotating(base: string, paths: string[], options: RotatingOptions): Promise<RotatingResult> {
  let next = 0;
  const cache = { hit: 0, miss: 0 };
  const background = options.during?.();
  const result = await autocannon({
    url: base,
    headers: { "accept-encoding": "br, gzip" },
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length] as string;
          return request;
        },
        onResponse: (_status, _body, _context, headers) => {
          const state = headers?.["x-cache"] ?? headers?.["X-Cache"];
          // From this process's memory or from the page store: either way, no render.
          if (state === "hit" || state === "stored") cache.hit++;
          else if (state === "miss") cache.miss++;
        },
      },
    ],
  });
  const writes = await background?.stop();
  const seen = cache.hit + cache.miss;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
    hitRatio: seen === 0 ? null : cache.hit / seen,
    writes,
  };
}

export interface Writer {
  token: string;
  /** Posts of other members this writer may like and comment on. */
  postIds: number[];
}

/**
 * Member writes at `perSecond` while the load runs, spread over the writers: a like toggle, a
 * favourite on or off, and every fourth write a comment (comments are limited to 30 per member and
 * 10 minutes, so each writer comments at most that often).
 */
export function memberWrites(base: string, writers: Writer[], licenseIds: string[], perSecond: number) {
  return () => {
    const counts = { done: 0, failed: 0 };
    let n = 0;
    const pending = new Set<Promise<void>>();
    const timer = setInterval(() => {
      const writer = writers[n % writers.length] as Writer;
      const postId = writer.postIds[n % writer.postIds.length] as number;
      const licenseId = licenseIds[n % licenseIds.length] as string;
      const headers = { "content-type": "application/json", "x-access-token": writer.token };
      const kind = n % 4;
      n++;
      const request =
        kind === 0
          ? fetch(`${base}/v2/board/posts/${postId}/like`, { method: "POST", headers })
          : kind === 1
            ? fetch(`${base}/v2/member/favorites/${licenseId}`, { method: "PUT", headers })
            : kind === 2
              ? fetch(`${base}/v2/member/favorites/${licenseId}`, { method: "DELETE", headers })
              : fetch(`${base}/v2/board/posts/${postId}/comments`, {
                  method: "POST",
                  headers,
                  body: JSON.stringify({ body: "벤치마크 댓글" }),
                });
      const done = request.then(
        (res) => {
          if (res.ok) counts.done++;
          else counts.failed++;
          return res.arrayBuffer().then(() => undefined);
        },
        () => void counts.failed++,
      );
      pending.add(done);
      void done.finally(() => pending.delete(done));
    }, 1000 / perSecond);
    return {
      stop: async () => {
        clearInterval(timer);
        await Promise.all(pending);
        return counts;
      },
    };
  };
}

/** Reads every path once, a few at a time: the pages real traffic keeps returning to are in the cache. */
export async function warm(base: string, paths: string[], concurrency = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const res = await fetch(base + (paths[next++] as string), { headers: { "accept-encoding": "br, gzip" } });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
