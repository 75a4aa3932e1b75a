import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { MenuItem } from "../../../shared/menu";
import { useMemberOverlay, useSignedIn } from "../../lib/member-overlay";
import { NotificationBell } from "../notifications/NotificationBell";
import { FullMenuToggle } from "./FullMenuToggle";
import { Logo } from "./Logo";
import { LogoutForm } from "./LogoutForm";
import { MainMenu } from "./MainMenu";
import { SearchForm } from "./SearchForm";

/** Rendered only while open, so its code loads on the first open (decision 0061). */
const FullMenu = lazy(() => import("./FullMenu").then((m) => ({ default: m.FullMenu })));

/** 고용24's enterprise service: the external support site behind "기업서비스". */
export const ENTERPRISE_URL = "https://www.work24.go.kr/";

/**
 * The server HTML already shows the right links (a session cookie's presence picks them); the
 * overlay then confirms them and adds the bell and the admin link. The slot keeps the width of the
 * member links, so nothing moves when they arrive (decision 0033, "Member overlay").
 */
function MemberLinks() {
  const { ready, isAdmin } = useMemberOverlay();
  const loggedIn = useSignedIn();
  const item = "rounded px-2 py-1 text-slate-600 hover:text-brand-700";
  return (
    <ul className="flex min-w-64 items-center justify-end gap-1 text-[13px]" data-testid="member-links" data-ready={ready}>
      {isAdmin && (
        <li>
          <Link to="/adm" className={item}>
            관리자
          </Link>
        </li>
      )}
      {loggedIn ? (
        <>
          <li>
            <NotificationBell />
          </li>
          <li>
            <Link to="/mypage" className={item}>
              마이페이지
            </Link>
          </li>
          <li>
            <LogoutForm className={item} />
          </li>
        </>
      ) : (
        <>
          <li>
            <Link to="/member/login" className={item}>
              로그인
            </Link>
          </li>
          <li>
            <a href="/member/register.php" className={item}>
              회원가입
            </a>
          </li>
        </>
      )}
      <li>
        <a href={ENTERPRISE_URL} target="_blank" rel="noopener noreferrer" className={`${item} font-semibold text-brand-700`}>
          기업서비스<span className="sr-only"> (새 창)</span>
        </a>
      </li>
    </ul>
  );
}

/** Common desktop header; after scrolling past it, it pins to the top in a compact sticky style. */
export function DesktopHeader({ tree, className = "" }: { tree: MenuItem[]; className?: string }) {
  const [sticky, setSticky] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [height, setHeight] = useState(0);
  const ref = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLDivElement>(null);
  const fullMenuId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    const onScroll = () => {
      const el = ref.current;
      if (!el) return;
      // The placeholder keeps the static height, so the threshold stays the same once pinned.
      const limit = (el.parentElement?.offsetTop ?? 0) + (height || el.offsetHeight);
      if (!height) setHeight(el.offsetHeight);
      setSticky(window.scrollY > limit);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [height]);

  // A route change closes the overlay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.querySelector("button")?.focus();
  }, []);

  return (
    <div className={className} style={sticky && height ? { height } : undefined}>
      <header
        ref={ref}
        data-testid="site-header"
        className={`z-50 bg-white ${sticky ? "is-sticky fixed inset-x-0 top-0 shadow-md" : "relative border-b border-slate-200"}`}
      >
        {!sticky && (
          <div className="mx-auto flex max-w-6xl items-center gap-8 px-6 pt-5 pb-3">
            <Logo />
            <SearchForm className="w-full max-w-md" />
            <div className="ml-auto">
              <MemberLinks />
            </div>
          </div>
        )}
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-6">
          {sticky && <Logo compact />}
          <MainMenu tree={tree} />
          <div ref={toggleRef}>
            <FullMenuToggle open={menuOpen} onToggle={() => setMenuOpen((v) => !v)} controls={fullMenuId} />
          </div>
        </div>
        {menuOpen && (
          <Suspense fallback={null}>
            <FullMenu id={fullMenuId} tree={tree} onClose={closeMenu} />
          </Suspense>
        )}
      </header>
    </div>
  );
}
