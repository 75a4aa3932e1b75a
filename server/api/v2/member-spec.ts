import { Hono } from "hono";
import { z } from "zod";
import { isoDate } from "../../../shared/member-schemas";
import { educationLevelCode, educationStatusCode, SPEC_MAX_ITEMS } from "../../../shared/spec-schemas";
import { TEST_ID } from "../../../shared/test-catalogue";
import { readBody } from "../../http/body";
import { badRequest, parseInput } from "../../http/errors";
import { requireMember } from "../../modules/members/middleware.server";
import type { SpecSaveResult } from "../../modules/members/spec.server";
import type { ApiEnv } from "../index";

const MAX_ITEMS = SPEC_MAX_ITEMS;
const query = (name: string) => z.object({ [name]: z.string().max(50, "검색어는 50자 이하로 입력해주세요.").default("") });

const licenseId = z.string().trim().min(1).max(20);
const numericId = z.coerce.number().int().positive();

/** Each list item may be the id itself or an object carrying it under its wire name. */
const items = <T extends z.ZodType>(key: string, id: T) =>
  z
    .array(z.union([id, z.object({ [key]: id }).transform((o) => o[key] as z.infer<T>)]), { error: "data는 목록이어야 합니다." })
    .max(MAX_ITEMS, `최대 ${MAX_ITEMS}개까지 저장할 수 있습니다.`);

const envelope = <T extends z.ZodType>(reqType: string, data: T) =>
  z.object({
    reqType: z.literal(reqType, { error: `reqType은 ${reqType}이어야 합니다.` }),
    data,
  });

const gainLicenseInput = envelope(
  "gainLics",
  z
    .array(
      z.union([
        licenseId.transform((id) => ({ licenseId: id, acquiredOn: null })),
        z.object({ ld_id: licenseId, ld_date: z.union([isoDate, z.literal(""), z.null()]).optional() }).transform((o) => ({
          licenseId: o.ld_id,
          acquiredOn: o.ld_date ? o.ld_date : null,
        })),
      ]),
      { error: "data는 목록이어야 합니다." },
    )
    .max(MAX_ITEMS, `최대 ${MAX_ITEMS}개까지 저장할 수 있습니다.`),
);
const hopeLicenseInput = envelope("hopeLics", items("ld_id", licenseId));
const hopeTestInput = envelope(
  "hopeTest",
  items("ld_id", z.string().regex(TEST_ID, { message: "시험 ID가 올바르지 않습니다." })),
);
const jobInput = envelope("jobCtg", items("jobCtgCd", numericId));
const lessonInput = envelope("major", items("subjectCd", numericId));
const educationInput = envelope(
  "edu",
  z.union([
    z.null(),
    z.object({
      education: educationLevelCode,
      status: educationStatusCode,
    }),
  ]),
);

function saved(result: SpecSaveResult) {
  if (!result.ok)
    throw badRequest(`존재하지 않는 항목입니다: ${result.unknown.join(", ")}`, { data: "존재하지 않는 항목이 있습니다." });
  return { result: true };
}

/** /v2/license/*-select autocomplete and the my-page spec saves. */
export function memberSpecRouter() {
  const router = new Hono<ApiEnv>();

  router.get("/license/license-select", async (c) => {
    const { licenseName } = parseInput(query("licenseName"), c.req.query());
    const found = await c.get("services").members.spec.suggestLicenses(licenseName as string);
    return c.json({ data: found.map((l) => ({ ld_id: l.id, jmfldnm: l.name })) });
  });
  router.get("/license/test-select", async (c) => {
    const { testName } = parseInput(query("testName"), c.req.query());
    const found = await c.get("services").languageTests.suggest(testName as string);
    return c.json({ data: found.map((t) => ({ ld_id: t.id, name: t.name })) });
  });
  router.get("/license/hope-lesson-select", async (c) => {
    const { hopeLessonName } = parseInput(query("hopeLessonName"), c.req.query());
    const found = await c.get("services").members.spec.suggestMajors(hopeLessonName as string);
    return c.json({ data: found.map((m) => ({ subjectCd: String(m.id), subjectNm: m.name })) });
  });
  router.get("/license/job-select", async (c) => {
    const { jobName } = parseInput(query("jobName"), c.req.query());
    const found = await c.get("services").members.spec.suggestJobs(jobName as string);
    return c.json({ data: found.map((j) => ({ jobCtgCd: String(j.id), jobCtgNm: j.name })) });
  });

  router.post("/license/gain-license", async (c) => {
    const me = await requireMember(c);
    const { data } = parseInput(gainLicenseInput, await readBody(c));
    return c.json(saved(await c.get("services").members.spec.saveHeldLicenses(me.id, data)));
  });
  router.post("/license/hope-license", async (c) => {
    const me = await requireMember(c);
    const { data } = parseInput(hopeLicenseInput, await readBody(c));
    return c.json(saved(await c.get("services").members.spec.saveWishedLicenses(me.id, data)));
  });
  router.post("/license/hope-test", async (c) => {
    const me = await requireMember(c);
    const { data } = parseInput(hopeTestInput, await readBody(c));
    return c.json(saved(await c.get("services").languageTests.favorites.replace(me.id, data)));
  });
  router.post("/license/job-info", async (c) => {
    const me = await requireMember(c);
    const { data } = parseInput(jobInput, await readBody(c));
    return c.json(saved(await c.get("services").members.spec.saveDesiredJobs(me.id, data)));
  });
  router.post("/license/hope-lesson", async (c) => {
    const me = await requireMember(c);
    const { data } = parseInput(lessonInput, await readBody(c));
    return c.json(saved(await c.get("services").members.spec.saveDesiredSubjects(me.id, data)));
  });
  router.post("/license/last-educational", async (c) => {
    const me = await requireMember(c);
    const { data } = parseInput(educationInput, await readBody(c));
    await c.get("services").members.spec.saveLastEducation(me.id, data ? { level: data.education, status: data.status } : null);
    return c.json({ result: true });
  });

  return router;
}
