import { z } from "zod";
import { cleanText } from "./service-schemas";

/**
 * Hand-managed content types of the admin console (/adm/content/<type>): no public dataset
 * exists for them. The same field list renders the form and builds the server's input schema.
 */
export interface ContentField {
  name: string;
  label: string;
  kind: "text" | "textarea" | "url" | "number" | "date" | "license" | "licenses" | "select";
  required?: boolean;
  max?: number;
  options?: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
}

export interface ContentType {
  type: string;
  title: string;
  /** Where the public sees the rows. */
  shownOn: string;
  fields: ContentField[];
  /** license_goods.kind of the textbook, job-posting and subsidy types. */
  goodsKind?: string;
  /** Columns of the admin list (field names). */
  columns: string[];
}

const license: ContentField = {
  name: "licenseId",
  label: "자격증 ID",
  kind: "license",
  required: true,
  hint: "예: 1320 (정보처리기사)",
};

export const CONTENT_TYPES: ContentType[] = [
  {
    type: "lectures",
    title: "온라인 강의",
    shownOn: "자격증 상세의 온라인 강의 목록 (onlineLecture.php)",
    fields: [
      license,
      { name: "title", label: "강의명", kind: "text", required: true, max: 200 },
      { name: "provider", label: "제공처", kind: "text", max: 100 },
      { name: "url", label: "주소", kind: "url" },
      { name: "price", label: "가격(원)", kind: "number" },
    ],
    columns: ["licenseId", "title", "provider", "price"],
  },
  ...(
    [
      ["textbooks", "textbook", "교재·굿즈"],
      ["jobPostings", "job_posting", "채용 공고"],
      ["subsidies", "subsidy", "지원금"],
    ] as const
  ).map(([type, goodsKind, title]) => ({
    type,
    title,
    goodsKind,
    shownOn: "자격증 상세의 관련 정보",
    fields: [
      license,
      { name: "title", label: "제목", kind: "text" as const, required: true, max: 200 },
      { name: "organization", label: "기관·출판사", kind: "text" as const, max: 100 },
      { name: "url", label: "주소", kind: "url" as const },
      { name: "closesOn", label: "마감일", kind: "date" as const },
    ],
    columns: ["licenseId", "title", "organization", "closesOn"],
  })),
  {
    type: "institutes",
    title: "교육기관",
    shownOn: "/education 교육기관 목록, 자격증 상세의 지역별 교육기관 (addressProcessList.php)",
    fields: [
      { name: "name", label: "기관명", kind: "text", required: true, max: 100 },
      { name: "region", label: "지역(시·도)", kind: "text", required: true, max: 20, hint: "예: 서울, 경기" },
      { name: "address", label: "주소", kind: "text", max: 200 },
      { name: "phone", label: "전화번호", kind: "text", max: 30 },
      { name: "url", label: "홈페이지", kind: "url" },
      { name: "licenseIds", label: "자격증 ID(쉼표로 구분)", kind: "licenses", hint: "예: 1320, 2290" },
    ],
    columns: ["name", "region", "address", "licenseIds"],
  },
  {
    type: "privileges",
    title: "대학 특전",
    shownOn: "/jnJob/univPrivilege 대학 특전 목록",
    fields: [
      { name: "university", label: "대학", kind: "text", required: true, max: 100 },
      { name: "department", label: "학과(비우면 대학 전체)", kind: "text", max: 100 },
      { name: "licenseName", label: "자격증명", kind: "text", required: true, max: 100 },
      { name: "licenseId", label: "자격증 ID", kind: "text", max: 20 },
      { name: "privilege", label: "특전 내용", kind: "textarea", required: true, max: 1000 },
      { name: "source", label: "출처", kind: "text", required: true, max: 200 },
    ],
    columns: ["university", "department", "licenseName", "privilege"],
  },
];

export const contentTypeOf = (type: string) => CONTENT_TYPES.find((t) => t.type === type);

const blank = (v: unknown) => v === "" || v === undefined || v === null;

/** The zod schema of a content type's form, from its shared field list. */
export function contentSchema(type: ContentType) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of type.fields) {
    let field: z.ZodType;
    if (f.kind === "number")
      field = z.coerce
        .number({ message: `${f.label}은(는) 숫자로 입력해주세요.` })
        .int()
        .min(0)
        .max(100_000_000);
    else if (f.kind === "date") field = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${f.label}은(는) YYYY-MM-DD 형식이어야 합니다.`);
    else if (f.kind === "url")
      field = cleanText(f.label, 500).pipe(z.url({ protocol: /^https?$/, message: `${f.label}은(는) http(s) 주소여야 합니다.` }));
    else if (f.kind === "licenses")
      field = cleanText(f.label, 500).transform((v) => [...new Set(v.split(/[\s,]+/).filter(Boolean))]);
    else field = cleanText(f.label, f.max ?? (f.kind === "textarea" ? 5000 : 200));
    shape[f.name] = f.required ? field : z.preprocess((v) => (blank(v) ? undefined : v), field.optional());
  }
  return z.object(shape);
}
