import { notInArray } from "drizzle-orm";
import { z } from "zod";
import { careerJobLicenses, careerJobMajors, careerJobs, dictionaryJobLicenses, dictionaryJobs, licenses } from "../db/schema";
import { nameKey, optInt, optText, readRows, text } from "./csv";
import { certwebResolver, type Dataset, insertBatches, upsertBatches } from "./support";

const DICTIONARY = "jobs/worknet_job_dictionary.csv";
const JOB_INFO = "jobs/certweb_job_info.csv";
const JOB_LINKS = "jobs/certweb_data_jobs.csv";

const dictionarySchema = z.object({
  dJobCd: text,
  dJobCdSeq: text,
  dJobNm: text,
  workSum: optText,
  doWork: optText,
  eduLevel: optText,
  skillYear: optText,
  workStrong: optText,
  workPlace: optText,
  physicalAct: optText,
  workEnv: optText,
  workFunc1: optText,
  workFunc2: optText,
  workFunc3: optText,
  similarNm: optText,
  connectJob: optText,
  certLic: optText,
  dJobECd: optText,
  dJobECdNm: optText,
  dJobJCd: optText,
  dJobJCdNm: optText,
  dJobICd: optText,
  dJobICdNm: optText,
  inqYear: optInt,
  etc: optText,
});

/** CareerNet indicators look like "보상: 26.0". */
const indicator = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const raw = v?.replace(/^[^:]*:/, "").trim();
    if (!raw) return null;
    const n = Number(raw);
    if (Number.isFinite(n)) return n;
    ctx.addIssue({ code: "custom", message: `not an indicator: "${v}"` });
    return z.NEVER;
  });

/** "8831가구 제조·수리원" → code 8831 + name. */
const codeAndName = optText.transform((v) => {
  const m = v ? /^(\d+)\s*(.*)$/.exec(v) : null;
  return m ? { code: m[1] as string, name: (m[2] as string) || null } : { code: null, name: v };
});

// Source headers are shifted: 고용형태 holds the employment outlook, 초임 the wage text.
const jobInfoSchema = z.object({
  jobdicSeq: z.coerce.number().int().positive(),
  직업명: text,
  유사직업명: optText,
  취업방법: optText,
  고용형태: optText,
  초임: optText,
  준비과정: optText,
  교육과정: optText,
  고용분류: codeAndName,
  표준분류: codeAndName,
  직무구분: optText,
  적성: optText,
  직업전망요약: optText,
  보상: indicator,
  고용안정: indicator,
  발전가능성: indicator,
  근무여건: indicator,
  직업전문성: indicator,
  고용평등: indicator,
});

const jobLinkSchema = z.object({ jobdicSeq: z.coerce.number().int().positive(), 학과명: optText, 자격증ID: optText });

/** "[4120]기자 및 언론 전문가" → "기자 및 언론 전문가". */
const stripCode = (v: string | null) => (v ? v.replace(/^\[[^\]]*\]\s*/, "") : null);

