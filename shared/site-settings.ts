import { z } from "zod";

/** Social channels the footer can link to, in footer order. */
export const SOCIAL_CHANNELS = [
  { key: "youtube", label: "유튜브" },
  { key: "instagram", label: "인스타그램" },
  { key: "naverBlog", label: "네이버 블로그" },
  { key: "kakaoChannel", label: "카카오톡 채널" },
  { key: "facebook", label: "페이스북" },
] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number]["key"];

/** Days registrations are kept after the fair ended (the form's consent: "박람회 종료 후 1년"). */
export const FAIR_RETENTION_DAYS = 365;

const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** An optional text field of the settings form: empty means "not set". */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}은(는) ${max}자 이하로 입력해주세요.`)
    .refine((v) => !UNSTORABLE.test(v), `${label}에 사용할 수 없는 문자가 있습니다.`)
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalUrl = (label: string) =>
  optionalText(label, 300).refine(
    (v) => v === undefined || z.url({ protocol: /^https$/ }).safeParse(v).success,
    `${label} 주소는 https://로 시작하는 전체 주소로 입력해주세요.`,
  );

const socialShape = Object.fromEntries(SOCIAL_CHANNELS.map((c) => [c.key, optionalUrl(c.label)])) as Record<
  SocialChannel,
  ReturnType<typeof optionalUrl>
>;

/** The /adm/settings form; every field may be left empty. */
export const siteSettingsSchema = z.object({
  operatorName: optionalText("운영자", 100),
  businessInfo: optionalText("사업자 정보", 500),
  contactPhone: optionalText("대표 전화", 30).refine(
    (v) => v === undefined || /^[0-9-]{7,20}$/.test(v),
    "대표 전화는 숫자와 -만 입력해주세요. (예: 02-123-4567)",
  ),
  contactEmail: optionalText("대표 이메일", 200).refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    "대표 이메일 형식이 올바르지 않습니다.",
  ),
  privacyOfficerName: optionalText("개인정보 보호책임자 성명", 50),
  privacyOfficerEmail: optionalText("개인정보 보호책임자 이메일", 200).refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    "개인정보 보호책임자 이메일 형식이 올바르지 않습니다.",
  ),
  fairEndsOn: optionalText("교육박람회 종료일", 10).refine(
    (v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v),
    "교육박람회 종료일은 YYYY-MM-DD 형식으로 입력해주세요.",
  ),
  ...socialShape,
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** The operator's name where settings name none: the service's own name, never an invented company. */
export const DEFAULT_OPERATOR = "자격나침반 운영팀";

/** The social links that are set, in footer order. */
export function socialLinks(settings: SiteSettings): Array<{ key: SocialChannel; label: string; url: string }> {
  return SOCIAL_CHANNELS.flatMap((c) => {
    const url = settings[c.key];
    return url ? [{ key: c.key, label: c.label, url }] : [];
  });
}
