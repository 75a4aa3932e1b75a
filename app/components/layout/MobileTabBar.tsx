import { Link, useLocation } from "react-router";
import { useLinkExists } from "../../lib/root-data";
import { MenuIcon } from "./icons";
import { type MobileTab, mobileActiveTab } from "./layout-rules";

const tabs: Array<{ tab: MobileTab; label: string; to: string }> = [
  { tab: "jnLics", label: "자격증정보", to: "/jnLics" },
  { tab: "jnComm", label: "커뮤니티", to: "/jnComm" },
  { tab: "jnCareer", label: "진로", to: "/jnCareer" },
  { tab: "jnRcmd", label: "AI", to: "/jnRcmd" },
];

const tabClass = "flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-[11px] font-semibold";

function Dot({ on }: { on: boolean }) {
  return <span aria-hidden="true" className={`size-1.5 rounded-full ${on ? "bg-brand-600" : "bg-transparent"}`} />;
}

/** Bottom tab bar: the menu button plus four areas; the active one follows the path. */
export function MobileTabBar({
  menuOpen,
  onMenu,
  menuId,
  className = "",
}: {
  menuOpen: boolean;
  onMenu: () => void;
  menuId: string;
  className?: string;
}) {
  const { pathname } = useLocation();
  const active = mobileActiveTab(pathname);
  const exists = useLinkExists();
  return (
    <nav
      aria-label="하단 메뉴"
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white ${className}`}
      data-testid="mobile-tabbar"
    >
      <ul className="flex">
        <li className="flex flex-1">
          <button
            type="button"
            onClick={onMenu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className={`${tabClass} text-slate-700`}
          >
            <MenuIcon className="size-5" />
            메뉴
          </button>
        </li>
        {tabs
          .filter((t) => exists(t.to))
          .map((t) => {
            const on = active === t.tab;
            return (
              <li key={t.tab} className="flex flex-1">
                <Link
                  to={t.to}
                  aria-current={on ? "page" : undefined}
                  data-active={on}
                  className={`${tabClass} ${on ? "text-brand-700" : "text-slate-600"}`}
                >
                  <Dot on={on} />
                  {t.label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
