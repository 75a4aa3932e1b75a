import { buildSchema, GraphQLError } from "graphql";
import { dictionaryQuery, encyclopediaQuery } from "../../../shared/job-schemas";
import { dictionaryJobPath, encyclopediaJobPath, licensePath, majorPath } from "../../../shared/page-seo";
import type { Services } from "../../services.server";

/**
 * The graph query endpoint's schema (spec section 7): read-only, over the public catalogue only.
 * Field names are the API's own (English); the REST wire names stay in the v1/v2 routers.
 */
export const typeDefs = /* GraphQL */ `
  "공개 카탈로그 (자격증, 시험일정, 합격 통계, 직업, 학과) — 읽기 전용"
  type Query {
    license(id: ID!): License
    licenses(keyword: String, page: Int = 1, pageSize: Int = 10): LicensePage!
    job(id: Int!): Job
    jobs(keyword: String, page: Int = 1, pageSize: Int = 10): JobPage!
    dictionaryJob(code: String!): DictionaryJob
    dictionaryJobs(keyword: String, page: Int = 1, pageSize: Int = 10): DictionaryJobPage!
    major(id: Int!): Major
    majors(keyword: String, page: Int = 1, pageSize: Int = 10): MajorPage!
  }

  type License {
    id: ID!
    name: String!
    qualificationType: String!
    grade: String
    jobField: String
    issuer: String
    examMethod: String
    passCriteria: String
    feeWritten: Int
    feePractical: Int
    "응시료 기준일"
    feesAsOf: String
    url: String!
    source: String!
    "한 해의 회차별 일정 (원서접수, 시험, 발표)"
    schedules(year: Int!): [ExamRound!]!
    "연도별 단계별 응시자·합격자·합격률"
    statistics: [PassStatisticYear!]!
    relatedLicenses: [Related!]!
  }

  type Related {
    id: ID!
    name: String!
    percent: Float
    license: License
  }

  type ExamRound {
    year: Int!
    roundName: String!
    description: String!
    asOf: String
    phases: [Phase!]!
  }

  type Phase {
    stage: String!
    kind: String!
    startsOn: String!
    endsOn: String
  }

  type PassStatisticYear {
    year: Int!
    source: String!
    written: StageStatistic
    practical: StageStatistic
  }

  type StageStatistic {
    stage: String!
    applicants: Int
    passers: Int
    passRate: Float
  }

  type LicenseSummary {
    id: ID!
    name: String!
    qualificationType: String!
    grade: String
    url: String!
  }

  type LicensePage {
    items: [LicenseSummary!]!
    totalItems: Int!
  }

  type Job {
    id: Int!
    name: String!
    category: String
    outlookSummary: String
    url: String!
  }

  type JobPage {
    items: [Job!]!
    totalItems: Int!
  }

  type DictionaryJob {
    code: String!
    name: String!
    summary: String
    educationLevel: String
    skillPeriod: String
    url: String!
  }

  type DictionaryJobPage {
    items: [DictionaryJob!]!
    totalItems: Int!
  }

  type Major {
    id: Int!
    name: String!
    mainSubjects: [String!]!
    employmentRate: Float
    url: String!
    licenses: [License!]!
  }

  type MajorPage {
    items: [Major!]!
    totalItems: Int!
  }
`;

export const schema = buildSchema(typeDefs);

const MAX_PAGE_SIZE = 50;
const LICENSE_ID = /^[0-9A-Z]{1,12}$/;

/** Bad arguments answer as GraphQL errors with the API's 400 code, never as a server fault. */
function invalid(message: string): never {
  throw new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", status: 400 } });
}

function paging(args: { page?: number | null; pageSize?: number | null }) {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 10;
  if (!Number.isInteger(page) || page < 1 || page > 10_000) invalid("page는 1 이상 10000 이하여야 합니다.");
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    invalid(`pageSize는 1 이상 ${MAX_PAGE_SIZE} 이하여야 합니다.`);
  return { page, pageSize };
}

