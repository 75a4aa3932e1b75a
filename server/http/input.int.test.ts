// @module-tag fuzz
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../app";
import { licenses } from "../db/schema";
import { createLogger } from "../logger";
import { MAX_POST_REQUEST_BYTES } from "../modules/boards/attachments.server";
import { registerAndLogin } from "../modules/members/test-helpers";
import { describeWithDatabases } from "../test/databases";
import { fuzzSeed, randomProbes, randomRounds, seededRandom } from "../test/random-probes";
import { actionPaths } from "../test/route-actions";
import { serverBuildForFile } from "../test/server-build";
import { MAX_BODY_BYTES } from "./input";

/**
 * Fuzz: every API route (read from the Hono app, so new endpoints are covered) and every page
 * action (read from the React Router build) gets NUL bytes, lone surrogates, malformed multipart,
 * invalid JSON, non-form bodies and an oversized chunked body — logged out, as a member and as an
 * admin — and must never answer 5xx (issue 11, docs/decisions/0029-input-limits.md).
 */

const root = path.resolve(import.meta.dirname, "../..");
const ORIGIN = "http://localhost";
const NUL = "\u0000";
const LONE = "\uD800";
/** UTF-8 bytes of U+D800: invalid UTF-8, what a client sends for a "lone surrogate" on the wire. */
const SURROGATE_BYTES = Buffer.from([0xed, 0xa0, 0x80]);
const TEXT = "퍼즈 텍스트";

/** Values that pass their own validation, so the free-text fields next to them reach the services. */
const STRUCTURED: Record<string, string> = {
  board: "free",
  id: "1",
  commentId: "1",
  targetId: "1",
  sno: "1",
  jobdicSeq: "1",
  page: "1",
  pageSize: "10",
  itemsPerPage: "4",
  limit: "5",
  date: "2026-03-02",
  endDate: "2026-03-03",
  startsOn: "2026-03-02",
  endsOn: "2026-03-31",
  effectiveOn: "2026-03-02",
  mbId: "fuzz_nobody",
  mbPassword: "wrongpass1",
  newPassword: "fuzzpass12",
  newPasswordConfirm: "fuzzpass12",
  mbPasswordConfirm: "wrongpass1",
  mbEmail: "fuzz@example.com",
  mbHp: "010-1234-5678",
  mbAge: "30",
  gender: "M",
  agreeTerms: "1",
  mbMailling: "1",
  mbSms: "0",
  searchType: "all",
  sort: "latest",
  orderBy: "name",
  type: "exam",
  kind: "textbook",
  device: "pc",
  event: "click",
  intent: "comment",
  targetType: "post",
  reqType: "gainLics",
  attemptId: "a".repeat(22),
  consent: "1",
  check: "1",
};

/** Field names of the page forms (scanned, so new forms are covered) plus the APIs' free-text names. */
function fieldNames(): string[] {
  const names = new Set([
    ...Object.keys(STRUCTURED),
    ...["title", "body", "category", "reason", "schedule", "keyword", "search", "q", "stx", "caName", "region"],
    ...["siteUrl", "pageUrl", "targetUrl", "location", "licenseName", "hopeLessonName", "jobName", "mbName", "mbNick"],
    ...["ld_id", "selectLicense", "licenseId", "token", "content", "question", "answer", "name", "url", "memo"],
  ]);
  for (const dir of ["app/routes", "app/components"]) {
    for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".tsx")) continue;
      for (const m of readFileSync(path.join(root, dir, file), "utf8").matchAll(/name="([A-Za-z_][A-Za-z0-9_]*)"/g)) {
        names.add(m[1] as string);
      }
    }
  }
  return [...names];
}

type Fields = Record<string, string>;
interface Probe {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

function fieldsWith(names: string[], text: (name: string) => string, all = false): Fields {
  return Object.fromEntries(names.map((n) => [n, STRUCTURED[n] !== undefined && !all ? STRUCTURED[n] : text(n)]));
}

const urlencoded = (fields: Fields) => new URLSearchParams(fields).toString();

/** A multipart body built by hand, so raw bytes (invalid UTF-8) reach the server unchanged. */
function multipart(fields: Record<string, string | Buffer>): { type: string; body: Uint8Array<ArrayBuffer> } {
  const boundary = "----fuzzboundary";
  const parts = Object.entries(fields).flatMap(([name, value]) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    typeof value === "string" ? Buffer.from(value) : value,
    Buffer.from("\r\n"),
  ]);
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Uint8Array.from(Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)])),
  };
}

