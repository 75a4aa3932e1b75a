import { Link } from "react-router";
import { useLinkExists, useRootData } from "../../lib/root-data";
import { ArrowUpIcon } from "./icons";
import { scrollToTop } from "./QuickMenu";

export const policyLinks = [
  { label: "이용약관", to: "/service/memberClause" },
  { label: "개인정보처리방침", to: "/service/personalInfo", strong: true },
  { label: "청소년보호정책", to: "/service/youthPolicy" },
  { label: "고객센터", to: "/service/" },
];

export const ATTRIBUTION = "출처: 한국산업인력공단 Q-Net, 통계청 KOSIS, 고용노동부·한국고용정보원 고용24, 커리어넷";

/** Narrow screens leave room below for the bottom tab bar (shown below `lg`). */
export function Footer() {
  const exists = useLinkExists();
  const links = policyLinks.filter((link) => exists(link.to));
  const info = useRootData()?.siteInfo;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 pb-20 text-sm text-slate-600 lg:pb-0">
      <div className="mx-auto max-w-6xl px-4 py-6 lg:px-6 lg:py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          {links.length > 0 && (
            <nav aria-label="정책 및 고객센터">
              <ul className="flex flex-wrap gap-x-5 gap-y-2">
                {links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={link.strong ? "font-bold text-slate-900" : "hover:text-slate-900"}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <div className="mt-6 space-y-1 leading-relaxed">
          <p className="font-bold text-slate-800">자격나침반</p>
          <p>자격증·시험일정·직업·학과 정보 포털</p>
          {info && (
            <div data-testid="footer-operator">
              <p>
                운영: {info.operatorName}
                {info.contactPhone && ` | 대표 전화 ${info.contactPhone}`}
                {info.contactEmail && ` | 이메일 ${info.contactEmail}`}
                {info.privacyOfficerName && ` | 개인정보 보호책임자 ${info.privacyOfficerName}`}
              </p>
              {info.businessInfo && <p className="whitespace-pre-line">{info.businessInfo}</p>}
            </div>
          )}
          {info && info.social.length > 0 && (
            <nav aria-label="자격나침반 소셜 채널">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {info.social.map((s) => (
                  <li key={s.key}>
                    <a href={s.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                      {s.label}
                      <span className="sr-only"> (새 창)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p data-testid="data-attribution">{ATTRIBUTION}</p>
          <p className="text-xs text-slate-500">© 자격나침반. 공공데이터의 저작권은 각 제공기관에 있습니다.</p>
        </div>
        {/* On every device: the quick menu's top button is there only on wide screens. */}
        <button
          type="button"
          onClick={scrollToTop}
          className="mt-6 flex items-center gap-1 rounded-full border border-slate-300 bg-white px-4 py-1.5 text-xs font-semibold hover:border-brand-500"
        >
          <ArrowUpIcon />맨 위로
        </button>
      </div>
    </footer>
  );
}
