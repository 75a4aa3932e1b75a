import { Hono } from "hono";
import { z } from "zod";
import { dictionaryCodeParam, dictionaryQuery, encyclopediaIdParam, encyclopediaQuery } from "../../../shared/job-schemas";
import { majorFieldParam, schoolTypeParam } from "../../../shared/major-fields";
import { keywordParam, pageInfo, pageParam, pageSizeParam } from "../../../shared/paging";
import { requestDevice } from "../../http/device";
import { notFound, parseInput } from "../../http/errors";
import type { DictionarySummary, EncyclopediaSummary } from "../../modules/jobs/service.server";
import type { ApiEnv } from "../index";

const chartData = (job: EncyclopediaSummary) => job.indicators.map((i) => ({ name: i.label, value: i.value }));
const indicator = (job: EncyclopediaSummary, label: string) => job.indicators.find((i) => i.label === label)?.value ?? null;

/** The spec's job dictionary entry (CareerNet 직업백과). */
const encyclopediaWire = (job: EncyclopediaSummary) => ({
  jobdicSeq: job.id,
  jobNm: job.name,
  profession: job.category,
  summary: job.outlookSummary,
  equalemployment: indicator(job, "고용평등"),
  possibility: indicator(job, "발전가능성"),
  chartData: chartData(job),
});

const dictionaryWire = (job: DictionarySummary) => ({
  dJobCd: job.code,
  dJobNm: job.name,
  workSum: job.summary,
  dJobECdNm: job.kecoName,
  eduLevel: job.educationLevel,
  skillYear: job.skillPeriod,
});

/** The spec's 계열 (mjClassId) and 학교 구분 (mjScType) filters, from CareerNet's 4-year list (decision 0050). */
const majorListQuery = z.object({
  keyword: keywordParam,
  page: pageParam,
  pageSize: pageSizeParam(10),
  mjClassId: majorFieldParam,
  mjScType: schoolTypeParam,
});
const majorIdQuery = z.object({
  id: z.coerce.number({ message: "id가 올바르지 않습니다." }).int().positive().max(2_147_483_647),
});

/** Job dictionary, detailed jobs (직업사전) and majors. */
export function jobsRouter() {
  const router = new Hono<ApiEnv>();

  router.get("/career/job-dic", async (c) => {
    const q = parseInput(encyclopediaQuery, c.req.query());
    const { items, total } = await c.get("services").jobs.listEncyclopedia(q);
    return c.json({
      data: { list: items.map(encyclopediaWire), page: pageInfo(q, total, requestDevice(c.req.raw.headers)) },
    });
  });

  router.get("/career/job-dic-detail", async (c) => {
    const { jobdicSeq } = parseInput(encyclopediaIdParam, c.req.query());
    const job = await c.get("services").catalogue.encyclopediaJob(jobdicSeq);
    if (!job) throw notFound("직업 정보를 찾을 수 없습니다.");
    return c.json({
      data: {
        ...encyclopediaWire(job),
        prospect: job.employmentOutlook,
        salery: job.wage,
        similarJob: job.similarNames,
        aptitude: job.aptitude,
        preparation: job.preparation,
        training: job.training,
        employmentPath: job.employmentPath,
        kecoCd: job.kecoCode,
        kecoNm: job.kecoName,
        kscoCd: job.kscoCode,
        kscoNm: job.kscoName,
        relationMajor: job.majors.map((m) => ({ majorNm: m.name, id: m.majorId })),
        relationLicense: job.licenses.map((l) => ({ ld_id: l.id, jmfldnm: l.name })),
      },
    });
  });

  router.get("/career/job-info", async (c) => {
    const q = parseInput(dictionaryQuery, c.req.query());
    const { items, total } = await c.get("services").jobs.listDictionary(q);
    return c.json({
      data: { list: items.map(dictionaryWire), page: pageInfo(q, total, requestDevice(c.req.raw.headers)) },
    });
  });

  router.get("/career/job-info-detail", async (c) => {
    const { dJobCd } = parseInput(dictionaryCodeParam, c.req.query());
    const job = await c.get("services").catalogue.dictionaryJob(dJobCd);
    if (!job) throw notFound("직업 정보를 찾을 수 없습니다.");
    return c.json({
      data: {
        ...dictionaryWire(job),
        djobId: job.codeSeq,
        doWork: job.duties,
        workStrong: job.workIntensity,
        workPlace: job.workPlace,
        physicalAct: job.physicalActivities.join("|"),
        workEnv: job.workEnvironment,
        workFunc: job.workFunctions,
        similarNm: job.similarNames,
        connectJob: job.relatedJobs,
        certLic: job.licensesText,
        certLicLinks: job.licenses.map((l) => ({ ld_id: l.id, jmfldnm: l.name })),
        dJobECd: job.kecoCode,
        dJobJCd: job.kscoCode,
        dJobJCdNm: job.kscoName,
        dJobICdNm: job.ksicName,
        inqYear: job.surveyYear,
      },
    });
  });

  router.get("/license/major-info", async (c) => {
    const q = parseInput(majorListQuery, c.req.query());
    const { items, total } = await c.get("services").majors.listMajors({ ...q, field: q.mjClassId, schoolType: q.mjScType });
    return c.json({
      data: {
        list: items.map((m) => ({
          id: m.id,
          majorNm: m.name,
          employmentRate: m.employmentRate,
          mainSubject: m.mainSubjects,
          // null: not in CareerNet's 4-year list, so no 계열 in the snapshot ("계열 정보 없음").
          mjClassNm: m.field,
        })),
        page: pageInfo(q, total, requestDevice(c.req.raw.headers)),
      },
    });
  });

  router.get("/license/major-detail-info", async (c) => {
    const { id } = parseInput(majorIdQuery, c.req.query());
    const major = await c.get("services").catalogue.major(id);
    if (!major) throw notFound("학과 정보를 찾을 수 없습니다.");
    return c.json({
      data: {
        id: major.id,
        majorNm: major.name,
        mjClassNm: major.field,
        mainSubject: major.mainSubjects,
        schoolSubject: major.relatedSchoolSubjects,
        employmentRate: major.employmentRate,
        realtionSubject: major.relationSubjects,
        relationLicense: major.licenses.map((l) => ({
          ld_id: l.id,
          jmfldnm: l.name,
          qualgbnm: l.qualificationTypeName,
          seriesnm: l.gradeName,
        })),
        relationJob: major.jobs.map((j) => ({ jobdicSeq: j.id, jobNm: j.name })),
        department: major.departments,
      },
    });
  });

  return router;
}
