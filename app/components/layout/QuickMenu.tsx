import { Link } from "react-router";
import { useLinkExists } from "../../lib/root-data";
import { ArrowUpIcon } from "./icons";

export const quickLinks = [
  { label: "추천데이터", to: "/jnData/licenseRecommend" },
  { label: "AI", to: "/jnRcmd" },
  { label: "성향검사", to: "/eduFair/jprsStart" },
  { label: "자격증정보", to: "/jnLics" },
  { label: "진로", to: "/jnCareer" },
  { label: "톡", to: "/jnTalk" },
  { label: "커뮤니티", to: "/jnComm" },
  { label: "뉴스", to: "/jnComm?board=bNews" },
];

export const scrollToTop = () => window.scrollTo({ top: 0, behavior: "smooth" });

/** Right-hand quick menu, shown on wide screens beside the content column. */
export function QuickMenu() {
  const exists = useLinkExists();
  return (
    <nav aria-label="퀵메뉴" className="fixed top-1/2 right-1 z-30 hidden -translate-y-1/2 xl:block" data-testid="quick-menu">
      <ul className="w-[60px] overflow-hidden rounded-2xl border border-slate-200 bg-white text-center shadow-lg">
        {quickLinks
          .filter((link) => exists(link.to))
          .map((link) => (
            <li key={link.label} className="border-b border-slate-100">
              <Link
                to={link.to}
                className="block px-0.5 py-2.5 text-[11px] font-semibold tracking-tight text-slate-700 hover:bg-brand-50 hover:text-brand-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        <li>
          <button
            type="button"
            onClick={scrollToTop}
            className="flex w-full flex-col items-center bg-brand-700 py-2 text-xs font-bold text-white hover:bg-brand-900"
          >
            <ArrowUpIcon />
            TOP
          </button>
        </li>
      </ul>
    </nav>
  );
}
