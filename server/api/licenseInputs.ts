import { z } from "zod";
import { daysBetween, isIsoDate } from "../../shared/calendar";
import { LICENSE_ID } from "../../shared/license-id";
import { badRequest, notFound, parseInput } from "../http/errors";
import type { LicensesService } from "../modules/licenses/service.server";
import { MAX_SCHEDULE_SPAN_DAYS, SCHEDULE_FILTERS } from "../modules/schedules/service.server";
import type { Services } from "../services.server";

/** Wire-level validation shared by the license endpoints (v1 .php and v2). */

/** ld_id: required; anything malformed or unknown is a 404 (resolved by `requireLicense`). */
export const ldId = z.union([z.string(), z.number()], { error: "ld_id를 입력해주세요." }).transform((v) => String(v).trim());

export const searchText = z.string().trim().max(50, "검색어는 50자 이하로 입력해주세요.").optional();

export const isoDate = z.string({ error: "날짜를 입력해주세요." }).refine(isIsoDate, "날짜는 YYYY-MM-DD 형식이어야 합니다.");

/** The schedule type list: a JSON array, a repeated form field or "examReg,exam". */
export const scheduleTypes = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    v === undefined
      ? []
      : (Array.isArray(v) ? v : [v])
          .flatMap((s) => s.split(","))
          .map((s) => s.trim())
          .filter(Boolean),
  )
  .pipe(z.array(z.enum(SCHEDULE_FILTERS, { error: "알 수 없는 일정 유형입니다." })));

/** The license id after checking it exists; malformed and unknown ids are the same 404. */
export async function requireLicense(licenses: LicensesService, id: string): Promise<string> {
  if (!LICENSE_ID.test(id) || !(await licenses.exists(id))) throw notFound("존재하지 않는 자격증입니다.");
  return id;
}

const scheduleInput = z.object({ start: isoDate, end: isoDate, type: scheduleTypes, search: searchText });

/** start / end / type / search of a schedule request: end ≥ start and at most 100 days apart. */
export function parseScheduleInput(input: unknown) {
  const parsed = parseInput(scheduleInput, input);
  const span = daysBetween(parsed.start, parsed.end);
  if (span < 0) throw badRequest("종료일은 시작일보다 빠를 수 없습니다.", { end: "종료일은 시작일보다 빠를 수 없습니다." });
  if (span > MAX_SCHEDULE_SPAN_DAYS) {
    const message = `조회 기간은 최대 ${MAX_SCHEDULE_SPAN_DAYS}일입니다.`;
    throw badRequest(message, { end: message });
  }
  return parsed;
}

/** The member's starred and wished licenses when the request carries a valid access token, else none. */
export async function favoriteIdsOf(services: Services, request: Request): Promise<string[]> {
  const member = await services.members.currentMember(request);
  return member ? services.notifications.followedIds(member.id) : [];
}
