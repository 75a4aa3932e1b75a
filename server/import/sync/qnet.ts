import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { Kind, Phase, Stage } from "../scheduleSeries";

/**
 * Parsers for the Q-Net Open API responses (data.go.kr), in the formats saved under
 * `shared/data/api-samples/`: an XML `<response><header><resultCode>` envelope with `<body><items>`,
 * the gateway's `OpenAPI_ServiceResponse` error envelope (XML or JSON), and dates as YYYYMMDD
 * ("XXXXXXXX" when unknown).
 */

/** `source` of rows the sync wrote (licenses it added; rounds it returned). */
export const SOURCE_API_LIST = "qnet_openapi_list";
export const SOURCE_API_ROUNDS = "qnet_openapi_getJMList";

export class SourceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface QnetPage {
  items: Record<string, string>[];
  totalCount: number | null;
  pageNo: number | null;
  numOfRows: number | null;
}

const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true });

/** One response body → its items, or a SourceError for the API's error forms and malformed bodies. */
export function parseQnetResponse(body: string): QnetPage {
  const text = body.trim();
  if (text.startsWith("{")) return parseJsonEnvelope(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new SourceError("MALFORMED", `응답 XML이 올바르지 않습니다 (${valid.err.msg}, ${valid.err.line}행)`);
  const doc = parser.parse(text) as Record<string, unknown>;
  const gateway = doc.OpenAPI_ServiceResponse as { cmmMsgHeader?: Record<string, string> } | undefined;
  if (gateway) throw gatewayError(gateway.cmmMsgHeader ?? {});
  const response = doc.response as { header?: Record<string, string>; body?: Record<string, unknown> | string } | undefined;
  if (!response?.header) throw new SourceError("MALFORMED", "응답에 header가 없습니다");
  const code = String(response.header.resultCode ?? "");
  if (code !== "00") throw new SourceError(code || "UNKNOWN", `Q-Net 오류 ${code}: ${response.header.resultMsg ?? ""}`.trim());
  const bodyNode = typeof response.body === "object" && response.body ? response.body : {};
  const itemsNode = bodyNode.items as { item?: unknown } | string | undefined;
  const raw = typeof itemsNode === "object" && itemsNode ? itemsNode.item : undefined;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return {
    items: list.map((item) => stringFields(item as Record<string, unknown>)),
    totalCount: numberOrNull(bodyNode.totalCount),
    pageNo: numberOrNull(bodyNode.pageNo),
    numOfRows: numberOrNull(bodyNode.numOfRows),
  };
}

function parseJsonEnvelope(text: string): QnetPage {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new SourceError("MALFORMED", "응답 JSON이 올바르지 않습니다");
  }
  const gateway = doc.OpenAPI_ServiceResponse as { cmmMsgHeader?: Record<string, string> } | undefined;
  if (gateway) throw gatewayError(gateway.cmmMsgHeader ?? {});
  throw new SourceError("MALFORMED", "알 수 없는 JSON 응답입니다");
}

function gatewayError(header: Record<string, string>): SourceError {
  const code = header.errMsg || header.returnReasonCode || "GATEWAY";
  return new SourceError(code, `공공데이터포털 오류 ${code}: ${header.returnAuthMsg ?? ""}`.trim());
}

function stringFields(item: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === "string" ? v.trim() : String(v ?? "")]));
}

function numberOrNull(value: unknown): number | null {
  const n = Number(value);
  return value === undefined || value === "" || !Number.isFinite(n) ? null : n;
}

/** "20270112" → "2027-01-12"; blanks and the API's "XXXXXXXX" → null. */
export function apiDate(value: string | undefined): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value?.trim() ?? "");
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

export interface ApiRound {
  year: number;
  /** The portal's round name, as the snapshot importer names it ("제1회"). */
  roundName: string;
  /** The source's identifier (`implplannm`). */
  sourceRef: string;
  phases: Phase[];
}

/** getJMList items → rounds. `second` is the second stage of the item's series (기술사: interview). */
export function roundsFromJmList(items: Record<string, string>[], second: Stage): ApiRound[] {
  const rounds: ApiRound[] = [];
  for (const item of items) {
    const name = item.implplannm ?? "";
    const year = Number(/(\d{4})년/.exec(name)?.[1]);
    const no = [...name.matchAll(/(\d+)회/g)].pop()?.[1];
    if (!Number.isInteger(year) || !no) continue;
    const phases: Phase[] = [];
    const push = (stage: Stage, kind: Kind, start?: string, end?: string) => {
      const startsOn = apiDate(start);
      if (startsOn) phases.push({ stage, kind, startsOn, endsOn: apiDate(end) });
    };
    push("written", "registration", item.docregstartdt, item.docregenddt);
    push("written", "exam", item.docexamstartdt, item.docexamenddt);
    push("written", "result", item.docpassdt);
    push("written", "document_submission", item.docsubmitstartdt, item.docsubmitenddt ?? item.docsubmitentdt);
    push(second, "registration", item.pracregstartdt, item.pracregenddt);
    push(second, "exam", item.pracexamstartdt, item.pracexamenddt);
    push(second, "result", item.pracpassstartdt ?? item.pracpassdt, item.pracpassenddt);
    if (phases.length > 0) rounds.push({ year, roundName: `제${no}회`, sourceRef: name, phases });
  }
  return rounds;
}