/** A body streamed in 64 KB chunks without Content-Length; `pulled()` says how much the server read. */
function chunkedBody(total: number) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

/** Every bad-input class for one route; the query variants go to every route, the body ones to writes. */
function probes(method: string, target: string, names: string[]): Probe[] {
  const sep = target.includes("?") ? "&" : "?";
  const query = (value: string) => `${target}${sep}${names.map((n) => `${n}=${value}`).join("&")}`;
  const list: Probe[] = [
    { label: "query NUL", method, path: query(`a%00b`) },
    { label: "query surrogate", method, path: query("%ED%A0%80") },
  ];
  if (method === "GET") return list;
  const json = (body: BodyInit) => ({ headers: { "content-type": "application/json" }, body });
  const nulText = fieldsWith(names, () => `퍼즈${NUL}텍스트`);
  const surrogateText = fieldsWith(names, () => `퍼즈${LONE}텍스트`);
  const bytesText = multipart(
    Object.fromEntries(
      Object.entries(fieldsWith(names, () => TEXT)).map(([k, v]) => [
        k,
        k in STRUCTURED ? v : Buffer.concat([Buffer.from(v), SURROGATE_BYTES]),
      ]),
    ),
  );
  const nulMultipart = multipart(nulText);
  list.push(
    { label: "JSON NUL in text fields", method, path: target, ...json(JSON.stringify(nulText)) },
    {
      label: "JSON NUL everywhere",
      method,
      path: target,
      ...json(JSON.stringify({ ...fieldsWith(names, () => NUL, true), [`k${NUL}`]: "v" })),
    },
    { label: "JSON lone surrogate", method, path: target, ...json(JSON.stringify(surrogateText)) },
    {
      label: "JSON surrogate bytes",
      method,
      path: target,
      ...json(
        Buffer.concat([
          Buffer.from('{"keyword":"'),
          SURROGATE_BYTES,
          Buffer.from(`","title":"`),
          SURROGATE_BYTES,
          Buffer.from('"}'),
        ]),
      ),
    },
    { label: "invalid JSON", method, path: target, ...json('{"title": "퍼즈", ') },
    {
      label: "form NUL",
      method,
      path: target,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: urlencoded(nulText),
    },
    {
      label: "form surrogate",
      method,
      path: target,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: names.map((n) => `${n}=${n in STRUCTURED ? STRUCTURED[n] : "%ED%A0%80"}`).join("&"),
    },
    { label: "multipart NUL", method, path: target, headers: { "content-type": nulMultipart.type }, body: nulMultipart.body },
    {
      label: "multipart surrogate bytes",
      method,
      path: target,
      headers: { "content-type": bytesText.type },
      body: bytesText.body,
    },
    {
      label: "malformed multipart",
      method,
      path: target,
      headers: { "content-type": "multipart/form-data; boundary=XYZ" },
      body: '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nno closing boundary',
    },
    {
      label: "multipart without boundary",
      method,
      path: target,
      headers: { "content-type": "multipart/form-data" },
      body: "--XYZ\r\n",
    },
    { label: "text/plain body", method, path: target, headers: { "content-type": "text/plain" }, body: `title=${NUL}` },
    {
      label: "oversized chunked body",
      method,
      path: target,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: chunkedBody(4 * MAX_BODY_BYTES).stream,
    },
  );
  return list;
}

async function inPool<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

const serverBuild = serverBuildForFile();

