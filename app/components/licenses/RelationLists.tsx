import { Link } from "react-router";

export interface RelationData {
  basis: "members" | "links";
  population: number;
  relationLicense: Array<{ no: string; name: string; percent: number }>;
  relationJob: Array<{ no: string; name: string; percent: number }>;
  relationMajor: Array<{ no: string; name: string; percent: number }>;
}

function Bars({
  title,
  items,
  href,
  empty,
}: {
  title: string;
  items: RelationData["relationJob"];
  href?: (no: string) => string;
  empty: string;
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="space-y-1.5">
          {items.map((r) => (
            <li key={r.no} className="text-sm">
              <div className="flex justify-between gap-2">
                {href ? (
                  <Link to={href(r.no)} className="hover:underline">
                    {r.name}
                  </Link>
                ) : (
                  <span>{r.name}</span>
                )}
                <span className="text-xs text-slate-500">{r.percent}%</span>
              </div>
              <div className="h-1.5 rounded bg-slate-100" aria-hidden="true">
                <div className="h-1.5 rounded bg-blue-500" style={{ width: `${Math.min(100, r.percent)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** relationLicense / relationJob / relationMajor with their percentages and what they are based on. */
export function RelationLists({ relations }: { relations: RelationData }) {
  return (
    <div>
      <div className="grid gap-6 md:grid-cols-3">
        <Bars
          title="연관 자격증"
          items={relations.relationLicense}
          href={(no) => `/jnLics/licenseInfo?ld_id=${encodeURIComponent(no)}`}
          empty="연관 자격증 정보가 없습니다."
        />
        <Bars
          title="연관 직업"
          items={relations.relationJob}
          href={(no) => `/jnJob/jobDicDt?jobdicSeq=${encodeURIComponent(no)}`}
          empty="연관 직업 정보가 없습니다."
        />
        <Bars
          title="관련 학과"
          items={relations.relationMajor}
          href={(no) => `/jnCareer/majorInfoDt?id=${encodeURIComponent(no)}`}
          empty="관련 학과 정보가 없습니다."
        />
      </div>
      <p className="mt-3 text-xs text-slate-500">
        {relations.basis === "members"
          ? `이 자격증을 보유한 회원 ${relations.population.toLocaleString("ko-KR")}명의 보유 자격증·희망 직업·희망 학과 기준 비율입니다.`
          : "커리어넷 직업·학과 정보에서 이 자격증과 연결된 직업·학과 기준 비율입니다. (출처: 커리어넷)"}
      </p>
    </div>
  );
}
