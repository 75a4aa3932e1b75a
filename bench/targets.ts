/**
 * What `npm run bench` measures and the target each kind has (issue 17), as a ratio to a ceiling
 * measured in the same run: pages against a hello-world React Router SSR app, APIs against a
 * minimal Hono JSON app (bench/baselines/).
 */
export type TargetKind =
  | "page"
  | "rotating"
  | "stored"
  | "rebuild"
  | "mixed"
  | "member-page"
  | "api-cached"
  | "api"
  | "diagnostic";

/** A target ratio, judged by req/s unless `by: "cpu"` (CPU ms per request, what neighbours barely move). */
export const TARGET_RATIO: Record<TargetKind, { ratio: number; against: "ssr" | "hono"; by?: "cpu" } | null> = {
  page: { ratio: 0.6, against: "ssr" },
  /** Every catalogue page in turn: with the cache off, this is the origin (issue 23). */
  rotating: { ratio: 0.5, against: "ssr" },
  /** Every catalogue page in turn right after a restart, from the page store (issue 35). */
  stored: { ratio: 1.5, against: "ssr", by: "cpu" },
  /** The site while the page store renders every page: judged by its errors (issue 35: none). */
  rebuild: null,
  /** Rotating anonymous reads while members write: judged by the cache's hit ratio. */
  mixed: null,
  "member-page": { ratio: 0.3, against: "ssr" },
  "api-cached": { ratio: 0.3, against: "hono" },
  api: { ratio: 0.05, against: "hono" },
  diagnostic: null,
};

/** Share of the mixed target's answers the shared cache must give while members write (issue 23). */
export const MIN_HIT_RATIO = 0.9;

/** Every target: no multi-second tails. */
export const MAX_P99_OVER_P50 = 5;

export interface BenchTarget {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: unknown;
  /** Send the bench member's access token (created once before the run). */
  auth?: boolean;
  /**
   * Each request from another client address (X-Forwarded-For; the bench server trusts one proxy),
   * so the per-client login limits (decision 0030) let the logins run instead of answering 429.
   */
  spreadClients?: boolean;
  kind: TargetKind;
}

export const targets: BenchTarget[] = [
  { name: "health check", path: "/healthz", kind: "api-cached" },
  { name: "page /", path: "/", kind: "page" },
  { name: "API menu-list", path: "/v2/menu/menu-list?url=/", kind: "api-cached" },
  { name: "page license info 1320", path: "/jnLics/licenseInfo?ld_id=1320", kind: "page" },
  {
    name: "API licenseSchedule",
    path: "/v1/jnLics/licenseSchedule.php",
    method: "POST",
    body: { start: "2026-11-01", end: "2026-12-31", type: ["examReg", "exam", "pass"] },
    kind: "api",
  },
  { name: "API license-job-list", path: "/v2/license/license-job-list?page=1&pageSize=10", kind: "api" },
  {
    name: "API login (token.php)",
    path: "/v1/auth/token.php",
    method: "POST",
    body: { mbId: "benchuser", mbPassword: "bench-password-1" },
    spreadClients: true,
    kind: "api",
  },
  { name: "API member-license-info", path: "/v2/member/member-license-info", auth: true, kind: "api" },
  { name: "page my page (member)", path: "/mypage", auth: true, kind: "member-page" },
  { name: "page license info 1320 (member)", path: "/jnLics/licenseInfo?ld_id=1320", auth: true, kind: "member-page" },
  // What a member's view of a shared page adds to it: the per-visitor overlay (decision 0033).
  { name: "API member overlay", path: "/v2/member/overlay", auth: true, kind: "api" },
  { name: "page job detail", path: "/jnJob/jobDicDt?jobdicSeq=5", kind: "page" },
  { name: "page dictionary job", path: "/jnJob/jobInfo?dJobCd=K000001224", kind: "page" },
  { name: "page major detail 569", path: "/jnCareer/majorInfoDt?id=569", kind: "page" },
  { name: "page license schedule", path: "/jnLics/licenseSchedule", kind: "page" },
  { name: "page license hub", path: "/jnLics", kind: "page" },
  { name: "page search 정보처리", path: "/search/search?stx=%EC%A0%95%EB%B3%B4%EC%B2%98%EB%A6%AC", kind: "page" },
  { name: "diagnostic: root layout only", path: "/_bench/minimal", kind: "diagnostic" },
  {
    name: "API search 정보처리",
    path: "/v1/search/search.php",
    method: "POST",
    body: { keyword: "정보처리", searchType: "all", page: 1 },
    kind: "api",
  },
  { name: "page community board", path: "/jnComm?board=free", kind: "page" },
  { name: "page community post 1", path: "/jnComm/view?id=1", kind: "page" },
  { name: "API board posts", path: "/v2/board/posts?board=free&page=1", kind: "api" },
  { name: "API board-list bNews", path: "/v2/board/board-list?board=bNews&limit=4", kind: "api" },
];

/** One row of the report. */
export interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  kind?: TargetKind | "ceiling";
  hitRatio?: number | null;
  writes?: { done: number; failed: number };
  /** CPU milliseconds the measured server spent per request. */
  cpuMs: number | null;
}
