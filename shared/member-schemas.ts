import { z } from "zod";

/** Checkbox-ish values from JSON or form bodies ("1", "y", "on", true …). */
const flag = z.preprocess(
  (value) => value === true || (typeof value === "string" && ["1", "y", "Y", "true", "on"].includes(value)),
  z.boolean(),
);

const optionalAge = z.preprocess(
  (value) => (value === "" || value === null || value === undefined ? undefined : Number(value)),
  z
    .number({ error: "나이는 숫자로 입력해주세요." })
    .int("나이는 숫자로 입력해주세요.")
    .min(14, "만 14세 이상만 가입할 수 있습니다.")
    .max(120, "나이를 확인해주세요.")
    .optional(),
);

const optionalGender = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.enum(["M", "F"], { error: "성별을 확인해주세요." }).optional(),
);

export const loginIdSchema = z
  .string({ error: "아이디를 입력해주세요." })
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_]{3,19}$/, "아이디는 영문으로 시작하는 4~20자의 영문 소문자, 숫자, _ 로 입력해주세요.");

export const passwordSchema = z
  .string({ error: "비밀번호를 입력해주세요." })
  .min(8, "비밀번호는 8자 이상이어야 합니다.")
  .max(64, "비밀번호는 64자 이하여야 합니다.")
  .refine((value) => /[A-Za-z]/.test(value) && /[0-9]/.test(value), "비밀번호는 영문과 숫자를 함께 포함해야 합니다.");

const profileFields = {
  mbName: z
    .string({ error: "이름을 입력해주세요." })
    .trim()
    .min(1, "이름을 입력해주세요.")
    .max(20, "이름은 20자 이하로 입력해주세요."),
  mbNick: z
    .string({ error: "닉네임을 입력해주세요." })
    .trim()
    .min(2, "닉네임은 2자 이상 입력해주세요.")
    .max(20, "닉네임은 20자 이하로 입력해주세요."),
  mbEmail: z
    .string({ error: "이메일을 입력해주세요." })
    .trim()
    .max(100, "이메일이 너무 깁니다.")
    .pipe(z.email("이메일 형식이 올바르지 않습니다.")),
  mbHp: z
    .string({ error: "휴대폰 번호를 입력해주세요." })
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^01[016789][0-9]{7,8}$/, "휴대폰 번호 형식이 올바르지 않습니다."))
    .transform((digits) => `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`),
  mbAge: optionalAge,
  gender: optionalGender,
  mbMailling: flag,
  mbSms: flag,
};

export const registerSchema = z.object({
  mbId: loginIdSchema,
  mbPassword: passwordSchema,
  ...profileFields,
  agreeTerms: flag.refine((agreed) => agreed, "이용약관과 개인정보 처리방침에 동의해주세요."),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up form: the API's fields plus the password typed twice. */
export const signUpFormSchema = registerSchema
  .extend({ mbPasswordConfirm: z.string({ error: "비밀번호를 한 번 더 입력해주세요." }) })
  .refine((value) => value.mbPassword === value.mbPasswordConfirm, {
    message: "비밀번호가 서로 일치하지 않습니다.",
    path: ["mbPasswordConfirm"],
  });

/** A sign-up refused because the id or e-mail is taken names the field (API 409, form field error). */
export const SIGN_UP_CONFLICTS = {
  login_id: { field: "mbId", message: "이미 사용 중인 아이디입니다." },
  email: { field: "mbEmail", message: "이미 사용 중인 이메일입니다." },
} as const;

export const profileSchema = z.object(profileFields);
export type ProfileInput = z.infer<typeof profileSchema>;

/** The answer to a wrong id or password, from the API and the login page alike. */
export const LOGIN_FAILED_MESSAGE = "아이디 또는 비밀번호가 올바르지 않습니다.";

export const loginSchema = z.object({
  mbId: z.string({ error: "아이디를 입력해주세요." }).trim().min(1, "아이디를 입력해주세요.").max(100),
  mbPassword: z.string({ error: "비밀번호를 입력해주세요." }).min(1, "비밀번호를 입력해주세요.").max(200),
});

export const passwordChangeSchema = z
  .object({ newPassword: passwordSchema, newPasswordConfirm: z.string() })
  .refine((value) => value.newPassword === value.newPasswordConfirm, {
    message: "새 비밀번호가 서로 일치하지 않습니다.",
    path: ["newPasswordConfirm"],
  });

export const isoDate = z
  .string({ error: "날짜를 입력해주세요." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.")
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "존재하지 않는 날짜입니다.",
  );

export const scheduleCreateSchema = z.object({
  schedule: z
    .string({ error: "일정 내용을 입력해주세요." })
    .trim()
    .min(1, "일정 내용을 입력해주세요.")
    .max(200, "일정은 200자 이하로 입력해주세요."),
  date: isoDate,
});

export const scheduleQuerySchema = z.object({ date: isoDate, endDate: isoDate.optional() });

export const scheduleDeleteSchema = z.object({
  sno: z.coerce.number({ error: "일정 번호가 올바르지 않습니다." }).int().positive("일정 번호가 올바르지 않습니다."),
});

export const leaveSchema = z.object({
  reason: z.string({ error: "탈퇴 사유를 선택해주세요." }).trim().min(1, "탈퇴 사유를 선택해주세요.").max(500),
  mbPassword: z.string().max(200).optional(),
});

/** Author shown on the posts and comments of a member who left (they stay; the nickname goes). */
export const LEFT_MEMBER_NAME = "탈퇴한 회원";

/**
 * What the leave page tells the member before they leave. It must say what `members.leave` does and
 * agree with the privacy policy's 제4조 (decision 0038).
 */
export const LEAVE_NOTICE = `탈퇴하면 회원정보와 보유·관심 자격증, 스펙, 개인 일정, 즐겨찾기한 자격증, 알림과 알림 설정, 캘린더 구독 주소, 적성검사 기록, 스크랩, 포인트·경험치가 모두 삭제되며 복구할 수 없습니다. 작성한 게시글과 댓글은 삭제되지 않고 작성자가 '${LEFT_MEMBER_NAME}'으로 표시되니, 지우고 싶은 글은 탈퇴 전에 직접 삭제해주세요. 탈퇴한 아이디로는 다시 가입할 수 없습니다.`;

/** Leave reasons offered on /member/memberLeave (the API sends their 1-based codes). */
export const LEAVE_REASONS = [
  "원하는 자격증 정보가 부족해요",
  "사이트 이용이 불편해요",
  "다른 서비스를 이용할 거예요",
  "개인정보가 걱정돼요",
  "이용 빈도가 낮아요",
  "기타",
] as const;

export const educationLevels = {
  "01": "초등학교",
  "02": "중학교",
  "03": "고등학교",
  "04": "전문대학",
  "05": "대학교",
  "06": "대학원",
} as const;
export const educationStatuses = { "01": "재학", "02": "졸업", "03": "휴학" } as const;
