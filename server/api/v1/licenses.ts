import { Hono } from "hono";
import { z } from "zod";
import { todayInSeoul } from "../../../app/lib/dates";
import { readBody } from "../../http/body";
import { badRequest, parseInput } from "../../http/errors";
import { licenseScheduleEntries } from "../../modules/schedules/entries";
import { SCHEDULE_KINDS } from "../../modules/schedules/service";
import type { ApiEnv } from "../index";
import { favoriteIdsOf, ldId, page, pageInfo, pageSize, parseScheduleInput, requireLicense, searchText } from "../licenseInputs";

const ldIdInput = z.object({ ld_id: ldId });

const relation = (r: { no: string; name: string; percent: number }) => ({
  processNo: r.no,
  processNm: r.name,
  percent: r.percent,
});

/** /v1/jnLics/*, /v1/jnTalk/selectLicenseInfo.php, /v1/jnTown/addressProcessList.php, /v1/banner/track */
export function licensesV1Router() {
  const router = new Hono<ApiEnv>();

  router.post("/jnLics/licenseInfo.php", async (c) => {
    const { licenses, schedules } = c.get("services");
    const id = await requireLicense(licenses, parseInput(ldIdInput, await readBody(c)).ld_id);
    const year = Number(todayInSeoul().slice(0, 4));
    const [license, relations, rounds] = await Promise.all([
      licenses.getLicense(id),
      licenses.relations(id),
      schedules.licenseRounds(id, [year, year + 1]),
    ]);
    if (!license) throw badRequest();
    return c.json({
      data: {
        ld_id: license.id,
        jmfldnm: license.name,
        qualgbnm: license.qualificationTypeName,
        seriesnm: license.gradeName,
        obligfldnm: license.jobFieldName,
        mdobligfldnm: license.subJobFieldName,
        ncs: license.ncsClasses,
        issuer: license.issuer,
        examMethod: license.examMethod,
        passCriteria: license.passCriteria,
        fee: { written: license.feeWritten, practical: license.feePractical, text: license.feeText },
        source: license.source,
        relationBasis: relations.basis,
        relationLicense: relations.relationLicense.map(relation),
        relationJob: relations.relationJob.map(relation),
        relationMajor: relations.relationMajor.map(relation),
        schedule: licenseScheduleEntries(rounds),
      },
    });
  });

  router.post("/jnLics/licenseInfoDetail.php", async (c) => {
    const { licenses, schedules } = c.get("services");
    const id = await requireLicense(licenses, parseInput(ldIdInput, await readBody(c)).ld_id);
    const year = Number(todayInSeoul().slice(0, 4));
    const [stats, demographics, rounds] = await Promise.all([
      licenses.passStatistics(id),
      licenses.demographics(id),
      schedules.licenseRounds(id, [year, year + 1]),
    ]);
    return c.json({
      data: {
        ld_id: id,
        rounds,
        passStatistics: stats,
        genderStatistics: demographics.gender.map((y) => ({
          year: y.year,
          list: y.entries.map((e) => ({ rgnGender: e.label, rgnCnt: e.count })),
        })),
        genderMax: demographics.genderMax,
        ageStatistics: demographics.age.map((y) => ({
          year: y.year,
          list: y.entries.map((e) => ({ rgnAge: e.label, rgnCnt: e.count })),
        })),
        demographicSources: demographics.sources,
      },
    });
  });

  router.post("/jnLics/licenseNews.php", async (c) => {
    const { licenses } = c.get("services");
    const id = await requireLicense(licenses, parseInput(ldIdInput, await readBody(c)).ld_id);
    return c.json({ data: await licenses.content.news(id, 4) });
  });

  router.post("/jnLics/onlineLecture.php", async (c) => {
    const { licenses } = c.get("services");
    const input = parseInput(z.object({ ld_id: ldId, page, pageSize: pageSize(10) }), await readBody(c));
    const id = await requireLicense(licenses, input.ld_id);
    const result = await licenses.content.lectures(id, input);
    return c.json({ data: { list: result.list, page: pageInfo(input.page, result.totalItems, input.pageSize, 5) } });
  });

  router.post("/jnLics/certificateLicense.php", async (c) => {
    const { licenses } = c.get("services");
    const id = await requireLicense(licenses, parseInput(ldIdInput, await readBody(c)).ld_id);
    const [relations, sameField] = await Promise.all([licenses.relations(id), licenses.sameFieldLicenses(id, 10)]);
    return c.json({
      data: {
        relationBasis: relations.basis,
        relationLicense: relations.relationLicense.map(relation),
        sameJobField: sameField.map((l) => ({ ld_id: l.id, jmfldnm: l.name, seriesnm: l.gradeName, applicants: l.applicants })),
      },
    });
  });

  router.post("/jnLics/licenseSchedule.php", async (c) => {
    const services = c.get("services");
    const input = parseScheduleInput(await readBody(c));
    const favoriteIds = await favoriteIdsOf(services, c.req.raw);
    const byKind = await services.schedules.events({ ...input, types: input.type, favoriteIds });
    const data = Object.fromEntries(
      SCHEDULE_KINDS.map((kind) => [
        kind,
        byKind[kind].map((e) => ({
          start: e.date,
          ld_id: e.licenseId,
          jmfldnm: e.licenseName,
          description: e.description,
          roundName: e.roundName,
          stage: e.stage,
          phaseStart: e.startsOn,
          phaseEnd: e.endsOn,
          favorite: e.favorite,
        })),
      ]),
    );
    return c.json({ data });
  });

  router.post("/jnTalk/selectLicenseInfo.php", async (c) => {
    const { licenses } = c.get("services");
    const input = parseInput(
      z.object({ selectLicense: ldId, sort: z.enum(["latest", "comment"]).default("latest"), search: searchText }),
      await readBody(c),
    );
    const id = await requireLicense(licenses, input.selectLicense);
    const summary = await licenses.content.talkSummary(id, input.sort, input.search);
    if (!summary) throw badRequest();
    return c.json({
      data: { licenseName: summary.licenseName, selectLicenseNotice: summary.notices, selectLicenseInfo: summary.talks },
    });
  });

  router.post("/jnTown/addressProcessList.php", async (c) => {
    const { licenses } = c.get("services");
    const input = parseInput(
      z.object({ ld_id: ldId.optional(), page, search: searchText, itemsPerPage: pageSize(4) }),
      await readBody(c),
    );
    const id = input.ld_id ? await requireLicense(licenses, input.ld_id) : undefined;
    const result = await licenses.content.institutes({
      licenseId: id,
      region: input.search,
      page: input.page,
      pageSize: input.itemsPerPage,
    });
    return c.json({
      data: { list: result.list, regions: result.regions, page: pageInfo(input.page, result.totalItems, input.itemsPerPage, 5) },
    });
  });

  router.post("/banner/track", async (c) => {
    const { licenses } = c.get("services");
    const input = parseInput(
      z.object({
        ld_id: ldId.optional(),
        pageUrl: z.string().trim().min(1, "pageUrl을 입력해주세요.").max(500),
        targetUrl: z.string().trim().min(1, "targetUrl을 입력해주세요.").max(500),
        location: z.string().trim().min(1, "location을 입력해주세요.").max(50),
        device: z.enum(["mobile", "pc"], { error: "device는 mobile 또는 pc입니다." }),
        event: z.enum(["impression", "click"]).default("click"),
      }),
      await readBody(c),
    );
    const licenseId = input.ld_id ? await requireLicense(licenses, input.ld_id) : null;
    await licenses.content.trackBanner({ ...input, licenseId });
    return c.json({ result: true });
  });

  return router;
}
