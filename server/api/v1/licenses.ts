import { type Context, Hono } from "hono";
import { z } from "zod";
import { postUrl } from "../../../shared/board-urls";
import { todayInSeoul } from "../../../shared/dates";
import { NEWS_BOARD } from "../../../shared/news-feeds";
import {
  licenseNewsLimit,
  pageParam as page,
  pageInfo,
  pageSizeParam as pageSize,
  SELECT_LICENSE_LIMIT,
  townInfoPageSize,
} from "../../../shared/paging";
import { readBody } from "../../http/body";
import { requestDevice } from "../../http/device";
import { badRequest, parseInput } from "../../http/errors";
import type { PostSummary } from "../../modules/boards/queries.server";
import { licenseScheduleEntries } from "../../modules/schedules/entries";
import { SCHEDULE_KINDS } from "../../modules/schedules/service.server";
import type { ApiEnv } from "../index";
import { favoriteIdsOf, ldId, parseScheduleInput, requireLicense, searchText } from "../licenseInputs";

const ldIdInput = z.object({ ld_id: ldId });
const TALK_BOARD = "talk";
const TALK_PAGE = { page: 1, pageSize: SELECT_LICENSE_LIMIT };

const relation = (r: { no: string; name: string; percent: number | null }) => ({
  processNo: r.no,
  processNm: r.name,
  percent: r.percent,
});

/**
 * The license's page as the license page reads it (catalogue_pages, decision 0043): one home for its
 * facts, relations, rounds and statistics (decision 0075). An unknown id answers 404 (`requireLicense`).
 */
async function licensePageOf(c: Context<ApiEnv>, ldIdValue: string) {
  const { licenses, catalogue } = c.get("services");
  const id = await requireLicense(licenses, ldIdValue);
  const page = await catalogue.licensePage(id);
  if (!page) throw badRequest();
  return page;
}

/** /v1/jnLics/*, /v1/jnTalk/selectLicenseInfo.php, /v1/jnTown/addressProcessList.php, /v1/banner/track */
export function licensesV1Router() {
  const router = new Hono<ApiEnv>();

  router.post("/jnLics/licenseInfo.php", async (c) => {
    const { schedules } = c.get("services");
    const page = await licensePageOf(c, parseInput(ldIdInput, await readBody(c)).ld_id);
    const year = Number(c.get("services").clock.today().slice(0, 4));
    const { license, relations, stats } = page;
    const allRounds = page.rounds;
    const rounds = allRounds.filter((r) => r.year === year || r.year === year + 1);
    // Where no source places the item in a round this year, the answer says what is known (decision 0064).
    const placement = schedules.itemSchedule(license, allRounds, stats, year);
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
        schedule: licenseScheduleEntries(rounds, license),
        schedulePlacement: {
          ...placement,
          message: placement.status === "placed" ? null : schedules.itemScheduleMessage(placement, year),
        },
      },
    });
  });

  router.post("/jnLics/licenseInfoDetail.php", async (c) => {
    const page = await licensePageOf(c, parseInput(ldIdInput, await readBody(c)).ld_id);
    const id = page.license.id;
    const year = Number(c.get("services").clock.today().slice(0, 4));
    const { stats, demographics } = page;
    const rounds = page.rounds.filter((r) => r.year === year || r.year === year + 1);
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
    const limit = licenseNewsLimit(requestDevice(c.req.raw.headers));
    const news = await c.get("services").boards.latest({ slug: NEWS_BOARD, licenseId: id }, limit);
    // The spec trims news dates to 10 characters ("2026-11-20").
    return c.json({
      data: news.map((p) => ({
        id: p.id,
        title: p.title,
        publisher: p.authorName,
        url: postUrl("news", p.id),
        date: todayInSeoul(new Date(p.createdAt)),
      })),
    });
  });

  router.post("/jnLics/onlineLecture.php", async (c) => {
    const { licenses } = c.get("services");
    const input = parseInput(z.object({ ld_id: ldId, page, pageSize: pageSize(10) }), await readBody(c));
    const id = await requireLicense(licenses, input.ld_id);
    const result = await licenses.content.lectures(id, input);
    return c.json({
      data: { list: result.list, page: pageInfo({ page: input.page, pageSize: input.pageSize }, result.totalItems, 5) },
    });
  });

  router.post("/jnLics/certificateLicense.php", async (c) => {
    const { licenses } = c.get("services");
    const id = await requireLicense(licenses, parseInput(ldIdInput, await readBody(c)).ld_id);
    const [relations, sameField] = await Promise.all([licenses.relations(id), licenses.sameFieldLicenses(id, 10)]);
    return c.json({
      data: {
        relationBasis: relations.basis,
        relationLicense: relations.relationLicense.map(relation),
        sameJobField: sameField.map((l) => ({
          ld_id: l.id,
          jmfldnm: l.name,
          seriesnm: l.gradeName,
          applicants: l.applicants,
          applicantsYear: l.applicantsYear,
          applicantsFamily: l.figureFamily,
        })),
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
    const { boards } = c.get("services");
    const [license, notices, talks] = await Promise.all([
      licenses.getLicense(id),
      boards.list(TALK_BOARD, { licenseId: id, notice: true, sort: input.sort, search: input.search }, TALK_PAGE),
      boards.list(TALK_BOARD, { licenseId: id, notice: false, sort: input.sort, search: input.search }, TALK_PAGE),
    ]);
    if (!license) throw badRequest();
    const shape = (p: PostSummary) => ({
      id: p.id,
      title: p.title,
      commentCount: p.commentCount,
      url: postUrl("talk", p.id),
      date: todayInSeoul(new Date(p.createdAt)),
    });
    return c.json({
      data: {
        licenseName: license.name,
        selectLicenseNotice: notices.items.map(shape),
        selectLicenseInfo: talks.items.map(shape),
      },
    });
  });

  router.post("/jnTown/addressProcessList.php", async (c) => {
    const { licenses } = c.get("services");
    const input = parseInput(
      z.object({
        ld_id: ldId.optional(),
        page,
        search: searchText,
        itemsPerPage: pageSize(townInfoPageSize(requestDevice(c.req.raw.headers))),
      }),
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
      data: {
        list: result.list,
        regions: result.regions,
        page: pageInfo({ page: input.page, pageSize: input.itemsPerPage }, result.totalItems, 5),
      },
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
