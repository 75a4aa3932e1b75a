import { z } from "zod";
import { EDUCATION_LEVEL_NAMES, EDUCATION_LEVELS, EDUCATION_STATUSES, PROGRAM_YEARS } from "./education";
import { educationFields } from "./education-schema";
import { dutyKey } from "./preference-laws";

/**
 * The query of the 자격 로드맵 (`/jnRcmd/roadmap` and `GET /v2/roadmap`, decision 0067): the names
 * and values the license page's self-check uses (edu, eduStatus, grade, exp: shared/education.ts)
 * plus goal, held, eduMonth and major.
 */

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const LICENSE_ID = /^[A-Za-z0-9]{1,20}$/;
const MONTH = /^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/;
const DAY = /^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const MAX_HELD = 20;

export type RoadmapGoal =
  | { kind: "license"; licenseId: string }
  | { kind: "job"; jobId: number }
  | { kind: "dic"; code: string }
  /** A duty the 우대현황 laws name ("duty:전기안전관리자"): its licenses become the targets. */
  | { kind: "duty"; duty: string };
export const DUTY_PREFIX = "duty:";
const MAX_DUTY = 50;

/** What a goal with a line break or another control character answers (it would reach the iCal name raw). */
export const GOAL_CONTROL_CHARACTERS_MESSAGE = "목표에는 줄바꿈이나 제어 문자를 넣을 수 없습니다.";
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}]/u;

/** True when a goal (an id, `duty:…` or a free-text name) holds a control character: always refused. */
export const hasGoalControlCharacters = (goal: string) => CONTROL_CHARACTERS.test(goal);

const goalParam = z
  .string({ message: "목표 자격이나 직업을 골라주세요." })
  // Before the trim: a trailing CR LF is refused as well, never silently cut.
  .refine((v) => !hasGoalControlCharacters(v), { message: GOAL_CONTROL_CHARACTERS_MESSAGE, abort: true })
  .trim()
  .min(1, { message: "목표 자격이나 직업을 골라주세요." })
  .max(DUTY_PREFIX.length + MAX_DUTY + 10, { message: "목표 값이 올바르지 않습니다." })
  .transform((v, ctx): RoadmapGoal => {
    if (v.startsWith(DUTY_PREFIX)) {
      const duty = v.slice(DUTY_PREFIX.length).trim();
      const length = dutyKey(duty).length;
      if (length >= 2 && length <= MAX_DUTY) return { kind: "duty", duty };
      ctx.addIssue({ code: "custom", message: `직무는 공백을 빼고 2~${MAX_DUTY}자로 입력해주세요 (예: duty:전기안전관리자).` });
      return z.NEVER;
    }
    const job = /^job:(\d{1,9})$/.exec(v);
    if (job) return { kind: "job", jobId: Number(job[1]) };
    const dic = /^dic:([A-Za-z0-9]{1,20})$/.exec(v);
    if (dic) return { kind: "dic", code: dic[1] as string };
    if (LICENSE_ID.test(v)) return { kind: "license", licenseId: v };
    ctx.addIssue({
      code: "custom",
      message:
        "목표 값이 올바르지 않습니다. 자격 번호, job:직업백과 번호, dic:직업사전 코드 또는 duty:직무(예: duty:전기안전관리자)를 보내주세요.",
    });
    return z.NEVER;
  });

/** "1150,7780:2024-06-10": license ids, each with the day it was passed where that matters. */
const heldParam = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(
      z.string().transform((item, ctx) => {
        const [id = "", passedOn] = item.split(":");
        if (!LICENSE_ID.test(id) || (passedOn !== undefined && !isRealDay(passedOn))) {
          ctx.addIssue({
            code: "custom",
            message: "보유 자격 값이 올바르지 않습니다. 자격 번호(또는 번호:취득일 YYYY-MM-DD)를 쉼표로 구분해 보내주세요.",
          });
          return z.NEVER;
        }
        return { licenseId: id, passedOn: passedOn ?? null };
      }),
    )
    .max(MAX_HELD, { message: `보유 자격은 ${MAX_HELD}개까지 보낼 수 있습니다.` })
    .default([]),
);

