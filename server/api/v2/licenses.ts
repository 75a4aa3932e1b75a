import { Hono } from "hono";
import { z } from "zod";
import { countByDay } from "../../../shared/calendar-events";
import { jobListVisiblePages, pageParam as page, pageInfo, pageSizeParam as pageSize } from "../../../shared/paging";
import { requestDevice } from "../../http/device";
import { parseInput } from "../../http/errors";
import { GOODS_KINDS } from "../../modules/licenses/content.server";
import type { ApiEnv } from "../index";
import { favoriteIdsOf, ldId, parseScheduleInput, requireLicense, searchText } from "../licenseInputs";

const jobListInput = z.object({
  keyword: searchText,
  jobName: searchText,
  page,
  pageSize: pageSize(10),
  orderBy: z
    .enum(["name", "applicants", "passRate"], { error: "orderBy는 name, applicants, passRate 중 하나입니다." })
    .default("name"),
});

/** GET /v2/board/goods-board-list, /v2/license/license-job-code, license-job-list, license-schedule-days, license-schedule-months */
export function licensesV2Router() {
  const router = new Hono<ApiEnv>();

  router.get("/board/goods-board-list", async (c) => {
    const { licenses } = c.get("services");
    const input = parseInput(
      z.object({
        ld_id: ldId,
        kind: z.enum(GOODS_KINDS, { error: "kind는 textbook, job_posting, subsidy 중 하나입니다." }),
        page,
        pageSize: pageSize(5),
      }),
      c.req.query(),
    );
    const id = await requireLicense(licenses, input.ld_id);
    const result = await licenses.content.goods(id, input.kind, input);
    return c.json({
      data: { list: result.list, page: pageInfo({ page: input.page, pageSize: input.pageSize }, result.totalItems, 5) },
    });
  });

  router.get("/license/license-job-code", async (c) => {
    const tree = await c.get("services").licenses.jobCodeTree();
    return c.json({
      data: tree.map((field) => ({
        code: field.code,
        codeNm: field.name,
        count: field.count,
        children: field.children.map((sub) => ({ code: sub.code, codeNm: sub.name, grCd: field.code, count: sub.count })),
      })),
    });
  });

  router.get("/license/license-job-list", async (c) => {
    const input = parseInput(jobListInput, c.req.query());
    const result = await c.get("services").licenses.list(input);
    return c.json({
      data: {
        list: result.list.map((l) => ({
          ld_id: l.id,
          jmfldnm: l.name,
          qualgbnm: l.typeName,
          seriesnm: l.gradeName,
          obligfldnm: l.jobFieldName,
          mdobligfldnm: l.subJobFieldName,
          // A family's figure (ITQ A/B/C급 together) is the family's total, not this license's (decision 0041).
          applicants: l.applicants,
          applicantsYear: l.applicantsYear,
          applicantsFamily: l.figureFamily,
          passRate: l.passRate,
        })),
        page: pageInfo(
          { page: input.page, pageSize: input.pageSize },
          result.totalItems,
          jobListVisiblePages(requestDevice(c.req.raw.headers)),
        ),
      },
    });
  });

  /** Per-day counts of licenseSchedule.php's events: what the calendar grid needs for a whole month. */
  router.get("/license/license-schedule-days", async (c) => {
    const services = c.get("services");
    const url = new URL(c.req.url);
    const input = parseScheduleInput({ ...c.req.query(), type: url.searchParams.getAll("type") });
    const favoriteIds = await favoriteIdsOf(services, c.req.raw);
    const byKind = await services.schedules.events({ ...input, types: input.type, favoriteIds });
    return c.json({ data: countByDay(Object.values(byKind).flat(), new Set(favoriteIds)) });
  });

  /** The months of this and next year with an event of a license matching `search` (the calendar's pointers). */
  router.get("/license/license-schedule-months", async (c) => {
    const services = c.get("services");
    const input = parseInput(
      z.object({
        search: z
          .string({ error: "search를 입력해주세요." })
          .trim()
          .min(1, "search를 입력해주세요.")
          .max(50, "검색어는 50자 이하로 입력해주세요."),
      }),
      c.req.query(),
    );
    const year = Number(services.clock.today().slice(0, 4));
    return c.json({ data: { months: await services.schedules.monthsWithEvents(input.search, year) } });
  });

  return router;
}