export interface ApiFees {
  written: number | null;
  practical: number | null;
  text: string;
}

/** getFeeList items → fees ("1차 : 19400, 2차 : 22600"); null when the item has no fee row. */
export function feesFromFeeList(items: Record<string, string>[]): ApiFees | null {
  const row = items.find((i) => (i.infogb ?? "").includes("수수료")) ?? items[0];
  const text = row?.contents?.trim();
  if (!text) return null;
  const amount = (step: string) => {
    const m = new RegExp(`${step}차\\s*:\\s*([\\d,]+)`).exec(text);
    return m?.[1] ? Number(m[1].replaceAll(",", "")) : null;
  };
  return { written: amount("1"), practical: amount("2"), text };
}

export interface ApiQualification {
  id: string;
  name: string;
  qualificationType: string;
  qualificationTypeName: string;
  gradeCode: string | null;
  gradeName: string | null;
  jobFieldCode: string | null;
  jobFieldName: string | null;
  subJobFieldCode: string | null;
  subJobFieldName: string | null;
}

/** InquiryListNationalQualifcationSVC items → license rows (blank " " fields become null). */
export function qualificationsFromList(items: Record<string, string>[]): ApiQualification[] {
  const opt = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  return items
    .filter((i) => /^\d{4}$/.test(i.jmcd ?? "") && opt(i.jmfldnm) && opt(i.qualgbcd))
    .map((i) => ({
      id: i.jmcd as string,
      name: (i.jmfldnm as string).trim(),
      qualificationType: (i.qualgbcd as string).trim(),
      qualificationTypeName: opt(i.qualgbnm) ?? "",
      gradeCode: opt(i.seriescd),
      gradeName: opt(i.seriesnm),
      jobFieldCode: opt(i.obligfldcd),
      jobFieldName: opt(i.obligfldnm),
      subJobFieldCode: opt(i.mdobligfldcd),
      subJobFieldName: opt(i.mdobligfldnm),
    }));
}

/** `source` of 상시 기능사 rounds the sync wrote (getCList). */
export const SOURCE_API_CONTINUOUS = "qnet_openapi_getCList";

export interface ApiContinuousRound {
  year: number;
  roundName: string;
  description: string;
  writtenRegStartsOn: string | null;
  writtenRegEndsOn: string | null;
  writtenExamOn: string | null;
  practicalRegStartsOn: string | null;
  practicalRegEndsOn: string | null;
  practicalExamStartsOn: string | null;
  practicalExamEndsOn: string | null;
  finalResultOn: string | null;
}

/**
 * getCList items → the 상시 기능사 rounds ("2027년 상시 기능사 3회"); the 정기 rounds it also returns
 * come per item from getJMList. Extra rows of a round are its 빈자리 추가접수 windows: the earliest
 * registration is the round's own.
 */
export function continuousRoundsFromCList(items: Record<string, string>[]): ApiContinuousRound[] {
  const rounds = new Map<string, ApiContinuousRound>();
  for (const item of items) {
    const description = item.description?.trim() ?? "";
    const m = /(\d{4})년\s*상시\s*기능사\s*(\d+)회/.exec(description);
    if (!m) continue;
    const round: ApiContinuousRound = {
      year: Number(m[1]),
      roundName: `제${m[2]}회`,
      description,
      writtenRegStartsOn: apiDate(item.docregstartdt),
      writtenRegEndsOn: apiDate(item.docregenddt),
      writtenExamOn: apiDate(item.docexamdt),
      practicalRegStartsOn: apiDate(item.pracregstartdt),
      practicalRegEndsOn: apiDate(item.pracregenddt),
      practicalExamStartsOn: apiDate(item.pracexamstartdt),
      practicalExamEndsOn: apiDate(item.pracexamenddt),
      finalResultOn: apiDate(item.pracpassdt),
    };
    const key = `${round.year}|${round.roundName}`;
    const seen = rounds.get(key);
    if (!seen || (round.writtenRegStartsOn ?? "9") < (seen.writtenRegStartsOn ?? "9")) rounds.set(key, round);
  }
  return [...rounds.values()];
}
