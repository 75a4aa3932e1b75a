import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { todayInSeoul } from "../../../shared/dates";
import { loadConfig } from "../../config.server";
import { continuousExamRounds, examRounds, licenses, syncRuns } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { seedDataDir } from "../../test/settings";
import { runSync } from "./run.server";

/** A local stand-in for the Q-Net Open API: recorded responses plus fixtures in the same format. */
type Handler = (url: URL) => { status?: number; body: string; delayMs?: number };
const xml = (items: string[], extra = "") =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>00</resultCode><resultMsg>NORMAL SERVICE.</resultMsg></header><body><items>${items.join("")}</items>${extra}</body></response>`;
const item = (fields: Record<string, string>) =>
  `<item>${Object.entries(fields)
    .map(([k, v]) => `<${k}>${v}</${k}>`)
    .join("")}</item>`;
const sample = (name: string) => readFileSync(path.join(seedDataDir(), "api-samples", name), "utf8");

const round2027 = item({
  implplannm: "2027년 정기 기사 1회",
  jmfldnm: "정보처리기사",
  docregstartdt: "20270111",
  docregenddt: "20270114",
  docexamstartdt: "20270201",
  docexamenddt: "20270220",
  docpassdt: "20270312",
  pracregstartdt: "20270322",
  pracregenddt: "20270325",
  pracexamstartdt: "20270417",
  pracexamenddt: "20270505",
  pracpassstartdt: "20270611",
  pracpassenddt: "20270810",
});
const continuous2027 = (docregstartdt: string, docregenddt: string) =>
  item({
    description: "2027년 상시 기능사 1회",
    docregstartdt,
    docregenddt,
    docexamdt: "20270111",
    docpassdt: "20270111",
    pracregstartdt: "20270107",
    pracregenddt: "20270108",
    pracexamstartdt: "20270118",
    pracexamenddt: "20270129",
    pracpassdt: "20270204",
  });
/** getCList: a 정기 row (ignored: those come per item), a 상시 round and its 빈자리 추가접수 row. */
const cList = xml([
  item({ description: "2027년 정기 기능사 1회", docregstartdt: "20270105", docregenddt: "20270108" }),
  continuous2027("20270109", "20270109"),
  continuous2027("20270105", "20270106"),
]);
const fee1320 = item({ contents: "1차 : 20000, 2차 : 23500 ", infogb: "응시수수료", jmfldnm: "정보처리기사" });
const listItem = (jmcd: string, name: string) =>
  item({
    jmcd,
    jmfldnm: name,
    qualgbcd: "T",
    qualgbnm: "국가기술자격",
    seriescd: "03",
    seriesnm: "기사",
    obligfldcd: "21",
    obligfldnm: "정보통신",
    mdobligfldcd: "211",
    mdobligfldnm: "정보기술",
  });

let handler: Handler = () => ({ body: xml([]) });
const requests: URL[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(url);
    const answer = handler(url);
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { "content-type": "text/xml; charset=utf-8" });
      res.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fast = { timeoutMs: 300, retries: 2, backoffMs: 10 };
const configWith = (key?: string) =>
  loadConfig({ ...process.env, NODE_ENV: "test", QNET_API_BASE_URL: base, DATA_GO_KR_SERVICE_KEY: key ?? "" });

/** The fixture API: getJMList/getFeeList for 1320 (others empty), a list page with 1320 only. */
function happyApi(url: URL) {
  const op = url.pathname.split("/").pop();
  const jm = url.searchParams.get("jmCd");
  if (op === "getList")
    return {
      body: xml([listItem("1320", "정보처리기사")], "<numOfRows>1000</numOfRows><pageNo>1</pageNo><totalCount>1</totalCount>"),
    };
  if (op === "getJMList")
    return {
      body:
        jm === "1320"
          ? sample("InquiryTestInformationNTQSVC_getJMList_1320.xml").replace("<items>", `<items>${round2027}`)
          : xml([]),
    };
  if (op === "getFeeList") return { body: jm === "1320" ? xml([fee1320]) : xml([]) };
  if (op === "getCList") return { body: cList };
  return { status: 404, body: "" };
}

describeWithDatabases("Q-Net Open API sync", (ctx) => {
  const db = () => ctx().database.db;
  const roundsOf = (year: number) =>
    db()
      .select()
      .from(examRounds)
      .where(and(eq(examRounds.licenseId, "1320"), eq(examRounds.year, year)));
  const fees = async () =>
    (
      await db()
        .select({ w: licenses.feeWritten, p: licenses.feePractical, asOf: licenses.feesAsOf })
        .from(licenses)
        .where(eq(licenses.id, "1320"))
    )[0];

  it("without a key says what is missing in one line and changes nothing", async () => {
    const result = await runSync(db(), configWith(), { trigger: "cli", policy: fast });
    expect(result?.status).toBe("skipped");
    expect(result?.message).toContain("DATA_GO_KR_SERVICE_KEY");
    expect(await fees()).toMatchObject({ w: 19400, p: 22600 });
  });

  it("leaves the data untouched and reports error responses (resultCode 99, gateway errors, malformed XML)", async () => {
    const before = (await roundsOf(2026)).length;
    handler = (url) => {
      const op = url.pathname.split("/").pop();
      if (op === "getJMList") return { body: sample("QnetOpenAPI_error_resultCode99.xml") };
      if (op === "getFeeList") return { body: sample("B490007_qualExamSchd_getQualExamSchdList_error_SERVICE_KEY_IS_NULL.json") };
      return { body: "<response><header><resultCode>00</resultCode>" };
    };
    const result = await runSync(db(), configWith("secret-key"), { trigger: "cli", only: ["1320"], policy: fast });
    expect(result?.status).toBe("failed");
    expect(result?.report.rounds?.errors[0]).toMatch(/Q-Net 오류 99/);
    expect(result?.report.fees?.errors[0]).toMatch(/SERVICE_KEY_IS_NULL/);
    expect(result?.report.qualifications?.errors[0]).toMatch(/XML이 올바르지 않습니다/);
    expect(JSON.stringify(result?.report)).not.toContain("secret-key");
    expect((await roundsOf(2026)).length).toBe(before);
    expect(await fees()).toMatchObject({ w: 19400, p: 22600 });
    const [run] = await db()
      .select()
      .from(syncRuns)
      .where(eq(syncRuns.id, result?.runId ?? 0));
    expect(run).toMatchObject({ status: "failed" });
  });

  it("adds a 2027 round and updates a fee, idempotently, with 기준일 and provenance", async () => {
    handler = happyApi;
    const fixed = new Date("2026-12-10T01:00:00Z");
    const first = await runSync(db(), configWith("k"), { trigger: "cli", only: ["1320"], policy: fast, now: () => fixed });
    expect(first?.status).toBe("ok");
    expect(first?.report.fees).toMatchObject({ fetched: 1, changed: 1 });
    const added = await roundsOf(2027);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      roundName: "제1회",
      source: "qnet_openapi_getJMList",
      sourceRef: "2027년 정기 기사 1회",
      asOf: "2026-12-10",
    });
    expect(await fees()).toEqual({ w: 20000, p: 23500, asOf: "2026-12-10" });

    const page = await ctx().services.schedules.licenseRounds("1320", [2027]);
    expect(page[0]).toMatchObject({ asOf: "2026-12-10", fromApi: true });
    expect(page[0]?.phases).toContainEqual({ stage: "written", kind: "exam", startsOn: "2027-02-01", endsOn: "2027-02-20" });
    // The license's read-model page was rebuilt with the new round and fees (decision 0043).
    const built = await ctx().services.catalogue.licensePage("1320");
    expect(built?.rounds.filter((r) => r.year === 2027)).toEqual([
      expect.objectContaining({ asOf: "2026-12-10", fromApi: true }),
    ]);
    expect(built?.license).toMatchObject({ feeWritten: 20000, feePractical: 23500 });

    const rounds2026 = (await roundsOf(2026)).length;
    const second = await runSync(db(), configWith("k"), { trigger: "cli", only: ["1320"], policy: fast, now: () => fixed });
    expect(second?.report.rounds?.changed).toBe(0);
    expect(second?.report.fees?.changed).toBe(0);
    expect(await roundsOf(2027)).toHaveLength(1);
    expect((await roundsOf(2026)).length).toBe(rounds2026);
  });

  it("keeps the snapshot's dates of the phases an API round lacks (국가전문자격 1차 시험, 3차 면접)", async () => {
    // getJMList of 공인노무사 as Q-Net answers it: no 1차 시험 day, no final results, no 3차.
    const labor = item({
      implplannm: "2026년 공인노무사 제35회",
      jmfldnm: "공인노무사",
      docregstartdt: "20260330",
      docregenddt: "20260403",
      docpassdt: "20260624",
      pracregstartdt: "20260713",
      pracregenddt: "20260720",
      pracexamstartdt: "20260829",
      pracexamenddt: "20260830",
    });
    handler = (url) => {
      const op = url.pathname.split("/").pop();
      if (op === "getJMList") return { body: url.searchParams.get("jmCd") === "9500" ? xml([labor]) : xml([]) };
      if (op === "getList") return { body: xml([], "<numOfRows>1000</numOfRows><pageNo>1</pageNo><totalCount>0</totalCount>") };
      return { body: xml([]) };
    };
    const fixed = new Date("2026-12-10T01:00:00Z");
    const first = await runSync(db(), configWith("k"), { trigger: "cli", only: ["9500"], policy: fast, now: () => fixed });
    expect(first?.status).toBe("ok");
    const [round] = await ctx().services.schedules.licenseRounds("9500", [2026]);
    expect(round).toMatchObject({ roundName: "제35회", fromApi: true });
    expect(round?.phases).toContainEqual({ stage: "written", kind: "exam", startsOn: "2026-05-23", endsOn: null });
    expect(round?.phases).toContainEqual({ stage: "interview", kind: "exam", startsOn: "2026-11-27", endsOn: null });
    expect(round?.phases).toContainEqual({ stage: "interview", kind: "result", startsOn: "2026-12-09", endsOn: null });
    expect(round?.phases).toHaveLength(9);
    const second = await runSync(db(), configWith("k"), { trigger: "cli", only: ["9500"], policy: fast, now: () => fixed });
    expect(second?.report.rounds?.changed).toBe(0);
  });

  it("adds the 상시 기능사 rounds of getCList, idempotently, and lists their windows", async () => {
    handler = happyApi;
    const fixed = new Date("2026-12-10T01:00:00Z");
    const first = await runSync(db(), configWith("k"), { trigger: "cli", only: ["1320"], policy: fast, now: () => fixed });
    expect(first?.report.continuousRounds).toMatchObject({ fetched: 1, errors: [] });
    const rows = await db().select().from(continuousExamRounds).where(eq(continuousExamRounds.year, 2027));
    expect(rows).toEqual([
      expect.objectContaining({
        roundName: "제1회",
        description: "2027년 상시 기능사 1회",
        writtenRegStartsOn: "2027-01-05",
        writtenRegEndsOn: "2027-01-06",
        practicalExamEndsOn: "2027-01-29",
        source: "qnet_openapi_getCList",
        asOf: "2026-12-10",
      }),
    ]);
    const windows = await ctx().services.schedules.continuousWindows("2026-12-31", 2);
    expect(windows).toEqual([
      { year: 2027, roundName: "제1회", stage: "written", startsOn: "2027-01-05", endsOn: "2027-01-06", asOf: "2026-12-10" },
      { year: 2027, roundName: "제1회", stage: "practical", startsOn: "2027-01-07", endsOn: "2027-01-08", asOf: "2026-12-10" },
    ]);
    const second = await runSync(db(), configWith("k"), { trigger: "cli", only: ["1320"], policy: fast, now: () => fixed });
    expect(second?.report.continuousRounds).toMatchObject({ fetched: 1, changed: 0 });
  });

  it("keeps the rounds a response did not return", async () => {
    handler = (url) => (url.pathname.endsWith("getJMList") ? { body: xml([]) } : happyApi(url));
    await runSync(db(), configWith("k"), { trigger: "cli", only: ["1320"], policy: fast });
    expect(await roundsOf(2027)).toHaveLength(1);
  });

  it("retries timeouts with back-off and pages through the list", async () => {
    let slow = 2;
    handler = (url) => {
      const op = url.pathname.split("/").pop();
      if (op === "getList") {
        const page = Number(url.searchParams.get("pageNo"));
        const names = ["정보처리기사", "정보처리산업기사"];
        const ids = ["1320", "2290"];
        return {
          body: xml(
            [listItem(ids[page - 1] as string, names[page - 1] as string)],
            `<numOfRows>1</numOfRows><pageNo>${page}</pageNo><totalCount>2</totalCount>`,
          ),
        };
      }
      if (op === "getFeeList" && slow > 0) {
        slow--;
        return { body: xml([fee1320]), delayMs: 1_000 };
      }
      return happyApi(url);
    };
    requests.length = 0;
    const result = await runSync(db(), configWith("k"), { trigger: "cli", only: ["1320"], policy: fast });
    expect(result?.report.fees?.errors).toEqual([]);
    expect(requests.filter((u) => u.pathname.endsWith("getFeeList"))).toHaveLength(3);
    expect(requests.filter((u) => u.pathname.endsWith("getList")).map((u) => u.searchParams.get("pageNo"))).toEqual(["1", "2"]);
    expect(result?.report.qualifications?.fetched).toBe(2);
  });

  it("runs a scheduled day once across instances", async () => {
    handler = happyApi;
    const day = todayInSeoul(new Date());
    const [a, b] = await Promise.all([
      runSync(db(), configWith("k"), { trigger: "schedule", scheduledFor: day, only: ["1320"], policy: fast }),
      runSync(db(), configWith("k"), { trigger: "schedule", scheduledFor: day, only: ["1320"], policy: fast }),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const runs = await db()
      .select()
      .from(syncRuns)
      .where(and(eq(syncRuns.trigger, "schedule"), eq(syncRuns.scheduledFor, day)));
    expect(runs).toHaveLength(1);
  });
});