function isRealDay(v: string): boolean {
  if (!DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return d.toISOString().slice(0, 10) === v;
}

export { EDUCATION_LEVELS };
export const EDUCATION_LABELS = EDUCATION_LEVEL_NAMES;

export const roadmapQuery = z
  .object({
    goal: goalParam,
    held: heldParam,
    edu: z.preprocess(emptyToUndefined, z.enum(EDUCATION_LEVELS, { message: "학력 값이 올바르지 않습니다." }).default("none")),
    eduStatus: z.preprocess(
      emptyToUndefined,
      z.enum(EDUCATION_STATUSES, { message: "학적 상태 값이 올바르지 않습니다." }).default("graduated"),
    ),
    /** 학년 of 재학 (enrolled) or 휴학 (leave); ignored otherwise. */
    grade: educationFields.grade,
    eduMonth: z.preprocess(
      emptyToUndefined,
      z.string().regex(MONTH, { message: "졸업(예정) 월은 YYYY-MM 형식으로 입력해주세요." }).optional(),
    ),
    major: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "전공 값이 올바르지 않습니다." })
        .int({ message: "전공 값이 올바르지 않습니다." })
        .positive({ message: "전공 값이 올바르지 않습니다." })
        .max(2_147_483_647, { message: "전공 값이 올바르지 않습니다." })
        .optional(),
    ),
    exp: z.preprocess(
      (v) => (v === "" || v === undefined ? 0 : v),
      z.coerce
        .number({ message: "실무경력은 숫자로 입력해주세요." })
        .int({ message: "실무경력은 정수(년)로 입력해주세요." })
        .min(0, { message: "실무경력은 0년 이상이어야 합니다." })
        .max(50, { message: "실무경력은 50년 이하로 입력해주세요." }),
    ),
  })
  .superRefine((q, ctx) => {
    // 재학·휴학 in a programme of known length is dated from its 학년 (or a graduation month).
    const studying = q.eduStatus === "enrolled" || q.eduStatus === "leave";
    if (studying && PROGRAM_YEARS[q.edu] && q.grade === undefined && !q.eduMonth)
      ctx.addIssue({ code: "custom", path: ["grade"], message: "재학·휴학 중이면 학년(또는 졸업 예정 월)을 입력해주세요." });
  })
  .transform((q) => ({ ...q, grade: q.eduStatus === "enrolled" || q.eduStatus === "leave" ? q.grade : undefined }));
export type RoadmapQuery = z.infer<typeof roadmapQuery>;

/** The query string of a plan (the shareable URL of the page and the API). */
export function roadmapSearch(q: RoadmapQuery): string {
  const params = new URLSearchParams({ goal: goalParamOf(q.goal) });
  if (q.held.length > 0)
    params.set("held", q.held.map((h) => (h.passedOn ? `${h.licenseId}:${h.passedOn}` : h.licenseId)).join(","));
  if (q.edu !== "none") params.set("edu", q.edu);
  if (q.edu !== "none") params.set("eduStatus", q.eduStatus);
  if (q.edu !== "none" && q.grade !== undefined) params.set("grade", String(q.grade));
  if (q.eduMonth) params.set("eduMonth", q.eduMonth);
  if (q.major) params.set("major", String(q.major));
  if (q.exp > 0) params.set("exp", String(q.exp));
  return params.toString();
}

/** The `goal` parameter of a parsed goal. */
export function goalParamOf(goal: RoadmapGoal): string {
  if (goal.kind === "license") return goal.licenseId;
  if (goal.kind === "job") return `job:${goal.jobId}`;
  if (goal.kind === "dic") return `dic:${goal.code}`;
  return `${DUTY_PREFIX}${goal.duty}`;
}
