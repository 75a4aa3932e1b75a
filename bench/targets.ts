/**
 * What `npm run bench` measures. `baseline` names the row a target is compared with:
 * pages against the minimal SSR route, APIs against the static asset.
 */
export interface BenchTarget {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: unknown;
  /** Send the bench member's access token (created once before the run). */
  auth?: boolean;
  baseline: "static" | "ssr";
}

export const targets: BenchTarget[] = [
  { name: "health check", path: "/healthz", baseline: "static" },
  { name: "page /", path: "/", baseline: "ssr" },
  { name: "API menu-list", path: "/v2/menu/menu-list?url=/", baseline: "static" },
  { name: "page license info 1320", path: "/jnLics/licenseInfo?ld_id=1320", baseline: "ssr" },
  {
    name: "API licenseSchedule",
    path: "/v1/jnLics/licenseSchedule.php",
    method: "POST",
    body: { start: "2026-11-01", end: "2026-12-31", type: ["examReg", "exam", "pass"] },
    baseline: "static",
  },
  { name: "API license-job-list", path: "/v2/license/license-job-list?page=1&pageSize=10", baseline: "static" },
  {
    name: "API login (token.php)",
    path: "/v1/auth/token.php",
    method: "POST",
    body: { mbId: "benchuser", mbPassword: "bench-password-1" },
    baseline: "static",
  },
  { name: "API member-license-info", path: "/v2/member/member-license-info", auth: true, baseline: "static" },
  { name: "page job detail", path: "/jnJob/jobDicDt?jobdicSeq=5", baseline: "ssr" },
  { name: "page dictionary job", path: "/jnJob/jobInfo?dJobCd=K000001224", baseline: "ssr" },
  { name: "page major detail 569", path: "/jnCareer/majorInfoDt?id=569", baseline: "ssr" },
  { name: "page license schedule", path: "/jnLics/licenseSchedule", baseline: "ssr" },
  { name: "page license hub", path: "/jnLics", baseline: "ssr" },
  {
    name: "API search 정보처리",
    path: "/v1/search/search.php",
    method: "POST",
    body: { keyword: "정보처리", searchType: "all", page: 1 },
    baseline: "static",
  },
];
