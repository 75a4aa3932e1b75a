import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedDataDir } from "../../test/settings";
import {
  apiDate,
  continuousRoundsFromCList,
  feesFromFeeList,
  parseQnetResponse,
  qualificationsFromList,
  roundsFromJmList,
  SourceError,
} from "./qnet";

const sample = (name: string) => readFileSync(path.join(seedDataDir(), "api-samples", name), "utf8");

describe("Q-Net Open API responses", () => {
  it("reads getJMList rounds with every phase the API gives", () => {
    const page = parseQnetResponse(sample("InquiryTestInformationNTQSVC_getJMList_1320.xml"));
    const rounds = roundsFromJmList(page.items, "practical");
    expect(rounds[0]).toMatchObject({ year: 2026, roundName: "제1회", sourceRef: "2026년 정기 기사 1회" });
    expect(rounds[0]?.phases).toContainEqual({
      stage: "written",
      kind: "registration",
      startsOn: "2026-01-12",
      endsOn: "2026-01-15",
    });
    expect(rounds[0]?.phases).toContainEqual({ stage: "written", kind: "exam", startsOn: "2026-01-30", endsOn: "2026-03-03" });
    expect(rounds[0]?.phases).toContainEqual({
      stage: "practical",
      kind: "result",
      startsOn: "2026-06-12",
      endsOn: "2026-08-11",
    });
  });

  it("reads fees as the stage amounts and the source text", () => {
    const fees = feesFromFeeList(parseQnetResponse(sample("InquiryTestInformationNTQSVC_getFeeList_1320.xml")).items);
    expect(fees).toEqual({ written: 19400, practical: 22600, text: "1차 : 19400, 2차 : 22600" });
  });

  it("reads the qualification list and its paging fields", () => {
    const page = parseQnetResponse(sample("InquiryListNationalQualifcationSVC_getList_excerpt.xml"));
    expect(qualificationsFromList(page.items)[0]).toMatchObject({ id: "0752", name: "가스기술사", gradeName: "기술사" });
    const paged = parseQnetResponse(sample("InquiryUdeptObligSVC_getList_sample.xml"));
    expect(paged).toMatchObject({ totalCount: 13773, pageNo: 1, numOfRows: 5 });
    expect(paged.items).toHaveLength(5);
  });

  it("turns the error envelopes and malformed bodies into SourceErrors", () => {
    expect(() => parseQnetResponse(sample("QnetOpenAPI_error_resultCode99.xml"))).toThrow(/Q-Net 오류 99/);
    const gateway = () => parseQnetResponse(sample("B490007_qualExamSchd_getQualExamSchdList_error_SERVICE_KEY_IS_NULL.json"));
    expect(gateway).toThrow(SourceError);
    expect(gateway).toThrow(/SERVICE_KEY_IS_NULL/);
    expect(() => parseQnetResponse("<response><header><resultCode>00</resultCode></header><body><items>")).toThrow(
      /XML이 올바르지 않습니다/,
    );
  });

  it("treats the API's unknown dates as missing", () => {
    expect(apiDate("XXXXXXXX")).toBeNull();
    expect(apiDate("20270112")).toBe("2027-01-12");
  });

  it("reads only the 상시 기능사 rounds of getCList, one per round", () => {
    const saved = JSON.parse(sample("InquiryTestInformationNTQSVC_getEList_getCList_getPEList_2026.json")) as {
      getCList: Record<string, string>[];
    };
    // The saved day returned 정기 rounds only: those come per item from getJMList.
    expect(continuousRoundsFromCList(saved.getCList)).toEqual([]);
    const rows: Record<string, string>[] = [
      { description: "2026년 상시 기능사 24회", docregstartdt: "20260728", docregenddt: "20260728", pracregstartdt: "20261126" },
      { description: "2026년 상시 기능사 24회", docregstartdt: "20260801", docregenddt: "20260801" },
    ];
    expect(continuousRoundsFromCList(rows)).toEqual([
      expect.objectContaining({
        year: 2026,
        roundName: "제24회",
        writtenRegStartsOn: "2026-07-28",
        practicalRegStartsOn: "2026-11-26",
        finalResultOn: null,
      }),
    ]);
  });
});