const keywordOf = (keyword: string | null | undefined) => {
  const k = keyword?.trim() ?? "";
  if (k.length > 50) invalid("검색어는 50자 이하여야 합니다.");
  return k;
};

/** Resolvers as the root value: graphql-js calls a field's function with its arguments. */
export function rootValue(services: Services) {
  const { licenses, schedules, jobs, majors } = services;

  async function license(id: string) {
    if (!LICENSE_ID.test(id)) return null;
    const row = await licenses.getLicense(id);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      qualificationType: row.qualificationTypeName,
      grade: row.gradeName,
      jobField: row.jobFieldName,
      issuer: row.issuer,
      examMethod: row.examMethod,
      passCriteria: row.passCriteria,
      feeWritten: row.feeWritten,
      feePractical: row.feePractical,
      feesAsOf: row.feesAsOf,
      url: licensePath(row.id),
      source: row.source,
      schedules: ({ year }: { year: number }) => {
        if (!Number.isInteger(year) || year < 1990 || year > 2100) invalid("year는 1990 이상 2100 이하여야 합니다.");
        return schedules.licenseRounds(row.id, [year]);
      },
      statistics: () => licenses.passStatistics(row.id),
      relatedLicenses: async () =>
        (await licenses.relations(row.id)).relationLicense.map((r) => ({
          id: r.no,
          name: r.name,
          percent: r.percent,
          license: () => license(r.no),
        })),
    };
  }

  const major = async (id: number) => {
    const row = await majors.majorDetail(id);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      mainSubjects: row.mainSubjects,
      employmentRate: row.employmentRate.total,
      url: majorPath(row.id),
      licenses: async () => (await Promise.all(row.licenses.map((l) => license(l.id)))).filter((l) => l !== null),
    };
  };

  return {
    license: ({ id }: { id: string }) => license(id),
    licenses: async (args: { keyword?: string | null; page?: number | null; pageSize?: number | null }) => {
      const result = await licenses.list({ keyword: keywordOf(args.keyword), orderBy: "name", ...paging(args) });
      return {
        totalItems: result.totalItems,
        items: result.list.map((l) => ({
          id: l.id,
          name: l.name,
          qualificationType: l.typeName,
          grade: l.gradeName,
          url: licensePath(l.id),
        })),
      };
    },
    job: async ({ id }: { id: number }) => {
      const row = id > 0 ? await jobs.encyclopediaEntry(id) : null;
      return row ? { ...row, url: encyclopediaJobPath(row.id) } : null;
    },
    jobs: async (args: { keyword?: string | null; page?: number | null; pageSize?: number | null }) => {
      const query = encyclopediaQuery.parse({ keyword: keywordOf(args.keyword), ...paging(args) });
      const result = await jobs.listEncyclopedia(query);
      return { totalItems: result.total, items: result.items.map((j) => ({ ...j, url: encyclopediaJobPath(j.id) })) };
    },
    dictionaryJob: async ({ code }: { code: string }) => {
      const row = /^[A-Z0-9]{1,20}$/.test(code) ? await jobs.dictionaryEntry(code) : null;
      return row ? { ...row, url: dictionaryJobPath(row.code) } : null;
    },
    dictionaryJobs: async (args: { keyword?: string | null; page?: number | null; pageSize?: number | null }) => {
      const query = dictionaryQuery.parse({ keyword: keywordOf(args.keyword), ...paging(args) });
      const result = await jobs.listDictionary(query);
      return { totalItems: result.total, items: result.items.map((j) => ({ ...j, url: dictionaryJobPath(j.code) })) };
    },
    major: ({ id }: { id: number }) => (id > 0 ? major(id) : null),
    majors: async (args: { keyword?: string | null; page?: number | null; pageSize?: number | null }) => {
      const result = await majors.listMajors({ keyword: keywordOf(args.keyword), ...paging(args) });
      return {
        totalItems: result.total,
        items: result.items.map((m) => ({
          ...m,
          url: majorPath(m.id),
          licenses: async () => (await major(m.id))?.licenses() ?? [],
        })),
      };
    },
  };
}
