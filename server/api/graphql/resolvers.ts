import { GraphQLError } from "graphql";
import { dictionaryQuery, encyclopediaQuery } from "../../../shared/job-schemas";
import { LICENSE_ID } from "../../../shared/license-id";
import { dictionaryJobPath, encyclopediaJobPath, licensePath, majorPath } from "../../../shared/page-seo";
import type { LicensePage, MajorPage } from "../../modules/catalogue/service.server";
import type { Services } from "../../services.server";
import { LIST_MAX_LENGTH } from "./cost";
import type { GraphqlContext } from "./loaders.server";

const MAX_PAGE_SIZE = 50;
const MAX_MAJOR_LICENSES = 50;

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

type ListArgs = { keyword?: string | null; page?: number | null; pageSize?: number | null };

/**
 * A license as the graph sees it, from the catalogue read model: its facts now, its rounds,
 * statistics and relations only when asked, each through the request's batching loader.
 */
async function license(ctx: GraphqlContext, id: string) {
  if (!LICENSE_ID.test(id)) return null;
  const row: LicensePage["license"] | null = await ctx.loaders.license.load(id);
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
    schedules: async ({ year }: { year: number }, c: GraphqlContext) => {
      if (!Number.isInteger(year) || year < 1990 || year > 2100) invalid("year는 1990 이상 2100 이하여야 합니다.");
      const rounds = (await c.loaders.rounds.load(row.id)) ?? [];
      return rounds
        .filter((r) => r.year === year)
        .slice(0, LIST_MAX_LENGTH["License.schedules"])
        .map((r) => ({ ...r, phases: r.phases.slice(0, LIST_MAX_LENGTH["ExamRound.phases"]) }));
    },
    statistics: async (_args: unknown, c: GraphqlContext) =>
      ((await c.loaders.statistics.load(row.id)) ?? []).slice(-LIST_MAX_LENGTH["License.statistics"]),
    relatedLicenses: async (_args: unknown, c: GraphqlContext) =>
      ((await c.loaders.relations.load(row.id))?.relationLicense ?? [])
        .slice(0, LIST_MAX_LENGTH["License.relatedLicenses"])
        .map((r) => ({
          id: r.no,
          name: r.name,
          percent: r.percent,
          license: (_a: unknown, cc: GraphqlContext) => license(cc, r.no),
        })),
  };
}

/** A major's licenses, most applicants first (the order of its page), `first` of them. */
function majorLicenses(page: MajorPage | null) {
  return async ({ first }: { first?: number | null }, ctx: GraphqlContext) => {
    const n = first ?? 10;
    if (!Number.isInteger(n) || n < 1 || n > MAX_MAJOR_LICENSES) invalid(`first는 1 이상 ${MAX_MAJOR_LICENSES} 이하여야 합니다.`);
    const rows = await Promise.all((page?.licenses ?? []).slice(0, n).map((l) => license(ctx, l.id)));
    return rows.filter((l) => l !== null);
  };
}

/** Resolvers as the root value: graphql-js calls a field's function with its arguments and the request's context. */
export function rootValue(services: Services) {
  const { licenses, jobs, majors } = services;
  return {
    license: ({ id }: { id: string }, ctx: GraphqlContext) => license(ctx, id),
    licenses: async (args: ListArgs, ctx: GraphqlContext) => {
      const query = { keyword: keywordOf(args.keyword), orderBy: "name" as const, ...paging(args) };
      ctx.budget.check();
      const result = await licenses.list(query);
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
    job: async ({ id }: { id: number }, ctx: GraphqlContext) => {
      if (id <= 0) return null;
      ctx.budget.check();
      const row = await jobs.encyclopediaEntry(id);
      return row ? { ...row, url: encyclopediaJobPath(row.id) } : null;
    },
    jobs: async (args: ListArgs, ctx: GraphqlContext) => {
      const query = encyclopediaQuery.parse({ keyword: keywordOf(args.keyword), ...paging(args) });
      ctx.budget.check();
      const result = await jobs.listEncyclopedia(query);
      return { totalItems: result.total, items: result.items.map((j) => ({ ...j, url: encyclopediaJobPath(j.id) })) };
    },
    dictionaryJob: async ({ code }: { code: string }, ctx: GraphqlContext) => {
      if (!/^[A-Z0-9]{1,20}$/.test(code)) return null;
      ctx.budget.check();
      const row = await jobs.dictionaryEntry(code);
      return row ? { ...row, url: dictionaryJobPath(row.code) } : null;
    },
    dictionaryJobs: async (args: ListArgs, ctx: GraphqlContext) => {
      const query = dictionaryQuery.parse({ keyword: keywordOf(args.keyword), ...paging(args) });
      ctx.budget.check();
      const result = await jobs.listDictionary(query);
      return { totalItems: result.total, items: result.items.map((j) => ({ ...j, url: dictionaryJobPath(j.code) })) };
    },
    major: async ({ id }: { id: number }, ctx: GraphqlContext) => {
      const page = id > 0 ? await ctx.loaders.major.load(id) : null;
      if (!page) return null;
      return {
        id: page.id,
        name: page.name,
        mainSubjects: page.mainSubjects,
        employmentRate: page.employmentRate.total,
        url: majorPath(page.id),
        licenses: majorLicenses(page),
      };
    },
    majors: async (args: ListArgs, ctx: GraphqlContext) => {
      const query = { keyword: keywordOf(args.keyword), ...paging(args) };
      ctx.budget.check();
      const result = await majors.listMajors(query);
      return {
        totalItems: result.total,
        items: result.items.map((m) => ({
          ...m,
          url: majorPath(m.id),
          licenses: async (args: { first?: number | null }, c: GraphqlContext) =>
            majorLicenses(await c.loaders.major.load(m.id))(args, c),
        })),
      };
    },
  };
}