export const jobsDataset: Dataset = {
  name: "jobs",
  files: [DICTIONARY, JOB_INFO, JOB_LINKS],
  async run({ tx, dir, report }) {
    const all = await tx.select({ id: licenses.id, name: licenses.name }).from(licenses);
    const byName = new Map(all.map((l) => [nameKey(l.name), l.id]));

    const dictionary = readRows(report, dir, DICTIONARY, dictionarySchema);
    const dictRows = new Map<string, typeof dictionaryJobs.$inferInsert>();
    const dictLinks = new Map<string, typeof dictionaryJobLicenses.$inferInsert>();
    for (const { line, value: d } of dictionary) {
      if (dictRows.has(d.dJobCd)) {
        report.reject(DICTIONARY, line, `duplicate dJobCd ${d.dJobCd}`);
        continue;
      }
      dictRows.set(d.dJobCd, {
        code: d.dJobCd,
        codeSeq: d.dJobCdSeq,
        name: d.dJobNm,
        summary: d.workSum,
        duties: d.doWork,
        educationLevel: d.eduLevel,
        skillPeriod: d.skillYear,
        workIntensity: d.workStrong,
        workPlace: d.workPlace,
        physicalActivity: d.physicalAct,
        workEnvironment: d.workEnv,
        workFunction1: d.workFunc1,
        workFunction2: d.workFunc2,
        workFunction3: d.workFunc3,
        similarNames: d.similarNm,
        relatedJobs: d.connectJob,
        licensesText: d.certLic,
        kecoCode: d.dJobECd,
        kecoName: stripCode(d.dJobECdNm),
        kscoCode: d.dJobJCd,
        kscoName: stripCode(d.dJobJCdNm),
        ksicCode: d.dJobICd,
        ksicName: stripCode(d.dJobICdNm),
        surveyYear: d.inqYear,
        etc: d.etc,
        source: "worknet_job_dictionary",
      });
      for (const name of d.certLic?.split(",") ?? []) {
        const licenseId = byName.get(nameKey(name));
        if (licenseId) dictLinks.set(`${d.dJobCd}|${licenseId}`, { jobCode: d.dJobCd, licenseId });
        else if (name.trim()) report.skip("jobs", "certLic name matches no license exactly", name.trim());
      }
    }
    await tx.delete(dictionaryJobs);
    await insertBatches(tx, dictionaryJobs, [...dictRows.values()]);
    await insertBatches(tx, dictionaryJobLicenses, [...dictLinks.values()]);

    const info = readRows(report, dir, JOB_INFO, jobInfoSchema);
    const careerRows = new Map<number, typeof careerJobs.$inferInsert>();
    for (const { line, value: j } of info) {
      if (careerRows.has(j.jobdicSeq)) {
        report.reject(JOB_INFO, line, `duplicate jobdicSeq ${j.jobdicSeq}`);
        continue;
      }
      careerRows.set(j.jobdicSeq, {
        id: j.jobdicSeq,
        name: j.직업명,
        similarNames: j.유사직업명,
        employmentPath: j.취업방법,
        employmentOutlook: j.고용형태,
        wage: j.초임,
        preparation: j.준비과정,
        training: j.교육과정,
        kecoCode: j.고용분류.code,
        kecoName: j.고용분류.name,
        kscoCode: j.표준분류.code,
        kscoName: j.표준분류.name,
        jobCategory: j.직무구분,
        aptitude: j.적성,
        outlookSummary: j.직업전망요약,
        indicatorReward: j.보상,
        indicatorStability: j.고용안정,
        indicatorGrowth: j.발전가능성,
        indicatorConditions: j.근무여건,
        indicatorProfessionalism: j.직업전문성,
        indicatorEquality: j.고용평등,
        source: "certweb_job_info",
      });
    }
    // Upsert keeps members' desired jobs (member_desired_jobs cascades on delete).
    await upsertBatches(tx, careerJobs, careerJobs.id, [...careerRows.values()]);
    await tx.delete(careerJobs).where(notInArray(careerJobs.id, [...careerRows.keys(), -1]));

    const resolve = await certwebResolver(tx);
    const links = readRows(report, dir, JOB_LINKS, jobLinkSchema);
    const jobLicenses = new Map<string, typeof careerJobLicenses.$inferInsert>();
    const jobMajors = new Map<string, typeof careerJobMajors.$inferInsert>();
    for (const { line, value: l } of links) {
      if (!careerRows.has(l.jobdicSeq)) {
        report.skip("jobs", "data_jobs row for a jobdicSeq not in job_info", `${JOB_LINKS}:${line} ${l.jobdicSeq}`);
        continue;
      }
      if (l.자격증ID) {
        const licenseId = resolve.get(l.자격증ID);
        if (licenseId) jobLicenses.set(`${l.jobdicSeq}|${licenseId}`, { jobId: l.jobdicSeq, licenseId });
        else report.skip("jobs", "unknown 자격증ID", `${JOB_LINKS}:${line} ${l.자격증ID}`);
      }
      for (const major of l.학과명?.split(",") ?? []) {
        const majorName = major.trim();
        if (majorName) jobMajors.set(`${l.jobdicSeq}|${majorName}`, { jobId: l.jobdicSeq, majorName });
      }
    }
    await tx.delete(careerJobLicenses);
    await tx.delete(careerJobMajors);
    await insertBatches(tx, careerJobLicenses, [...jobLicenses.values()]);
    await insertBatches(tx, careerJobMajors, [...jobMajors.values()]);
    return dictionary.length + info.length + links.length;
  },
};
