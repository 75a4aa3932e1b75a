import { Link } from "react-router";
import { formatNumber } from "../../../shared/number-format";
import { licensePath } from "../../../shared/page-seo";
import { relationMeasures } from "../../../shared/relations";

type RelationItem = { no: string; name: string; percent: number | null };

export interface RelationData {
  basis: "members" | "links";
  population: number;
  relationLicense: RelationItem[];
  relationJob: RelationItem[];
  relationMajor: RelationItem[];
}

/**
 * One ranked list of related items with its measure (shared/relations.ts) under the title and as the
 * percentage's tooltip; an item the data cannot measure shows no percentage.
 */
export function RelationBars({
  title,
  items,
  href,
  empty,
  measure,
}: {
  title: string;
  items: Array<{ id: string; name: string; percent: number | null }>;
  href: (id: string) => string;
  empty: string;
  measure: string;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <p className="mt-0.5 mb-2 text-xs text-slate-500">{measure}</p>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="space-y-1.5">
          {items.map((r) => (
            <li key={r.id} className="text-sm">
              <div className="flex justify-between gap-2">
                <Link to={href(r.id)} className="truncate hover:underline">
                  {r.name}
                </Link>
                {r.percent !== null && (
                  <span className="shrink-0 text-xs font-semibold text-slate-600" title={measure}>
                    {r.percent}%
                  </span>
                )}
              </div>
              {r.percent !== null && (
                <div className="h-1.5 rounded bg-slate-100" aria-hidden="true">
                  <div className="h-1.5 rounded bg-blue-500" style={{ width: `${Math.min(100, r.percent)}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const withId = (items: RelationItem[]) => items.map(({ no, ...r }) => ({ id: no, ...r }));

/** relationLicense / relationJob / relationMajor with their percentages and what they are based on. */
export function RelationLists({ relations }: { relations: RelationData }) {
  const measures = relationMeasures[relations.basis];
  return (
    <div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        <RelationBars
          title="연관 자격증"
          items={withId(relations.relationLicense)}
          href={(no) => licensePath(no)}
          empty="연관 자격증 정보가 없습니다."
          measure={measures.license}
        />
        <RelationBars
          title="연관 직업"
          items={withId(relations.relationJob)}
          href={(no) => `/jnJob/jobDicDt?jobdicSeq=${encodeURIComponent(no)}`}
          empty="연관 직업 정보가 없습니다."
          measure={measures.job}
        />
        <RelationBars
          title="관련 학과"
          items={withId(relations.relationMajor)}
          href={(no) => `/jnCareer/majorInfoDt?id=${encodeURIComponent(no)}`}
          empty="관련 학과 정보가 없습니다."
          measure={measures.major}
        />
      </div>
      <p className="mt-3 text-xs text-slate-500">
        {relations.basis === "members"
          ? `이 자격증을 보유한 회원 ${formatNumber(relations.population)}명의 보유 자격증·희망 직업·희망 학과 기준 비율입니다.`
          : "커리어넷 직업·학과 정보의 연결 관계로 계산한 비율이며, 높은 순으로 보여 줍니다. 연결이 하나뿐인 직업·자격증은 자료의 잡음일 때가 많아 빼고, 계산할 자료가 없는 항목은 비율 없이 표시합니다. (출처: 커리어넷, 고용24 직업사전)"}
      </p>
    </div>
  );
}
