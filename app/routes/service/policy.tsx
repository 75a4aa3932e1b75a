import { Link } from "react-router";
import { z } from "zod";
import { formatDate } from "../../../shared/dates";
import { isPolicyKind, POLICY_TITLES } from "../../../shared/service";
import { notFoundPage, parseQuery } from "../../components/careers/routeQuery";
import { DocumentText, ServicePage } from "../../components/service/ServiceNav";
import { seoMeta } from "../../lib/seo";
import { footerInfoOf } from "../../lib/site-info";
import type { Route } from "./+types/policy";

const query = z.object({
  version: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647).optional()),
});

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: `${loaderData?.title ?? "약관"} | 자격나침반 고객센터`,
    description: "자격나침반의 약관과 정책 전문과 이전 버전.",
  });
}

/** One module for every policy page: the kind is the last path segment (/service/memberClause). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.split("/").filter(Boolean).at(-1) ?? "";
  if (!isPolicyKind(kind)) notFoundPage();
  const q = parseQuery(query, request);
  const [{ shown, current, versions }, settings] = await Promise.all([
    context.services.customerService.policy(kind, q.version),
    context.services.site.settings.current(),
  ]);
  if (!shown) notFoundPage();
  return {
    kind,
    title: POLICY_TITLES[kind],
    shown,
    currentId: current?.id ?? null,
    versions: versions.map(({ body: _body, ...v }) => v),
    operator: kind === "personalInfo" ? footerInfoOf(settings) : null,
  };
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { kind, title, shown, currentId, versions, operator } = loaderData;
  const isCurrent = shown.id === currentId;
  return (
    <ServicePage title={title}>
      <p className="rounded bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="policy-version">
        {isCurrent
          ? "현재 시행 중"
          : shown.effectiveOn > (versions.find((v) => v.id === currentId)?.effectiveOn ?? "")
            ? "시행 예정"
            : "이전 버전"}{" "}
        · {shown.version} · 시행일 {formatDate(shown.effectiveOn)}
      </p>
      <div className="mt-6">
        <DocumentText text={shown.body} />
      </div>
      {operator && (
        <section
          aria-labelledby="policy-operator"
          className="mt-8 rounded bg-slate-50 px-4 py-3 text-sm"
          data-testid="policy-operator"
        >
          <h2 id="policy-operator" className="font-bold">
            개인정보처리자
          </h2>
          <p className="mt-1">
            {operator.operatorName}
            {operator.contactPhone && ` · 전화 ${operator.contactPhone}`}
            {operator.contactEmail && ` · 이메일 ${operator.contactEmail}`}
          </p>
          {operator.businessInfo && <p className="mt-1 whitespace-pre-line text-slate-600">{operator.businessInfo}</p>}
        </section>
      )}
      <section aria-labelledby="policy-versions" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="policy-versions" className="font-bold">
          버전 기록
        </h2>
        <ul className="mt-3 space-y-1 text-sm">
          {versions.map((v) => (
            <li key={v.id}>
              {v.id === shown.id ? (
                <span className="font-bold" aria-current="page">
                  {v.version} (시행일 {formatDate(v.effectiveOn)}){v.id === currentId ? " · 현재" : ""}
                </span>
              ) : (
                <Link
                  to={v.id === currentId ? `/service/${kind}` : `/service/${kind}?version=${v.id}`}
                  className="text-brand-700 underline"
                >
                  {v.version} (시행일 {formatDate(v.effectiveOn)}){v.id === currentId ? " · 현재" : ""}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
    </ServicePage>
  );
}