describeWithDatabases("bad input never answers 5xx", (ctx) => {
  let app: ReturnType<typeof createApp>;
  const sessions: Record<string, Record<string, string>> = { visitor: { origin: ORIGIN } };
  let csrf = "";
  let licenseId = "";
  let postId = 0;

  beforeAll(async () => {
    const { services, database } = ctx();
    app = createApp({ services, logger: createLogger("silent"), mode: "production", getBuild: async () => serverBuild.build() });
    const member = await registerAndLogin(ctx());
    const admin = await registerAndLogin(ctx());
    await services.admin.members.grantByLoginId(admin.loginId);
    sessions.member = { ...member.headers, origin: ORIGIN };
    sessions.admin = { ...admin.headers, origin: ORIGIN };
    const [license] = await database.db.select({ id: licenses.id }).from(licenses).limit(1);
    licenseId = license?.id ?? "";
    const created = await ctx().request("/v2/board/posts", {
      method: "POST",
      headers: member.headers,
      json: { board: "free", title: "퍼즈 대상 글", body: "본문" },
    });
    postId = ((await created.json()) as { data: { id: number } }).data.id;
    const page = await app.request("/adm/notices", { headers: sessions.admin });
    csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    expect(csrf).not.toBe("");
  });

  const random = seededRandom(fuzzSeed());
  /** Requests sent and their statuses per class, printed at the end (the closing notes' counts). */
  const sent = { total: 0, byClass: new Map<string, number>() };
  afterAll(() => {
    const classes = [...sent.byClass].map(([k, n]) => `${k}: ${n}`).join(", ");
    console.info(
      `fuzz (${ctx().database.driver}, seed ${fuzzSeed()}, ${randomRounds()} random rounds): ${sent.total} requests (${classes})`,
    );
  });

  async function sweep(targets: Array<{ method: string; path: string }>, names: string[]) {
    const failures: string[] = [];
    const requests = targets.flatMap((t) =>
      Object.entries(sessions).flatMap(([who, headers]) =>
        [...probes(t.method, t.path, names), ...randomProbes(random, t.method, t.path, names, STRUCTURED, randomRounds())].map(
          (p) => ({ ...p, who, auth: headers }),
        ),
      ),
    );
    await inPool(requests, 6, async (p) => {
      const init = { method: p.method, headers: { ...p.auth, ...p.headers }, body: p.body, duplex: "half" };
      const res = await app.request(p.path, init as RequestInit);
      const text = await res.text();
      const statusClass = `${Math.floor(res.status / 100)}xx`;
      sent.total++;
      sent.byClass.set(statusClass, (sent.byClass.get(statusClass) ?? 0) + 1);
      if (res.status >= 500) failures.push(`${res.status} ${p.method} ${p.path.split("?")[0]} [${p.label}, ${p.who}]`);
      // API 400s keep the error shape (docs/decisions/0003-api-errors.md).
      if (res.status === 400 && /^\/v[12]\//.test(p.path)) {
        const body = JSON.parse(text) as { result: unknown; error: unknown; message: unknown };
        if (body.result !== false || body.error !== "400" || !/[가-힣]/.test(String(body.message)))
          failures.push(`bad 400 shape ${p.method} ${p.path.split("?")[0]} [${p.label}]: ${text.slice(0, 120)}`);
      }
    });
    return { failures };
  }

  it("every API endpoint", async () => {
    const targets = app.routes
      .filter((r) => /^\/v[12]\//.test(r.path) && !r.path.endsWith("*") && r.method !== "ALL")
      .map((r) => ({ method: r.method, path: r.path.replace(/:ldId/g, licenseId).replace(/:[A-Za-z]+/g, String(postId)) }));
    expect(targets.length).toBeGreaterThan(50);
    const { failures } = await sweep(targets, fieldNames());
    expect(failures).toEqual([]);
  });

  it("every page action, as a document request and as a client-side (.data) request", async () => {
    const paths = actionPaths(serverBuild.build());
    expect(paths.length).toBeGreaterThan(20);
    const names = fieldNames();
    STRUCTURED.csrf = csrf;
    const query = (p: string) => `?board=free&ld_id=${licenseId}${/write/i.test(p) ? "" : `&id=${postId}`}`;
    const targets = paths.flatMap((p) => {
      const concrete = p.replace(":type", "lecture");
      return [
        { method: "POST", path: `${concrete}${query(p)}` },
        { method: "POST", path: `${concrete}.data${query(p)}` },
      ];
    });
    // Logging out ends the sessions the other requests use: those go last.
    const logout = (t: { path: string }) => t.path.includes("logout");
    const first = await sweep(
      targets.filter((t) => !logout(t)),
      names,
    );
    const last = await sweep(targets.filter(logout), names);
    expect([...first.failures, ...last.failures]).toEqual([]);
  });

  it("answers a lone surrogate in the search keyword with 400 in the API error shape", async () => {
    for (const body of [JSON.stringify({ keyword: `검색${LONE}`, searchType: "all" }), '{"keyword":"\\udc00ab"}']) {
      const res = await app.request("/v1/search/search.php", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, error: "400", message: "허용되지 않는 문자가 포함되어 있습니다." });
    }
    const query = await app.request("/v1/search/autocomplete.php?q=%ED%A0%80");
    expect(query.status).toBe(400);
  });

  it("answers NUL in a free-text field with 400 naming the field, and a malformed multipart body with 400", async () => {
    const member = (await registerAndLogin(ctx())).headers;
    const headers = { ...member, "content-type": "application/json" };
    const res = await app.request("/v2/member/member-schedule", {
      method: "POST",
      headers,
      body: JSON.stringify({ date: "2026-03-02", schedule: `시험${NUL}` }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "400", fields: { schedule: "허용되지 않는 문자가 포함되어 있습니다." } });
    const broken = await app.request("/v2/board/posts", {
      method: "POST",
      headers: { ...member, "content-type": "multipart/form-data; boundary=XYZ" },
      body: "--XYZ\r\ngarbage",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ result: false, error: "400", message: "요청 본문 형식이 올바르지 않습니다." });
  });

  it("stops reading a chunked body without Content-Length at the limit: 64 KB, the upload limit for multipart board posts", async () => {
    const json = "application/json";
    const multipart = "multipart/form-data; boundary=XYZ";
    // Uploads are read for members only (a visitor's is refused unread: boards.int.test.ts).
    const member = (await registerAndLogin(ctx())).headers;
    for (const [target, type, limit, headers] of [
      ["/v1/search/search.php", json, MAX_BODY_BYTES, {}],
      ["/v2/member/register", multipart, MAX_BODY_BYTES, {}],
      ["/v2/board/posts", json, MAX_BODY_BYTES, {}],
      ["/v2/board/posts", multipart, MAX_POST_REQUEST_BYTES, member],
    ] as const) {
      const body = chunkedBody(limit + 4 * 1024 * 1024);
      const res = await app.request(target, {
        method: "POST",
        headers: { ...headers, "content-type": type },
        body: body.stream,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, error: "400", message: "요청 본문이 너무 큽니다." });
      expect(body.pulled()).toBeLessThanOrEqual(limit + 3 * 64 * 1024);
    }
    // A page form post too: the document request ends on /400, a client-side submission gets a 400.
    for (const [target, expected] of [
      ["/member/register.php", 303],
      ["/member/register.php.data", 400],
    ] as const) {
      const body = chunkedBody(MAX_BODY_BYTES * 4);
      const res = await app.request(target, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: body.stream,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(expected);
      if (expected === 303) expect(res.headers.get("location")).toBe("/400");
      expect(body.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * 64 * 1024);
    }
  });

  it("keeps board attachments working under the upload limit", async () => {
    const form = new FormData();
    form.set("board", "free");
    form.set("title", "첨부 글");
    form.set("body", "본문");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    form.append("files", new File([png, new Uint8Array(200 * 1024)], "big.png", { type: "image/png" }));
    const { headers } = await registerAndLogin(ctx());
    const res = await app.request("/v2/board/posts", { method: "POST", headers, body: form });
    expect(res.status).toBe(201);
  });

  it("sends a page form post with NUL to /400 and keeps good form posts, multipart too, working", async () => {
    const post = (target: string, body: BodyInit, type?: string) =>
      app.request(target, { method: "POST", headers: { origin: ORIGIN, ...(type ? { "content-type": type } : {}) }, body });
    const bad = await post("/service/infringe", urlencoded({ reporterName: `이름${NUL}` }), "application/x-www-form-urlencoded");
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/400");
    const badData = await post(
      "/service/infringe.data",
      urlencoded({ reporterName: `이름${NUL}` }),
      "application/x-www-form-urlencoded",
    );
    expect(badData.status).toBe(400);

    const form = new FormData();
    form.set("reporterName", "");
    for (const body of [urlencoded({ reporterName: "" }), form]) {
      const good = await post("/service/infringe", body, body === form ? undefined : "application/x-www-form-urlencoded");
      // A well-formed post with a missing field is the form again with its field error (decision 0037), not /400.
      expect(good.status).toBe(400);
      expect(good.headers.get("location")).toBeNull();
      expect(await good.text()).toContain("신고인 이름을(를) 입력해주세요.");
    }
  });
});
