import { z } from "zod";

/** NUL bytes and lone UTF-16 surrogates cannot be stored as PostgreSQL text. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label}을(를) 입력해주세요.`)
    .max(max, `${label}은(는) ${max}자 이내로 입력해주세요.`)
    .refine((v) => !UNSTORABLE.test(v), `${label}에 사용할 수 없는 문자가 있습니다.`);

/** eduFair/registration form (the page action and the browser parse it with Conform). */
export const registrationSchema = z.object({
  name: text("이름", 50),
  organization: text("학교/기관명", 100),
  phone: text("연락처", 20).refine((v) => /^[0-9-]{9,20}$/.test(v), "연락처는 숫자와 -만 입력해주세요. (예: 010-1234-5678)"),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === "" || z.email().safeParse(v).success, "이메일 형식이 올바르지 않습니다.")
    .transform((v) => (v === "" ? null : v)),
  attendees: z.coerce
    .number({ error: "참가 인원을 숫자로 입력해주세요." })
    .int("참가 인원을 숫자로 입력해주세요.")
    .min(1, "참가 인원은 1명 이상이어야 합니다.")
    .max(200, "참가 인원은 200명 이하로 입력해주세요."),
  consent: z.literal("on", { error: "개인정보 수집·이용에 동의해야 신청할 수 있습니다." }),
});
export type RegistrationInput = z.output<typeof registrationSchema>;

/** An exhibition booth, from the admin form or a CSV row (form strings). */
export const boothSchema = z.object({
  boothNo: text("부스 번호", 20),
  name: text("참가 기관명", 100),
  category: text("분야", 50),
  description: text("소개", 1000),
  url: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .pipe(z.url({ protocol: /^https?$/, error: "홈페이지 주소는 http:// 또는 https://로 시작해야 합니다." }).nullable()),
  sortOrder: z.preprocess(
    (v) => (v === "" || v === undefined ? "0" : v),
    z.coerce
      .number({ error: "순서는 숫자로 입력해주세요." })
      .int("순서는 정수로 입력해주세요.")
      .min(0, "순서는 0 이상이어야 합니다.")
      .max(10_000, "순서는 10000 이하로 입력해주세요."),
  ),
});
export type BoothInput = z.output<typeof boothSchema>;
