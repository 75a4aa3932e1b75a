import { Link, redirect } from "react-router";
import { badRequest, notFound } from "../../../shared/app-error";
import { LICENSE_ID } from "../../../shared/license-id";
import { licensePath } from "../../../shared/page-seo";
import { TEST_ID, testKindName } from "../../../shared/test-catalogue";
import { FavoriteStar } from "../../components/notifications/FavoriteStar";
import { factsOf, SourceLine } from "../../components/tests/TestCatalogue";
import { routeError } from "../../lib/route-errors";
import { catalogueHeaders } from "../../lib/route-headers";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/licenseInfo";

/** The ids this path answered before the catalogue: license ids (the 국가전문자격 list linked here). */

/** Same for every visitor until an admin edit purges it; members' requests become private (their star). */
export const headers = catalogueHeaders;

/** /jnLnPo/licenseInfo?ld_id=toeic: one catalogue test. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("ld_id")?.trim() ?? "";
  // A license id was linked here before the catalogue existed: its page lives under /jnLics.
  if (LICENSE_ID.test(id)) throw redirect(licensePath(id), 301);
  // Missing or malformed ld_id: the request lacks its required parameter (→ /400).
  if (!TEST_ID.test(id)) throw routeError(badRequest("ld_id가 필요합니다."));
  const { languageTests, members, config } = context.services;
  const test = await languageTests.get(id);
  if (!test) throw routeError(notFound("존재하지 않는 시험입니다."));
  const member = await members.currentMember(request, context);
  const favorite = member ? await languageTests.favorites.has(member.id, id) : false;
  return {
    test,
    favorite,
    canonical: `${config.publicOrigin}/jnLnPo/licenseInfo?ld_id=${encodeURIComponent(id)}`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "어학·공공시험 정보 | 자격나침반" }];
  const { test, canonical } = loaderData;
  const facts = [test.organiser, test.scoreScale, test.validity ? `성적 유효기간 ${test.validity}` : null]
    .filter(Boolean)
    .join(", ");
  return seoMeta({
    title: `${test.name} - ${testKindName(test.kind)} 정보 | 자격나침반`,
    description: `${test.name}: ${facts}. 공식 출처와 기준일을 함께 확인하세요.`,
    canonical,
  });
}

export default function TestInfo({ loaderData }: Route.ComponentProps) {
  const { test, favorite } = loaderData;
  const listUrl = test.kind === "public" ? "/jnLnPo/publicList" : "/jnLnPo";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label="위치" className="text-sm text-slate-600">
        <Link to={listUrl} className="hover:underline">
          어학·공공 › {testKindName(test.kind)}
        </Link>
      </nav>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{test.name}</h1>
        <FavoriteStar licenseId={test.id} licenseName={test.name} initial={favorite} test />
      </div>
      <dl className="mt-6 border-t-2 border-slate-800 text-sm" data-testid="test-facts">
        {factsOf(test, true).map(([label, value]) => (
          <div key={label} className="flex gap-3 border-b border-slate-200 py-3">
            <dt className="w-28 shrink-0 font-semibold text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
        {test.usage && (
          <div className="flex gap-3 border-b border-slate-200 py-3">
            <dt className="w-28 shrink-0 font-semibold text-slate-600">활용</dt>
            <dd className="min-w-0 break-words">
              {test.usage}
              {test.usageSourceUrl && (
                <>
                  {" "}
                  (
                  <a href={test.usageSourceUrl} target="_blank" rel="noopener noreferrer" className="text-blue-800 underline">
                    근거
                  </a>
                  )
                </>
              )}
            </dd>
          </div>
        )}
        <div className="flex gap-3 border-b border-slate-200 py-3">
          <dt className="w-28 shrink-0 font-semibold text-slate-600">공식 사이트</dt>
          <dd className="min-w-0 break-all">
            <a href={test.officialUrl} target="_blank" rel="noopener noreferrer" className="text-blue-800 underline">
              {test.officialUrl}
            </a>
          </dd>
        </div>
      </dl>
      <div className="mt-4 space-y-1">
        <SourceLine test={test} />
        <p className="text-xs text-slate-600">접수 일정과 응시료는 자주 바뀌므로 공식 사이트의 시험 일정 안내에서 확인하세요.</p>
      </div>
    </div>
  );
}
