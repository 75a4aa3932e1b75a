import { describe, expect, it } from "vitest";
import { plausibleJobs } from "./job-links";

describe("관련 직업 of a license: jobs whose KECO 중분류 another linked job shares", () => {
  // CareerNet's jobs for 정보처리기능사 (jobs/certweb_data_jobs.csv, 고용분류 from certweb_job_info.csv).
  const jobs = [
    { id: 36, name: "통계학연구원", kecoCode: "1211" },
    { id: 383, name: "우편물집배원", kecoCode: "6242" },
    { id: 1, name: "전화교환원", kecoCode: "0291" },
    { id: 2, name: "데이터베이스관리자", kecoCode: "1341" },
    { id: 3, name: "웹마스터", kecoCode: "1344" },
    { id: 4, name: "IT컨설턴트", kecoCode: "1320" },
  ];

  it("drops 통계학연구원, 우편물집배원 and 전화교환원 from 정보처리기능사", () => {
    expect(plausibleJobs(jobs).map((j) => j.name)).toEqual(["데이터베이스관리자", "웹마스터", "IT컨설턴트"]);
  });

  it("keeps every job when there are too few to compare", () => {
    expect(plausibleJobs(jobs.slice(0, 2))).toEqual(jobs.slice(0, 2));
  });
});
