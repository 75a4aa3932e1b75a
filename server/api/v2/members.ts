import { Hono } from "hono";
import { daysBetween } from "../../../shared/calendar";
import {
  educationLevels,
  educationStatuses,
  LEAVE_REASONS,
  leaveSchema,
  registerSchema,
  scheduleCreateSchema,
  scheduleDeleteSchema,
  scheduleQuerySchema,
} from "../../../shared/member-schemas";
import { readBody } from "../../http/body";
import { clientAddress } from "../../http/client-address";
import { AppError, badRequest, forbidden, notFound, parseInput } from "../../http/errors";
import { clearedSessionCookies, secureCookies } from "../../modules/members/cookies.server";
import { requireMember } from "../../modules/members/middleware.server";
import type { ApiEnv } from "../index";

/** The calendar allows ranges of up to 100 days. */
const MAX_SCHEDULE_RANGE_DAYS = 100;

const dDay = (days: number | undefined) => (days === undefined ? null : days);

/** /v2/member/*: sign-up, member info, my-page license info, personal schedule, leave. */
export function membersRouter() {
  const router = new Hono<ApiEnv>();

  router.post("/member/register", async (c) => {
    const input = parseInput(registerSchema, await readBody(c));
    const { members, config } = c.get("services");
    const created = await members.signUp(input, clientAddress(c, config.TRUST_PROXY), { startSession: false });
    if (!created.ok) {
      if (created.reason === "rate_limited") {
        c.header("Retry-After", String(created.retryAfterSeconds));
        throw new AppError(429, created.message);
      }
      throw new AppError(409, created.message, { [created.field]: created.message });
    }
    return c.json({ result: true }, 201);
  });

  // A member's own data: no shared cache may keep it, and no browser cache either (a shared computer).
  for (const path of ["/member/member-info", "/member/member-schedule"]) {
    router.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "private, no-store");
    });
  }

  router.get("/member/member-info", async (c) => {
    const me = await requireMember(c);
    const { members, boards } = c.get("services");
    const [info, scrapCount] = await Promise.all([members.memberInfo(me.id), boards.scrapCount(me.id)]);
    if (!info) throw notFound();
    return c.json({
      data: {
        mbId: info.loginId,
        mbNick: info.nickname ?? "",
        mbName: info.name ?? "",
        mbEmail: info.email ?? "",
        mbHp: info.phone ?? "",
        mbAge: info.age,
        gender: info.gender ?? "",
        mbScrapCnt: scrapCount,
        mbMailling: info.mailing ? 1 : 0,
        mbSms: info.sms ? 1 : 0,
      },
    });
  });

  router.get("/member/member-license-info", async (c) => {
    const me = await requireMember(c);
    const info = await c.get("services").members.profile.licenseInfo(me.id, c.get("services").clock.today());
    if (!info) throw notFound();
    const relation = (list: Array<{ id: string; name: string; percent: number | null }>) =>
      list.map((r) => ({ percent: r.percent, processNm: r.name, processNo: r.id }));
    const level = info.member.educationLevel as keyof typeof educationLevels | null;
    const status = info.member.educationStatus as keyof typeof educationStatuses | null;
    return c.json({
      data: {
        licenseInfo: {
          gainLicense: info.held.map((l) => ({
            jmfldnm: l.name,
            ld_date: l.acquiredOn ?? "",
            ld_govt: l.issuer ?? "",
            ld_id: l.licenseId,
            dataLab: {
              relationLicense: relation(l.dataLab.licenses),
              relationJob: relation(l.dataLab.jobs),
              relationMajor: relation(l.dataLab.majors),
            },
          })),
          hopeLicense: info.wished.map((l) => ({ jmfldnm: l.name, ld_date: "", ld_govt: l.issuer ?? "", ld_id: l.licenseId })),
          jobInfo: info.jobs.map((j) => ({ jobCtgCd: String(j.id), jobCtgNm: j.name })),
          hopeLesson: info.subjects.map((s) => ({ subjectCd: String(s.id), subjectNm: s.name })),
          lastEducational: {
            education: level ?? "",
            educationNm: level ? educationLevels[level] : "",
            status: status ?? "",
            statusNm: status ? educationStatuses[status] : "",
          },
        },
        userInfo: { userName: info.member.name ?? "", userNick: info.member.nickname ?? "", userPoint: info.member.points },
        summary: { gainLicense: info.held.length, hopeLicense: info.wished.length },
        testSchedule: info.upcoming.map((u) => ({
          ld_id: u.licenseId,
          title: u.licenseName,
          description: u.description ?? "",
          rgName: u.roundName,
          examStartDt: u.exam?.start ?? "",
          examEndDt: u.exam?.end ?? u.exam?.start ?? "",
          examStartDtDDay: dDay(u.exam?.dDay),
          examRegStartDt: u.registration?.start ?? "",
          examRegEndDt: u.registration?.end ?? u.registration?.start ?? "",
          examRegStartDtDDay: dDay(u.registration?.dDay),
          // Every window of a split 원서접수; examRegStartDt/EndDt are the one running or next to open.
          examRegPeriods: (u.registration?.windows ?? []).map((w) => ({ start: w.start, end: w.end ?? w.start })),
          passStartDt: u.result?.start ?? "",
          passEndDt: u.result?.end ?? u.result?.start ?? "",
          isD_Day: u.isDDay,
        })),
      },
    });
  });

  router.get("/member/member-schedule", async (c) => {
    const me = await requireMember(c);
    const { date, endDate } = parseInput(scheduleQuerySchema, c.req.query());
    const [from, to] = endDate && endDate < date ? [endDate, date] : [date, endDate ?? date];
    if (daysBetween(from, to) > MAX_SCHEDULE_RANGE_DAYS) {
      throw badRequest(`조회 기간은 ${MAX_SCHEDULE_RANGE_DAYS}일 이내로 선택해주세요.`, { endDate: "조회 기간이 너무 깁니다." });
    }
    const day = await c.get("services").members.profile.daySchedule(me.id, from, to);
    return c.json({
      data: {
        testSchedule: day.exams.map((e) => ({
          ld_id: e.licenseId,
          title: e.licenseName,
          rgName: e.roundName,
          type: e.type,
          phaseName: e.phase,
          startDt: e.start,
          endDt: e.end ?? e.start,
        })),
        personalSchedule: day.personal.map((p) => ({ sno: p.id, schedule: p.content, date: p.date })),
      },
    });
  });

  router.post("/member/member-schedule", async (c) => {
    const me = await requireMember(c);
    const input = parseInput(scheduleCreateSchema, await readBody(c));
    const row = await c.get("services").members.profile.addSchedule(me.id, input.date, input.schedule);
    return c.json({ result: true, data: { sno: row.id, schedule: row.content, date: row.date } }, 201);
  });

  router.delete("/member/member-schedule", async (c) => {
    const me = await requireMember(c);
    const { sno } = parseInput(scheduleDeleteSchema, c.req.query());
    const deleted = await c.get("services").members.profile.deleteSchedule(me.id, sno);
    if (!deleted) throw notFound("일정을 찾을 수 없습니다.");
    return c.json({ result: true });
  });

  router.get("/member/member-leave", async (c) => {
    const me = await requireMember(c);
    const info = await c.get("services").members.memberInfo(me.id);
    return c.json({
      data: {
        reasons: LEAVE_REASONS.map((label, i) => ({ code: String(i + 1).padStart(2, "0"), label })),
        socialLogin: info?.socialLogin ?? false,
      },
    });
  });

  router.post("/member/member-leave", async (c) => {
    const me = await requireMember(c);
    const input = parseInput(leaveSchema, await readBody(c));
    const { members, config } = c.get("services");
    const info = await members.memberInfo(me.id);
    if (!info) throw notFound();
    if (!info.socialLogin) {
      const confirmed = await members.confirmPassword(me.id, input.mbPassword ?? "");
      if (!confirmed.ok && confirmed.reason === "rate_limited") {
        c.header("Retry-After", String(confirmed.retryAfterSeconds));
        throw new AppError(429, confirmed.message);
      }
      if (!confirmed.ok) throw badRequest("비밀번호가 올바르지 않습니다.", { mbPassword: "비밀번호가 올바르지 않습니다." });
    }
    const reason = LEAVE_REASONS[Number(input.reason) - 1] ?? input.reason;
    await members.leave(me.id, reason);
    for (const cookie of clearedSessionCookies(secureCookies(c.req.raw, config)))
      c.header("Set-Cookie", cookie, { append: true });
    return c.json({ result: true });
  });

  router.get("/member/admin-overview", async (c) => {
    const me = await requireMember(c);
    if (!me.isAdmin) throw forbidden("관리자만 이용할 수 있습니다.");
    return c.json({ data: await c.get("services").members.adminOverview() });
  });

  return router;
}
