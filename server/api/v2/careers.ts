import { Hono } from "hono";
import { z } from "zod";
import { basicConsonants } from "../../../shared/consonants";
import { careerPaging, keywordParam, pageInfo, pageParam, pageSizeParam } from "../../../shared/paging";
import { TEST_ID } from "../../../shared/test-catalogue";
import { type DeviceClass, requestDevice } from "../../http/device";
import { notFound, parseInput } from "../../http/errors";
import type { CatalogueTest } from "../../modules/languageTests/service.server";
import type { ApiEnv } from "../index";

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

const cardsQuery = (device: DeviceClass) => z.object({ page: pageParam, pageSize: pageSizeParam(careerPaging(device).pageSize) });
const privilegesQuery = z.object({
  consonant: z.preprocess(emptyToUndefined, z.enum(basicConsonants, { message: "초성은 ㄱ~ㅎ 중 하나여야 합니다." }).optional()),
  keyword: keywordParam,
  page: pageParam,
  pageSize: pageSizeParam(10),
});
const testKindQuery = z.object({
  kind: z.preprocess(
    emptyToUndefined,
    z.enum(["language", "public"], { message: "kind는 language 또는 public이어야 합니다." }).default("language"),
  ),
});
const testQuery = z.object({
  ld_id: z.string({ message: "ld_id를 입력해주세요." }).regex(TEST_ID, { message: "ld_id가 올바르지 않습니다." }),
});

/** A catalogue test on the wire: `ld_id` is its slug; every fact travels with its source and 기준일. */
function testWire(t: CatalogueTest) {
  return {
    ld_id: t.id,
    name: t.name,
    kind: t.kind,
    language: t.language,
    organiser: t.organiser,
    officialUrl: t.officialUrl,
    scoreScale: t.scoreScale,
    validity: t.validity,
    testFormat: t.testFormat,
    usage: t.usage,
    usageSourceUrl: t.usageSourceUrl,
    sourceUrl: t.sourceUrl,
    asOf: t.asOf,
  };
}

const publicListQuery = z.object({ keyword: keywordParam, page: pageParam, pageSize: pageSizeParam(10) });
const educationQuery = z.object({
  region: z.preprocess(emptyToUndefined, z.string().max(20, { message: "지역 값이 올바르지 않습니다." }).optional()),
  ld_id: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,20}$/, { message: "ld_id가 올바르지 않습니다." })
      .optional(),
  ),
  page: pageParam,
  pageSize: pageSizeParam(10),
});
const instituteQuery = z.object({
  id: z.coerce.number({ message: "id가 올바르지 않습니다." }).int().positive().max(2_147_483_647),
});

const cardUrl = (kind: "major" | "job", id: number) =>
  kind === "major" ? `/jnCareer/majorInfoDt?id=${id}` : `/jnJob/jobDicDt?jobdicSeq=${id}`;

/** Career main, university privileges, language/public tests and education institutes. */
export function careersRouter() {
  const router = new Hono<ApiEnv>();

  router.get("/contents/career-main-bottom", async (c) => {
    const device = requestDevice(c.req.raw.headers);
    const q = parseInput(cardsQuery(device), c.req.query());
    const { items, total } = await c.get("services").careers.careerCards(q);
    return c.json({
      data: {
        list: items.map((card) => ({ ...card, url: cardUrl(card.kind, card.id) })),
        page: pageInfo(q, total, device),
      },
    });
  });

  router.get("/career/university-privileges", async (c) => {
    const q = parseInput(privilegesQuery, c.req.query());
    const { items, total } = await c.get("services").privileges.universityPrivileges(q);
    return c.json({
      data: {
        list: items.map((p) => ({
          id: p.id,
          university: p.university,
          department: p.department,
          ld_id: p.licenseId,
          licenseName: p.licenseName,
          privilege: p.privilege,
          source: p.source,
        })),
        page: pageInfo(q, total, requestDevice(c.req.raw.headers)),
      },
    });
  });

  router.get("/career/language-tests", async (c) => {
    const { kind } = parseInput(testKindQuery, c.req.query());
    const tests = await c.get("services").languageTests.list(kind);
    return c.json({ data: { list: tests.map(testWire) } });
  });

  router.get("/career/language-test", async (c) => {
    const { ld_id } = parseInput(testQuery, c.req.query());
    const test = await c.get("services").languageTests.get(ld_id);
    if (!test) throw notFound("존재하지 않는 시험입니다.");
    return c.json({ data: testWire(test) });
  });

  router.get("/career/public-list", async (c) => {
    const q = parseInput(publicListQuery, c.req.query());
    const { items, total } = await c.get("services").publicExams.publicExams(q);
    return c.json({
      data: {
        list: items.map((e) => ({
          ld_id: e.id,
          jmfldnm: e.name,
          issuer: e.issuer,
          applicants: e.applicants,
          applicantsYear: e.applicantsYear,
        })),
        page: pageInfo(q, total, requestDevice(c.req.raw.headers)),
      },
    });
  });

  router.get("/education/institute-list", async (c) => {
    const q = parseInput(educationQuery, c.req.query());
    const { items, total } = await c.get("services").education.listInstitutes({ ...q, licenseId: q.ld_id });
    return c.json({ data: { list: items, page: pageInfo(q, total, requestDevice(c.req.raw.headers)) } });
  });

  router.get("/education/institute-info", async (c) => {
    const { id } = parseInput(instituteQuery, c.req.query());
    const institute = await c.get("services").education.institute(id);
    if (!institute) throw notFound("교육기관 정보를 찾을 수 없습니다.");
    return c.json({ data: institute });
  });

  return router;
}
