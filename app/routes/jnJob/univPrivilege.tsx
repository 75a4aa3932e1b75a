import { Link, useLocation } from "react-router";
import { z } from "zod";
import { basicConsonants } from "../../../shared/consonants";
import { licensePath } from "../../../shared/page-seo";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { keywordParam, pageParam } from "../../../shared/paging";
import { KeywordSearchForm } from "../../components/careers/KeywordSearchForm";
import { parseQuery } from "../../components/careers/routeQuery";
import { EmptyState } from "../../components/careers/Section";
import { MaintainedBy } from "../../components/service/MaintainedBy";
import { Pagination } from "../../components/ui/Pagination";
import { ScrollRegion } from "../../components/ui/ScrollRegion";
import { seoMeta } from "../../lib/seo";
import { maintainerOf } from "../../lib/site-info";
import type { Route } from "./+types/univPrivilege";

const PAGE_SIZE = 10;
const query = z.object({
  consonant: z.preprocess((v) => (v === "" ? undefined : v), z.enum(basicConsonants).optional()),
  keyword: keywordParam,
  page: pageParam,
});

export function meta() {
  return seoMeta({
    title: "자격증 대학 특전 | 자격나침반",
    description: "자격증 소지자에게 대학이 주는 입학·학점·장학 특전을 대학 초성과 검색어로 찾아보세요.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = parseQuery(query, request);
  const [result, demoNotes, maintainer] = await Promise.all([
    context.services.privileges.universityPrivileges({ ...q, pageSize: PAGE_SIZE }),
    context.services.demoNotes(),
    maintainerOf(context.services, "privileges."),
  ]);
  return {
    ...result,
    query: q,
    visiblePages: visiblePagesFor(context.device),
    demoNote: demoNotes?.privileges ?? null,
    maintainer,
  };
}

export default function UnivPrivilege({ loaderData }: Route.ComponentProps) {
  const { items, total, query: q, visiblePages, demoNote, maintainer } = loaderData;
  const location = useLocation();
  const consonantHref = (c?: string) => {
    const params = new URLSearchParams();
    if (c) params.set("consonant", c);
    if (q.keyword) params.set("keyword", q.keyword);
    return `/jnJob/univPrivilege${params.size > 0 ? `?${params}` : ""}`;
  };
  const chip = (active: boolean) =>
    `inline-flex h-9 min-w-9 items-center justify-center rounded border px-2 text-sm ${
      active ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 hover:bg-slate-100"
    }`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">대학 특전</h1>
      <p className="mt-1 text-sm text-slate-600">자격증 소지자에게 대학이 제공하는 입학·학점·장학 특전입니다.</p>
      <MaintainedBy maintainer={maintainer} />

      <nav aria-label="대학명 초성" className="mt-6 flex flex-wrap gap-1">
        <Link to={consonantHref()} className={chip(!q.consonant)} aria-current={!q.consonant ? "page" : undefined}>
          전체
        </Link>
        {basicConsonants.map((c) => (
          <Link
            key={c}
            to={consonantHref(c)}
            className={chip(q.consonant === c)}
            aria-current={q.consonant === c ? "page" : undefined}
          >
            {c}
          </Link>
        ))}
      </nav>
      <KeywordSearchForm
        id="privilege-keyword"
        label="대학, 학과 또는 자격증"
        placeholder="대학, 학과 또는 자격증 이름"
        defaultValue={q.keyword}
        className="mt-4 flex gap-2"
      >
        {q.consonant && <input type="hidden" name="consonant" value={q.consonant} />}
      </KeywordSearchForm>

      {items.length === 0 ? (
        <div className="mt-8">
          <EmptyState>
            {q.consonant || q.keyword
              ? "조건에 맞는 대학 특전 정보가 없습니다."
              : "등록된 대학 특전 정보가 없습니다. 공개된 통합 자료가 없어 관리자가 확인한 정보만 게시합니다."}
          </EmptyState>
        </div>
      ) : (
        <ScrollRegion label="대학 특전 목록 표" className="mt-8">
          <table className="w-full min-w-[36rem] border-t-2 border-slate-800 text-sm">
            <caption className="sr-only">대학 특전 목록 (총 {total}건)</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="p-3 text-left">
                  대학
                </th>
                <th scope="col" className="p-3 text-left">
                  학과
                </th>
                <th scope="col" className="p-3 text-left">
                  자격증
                </th>
                <th scope="col" className="p-3 text-left">
                  특전
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={p.id} className="border-b border-slate-200">
                  <td className="p-3 font-semibold">{p.university}</td>
                  <td className="p-3">{p.department || "전체 학과"}</td>
                  <td className="p-3">
                    {p.licenseId ? (
                      <Link to={licensePath(p.licenseId)} className="text-blue-800 hover:underline">
                        {p.licenseName}
                      </Link>
                    ) : (
                      p.licenseName
                    )}
                  </td>
                  <td className="p-3">{p.privilege}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {demoNote && <p className="mt-2 text-xs text-slate-500">{demoNote}</p>}
        </ScrollRegion>
      )}
      <Pagination
        page={q.page}
        totalItems={total}
        itemsPerPage={PAGE_SIZE}
        visiblePages={visiblePages}
        hrefFor={(p) => pageHref(location.pathname, new URLSearchParams(location.search), p)}
      />
    </div>
  );
}
