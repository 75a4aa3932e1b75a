import { buildSchema } from "graphql";

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
    "한 해의 회차별 일정 (원서접수, 시험, 발표), 최대 20회차"
    schedules(year: Int!): [ExamRound!]!
    "연도별 단계별 응시자·합격자·합격률, 최근 20년까지"
    statistics: [PassStatisticYear!]!
    "관련 자격증 상위 10개"
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
    "단계별 일정, 최대 10개"
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
    "관련 자격증, 응시자 많은 순으로 first개 (1–50)"
    licenses(first: Int = 10): [License!]!
  }

  type MajorPage {
    items: [Major!]!
    totalItems: Int!
  }
`;

export const schema = buildSchema(typeDefs);
