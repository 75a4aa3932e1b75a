import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { areaOf, type MenuItem } from "../../../shared/menu";
import { useMemberOverlay, useSignedIn } from "../../lib/member-overlay";
import { AiLogo, ChevronIcon, CloseIcon } from "./icons";
import { LogoutForm } from "./LogoutForm";
import { sideEntries } from "./layout-rules";

/** The AI area's top tab (me_code 008, the spec's 8th) shows the AI mark instead of its name. */
const AI_AREA_CODE = "008";

/**
 * Slide-out menu: top tabs pick an area, and every area expands to its pages (useSide = y only).
 */
export function MobileSlideMenu({ id, tree, onClose }: { id: string; tree: MenuItem[]; onClose: () => void }) {
  const { ready } = useMemberOverlay();
  const loggedIn = useSignedIn();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<string | undefined>(() => (areaOf(tree, pathname) ?? tree[0])?.code);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  const pick = (code: string) => {
    setExpanded(code);
    document.getElementById(`slide-area-${code}`)?.scrollIntoView({ block: "nearest" });
  };

  return (
    <div className="fixed inset-0 z-50 flex">
      <button type="button" aria-label="메뉴 닫기" tabIndex={-1} className="absolute inset-0 bg-slate-900/40" onClick={onClose} />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="전체 메뉴"
        data-testid="slide-menu"
        data-ready={ready}
        className="relative flex h-full w-[85%] max-w-sm flex-col bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <div className="flex gap-3 text-sm font-semibold">
            {loggedIn ? (
              <>
                <Link to="/mypage" onClick={onClose} className="text-brand-700">
                  마이페이지
                </Link>
                <LogoutForm />
              </>
            ) : (
              <>
                <Link to="/member/login" onClick={onClose} className="text-brand-700">
                  로그인
                </Link>
                <a href="/member/register.php">회원가입</a>
              </>
            )}
          </div>
          <button type="button" onClick={onClose} className="rounded-full p-2 hover:bg-slate-100" aria-label="메뉴 닫기">
            <CloseIcon />
          </button>
        </div>
        <ul className="flex gap-1.5 overflow-x-auto border-b border-slate-100 px-3 py-2.5" aria-label="영역 바로가기">
          {tree.map((area) => (
            <li key={area.code}>
              <button
                type="button"
                onClick={() => pick(area.code)}
                aria-pressed={expanded === area.code}
                className={`flex h-8 items-center rounded-full px-3 text-sm whitespace-nowrap ${
                  expanded === area.code ? "bg-brand-600 font-bold text-white" : "bg-slate-100 text-slate-700"
                }`}
              >
                {area.code === AI_AREA_CODE ? (
                  <>
                    <AiLogo />
                    <span className="sr-only">{area.name}</span>
                  </>
                ) : (
                  area.name
                )}
              </button>
            </li>
          ))}
        </ul>
        <ul className="flex-1 overflow-y-auto px-2 py-2">
          {tree.map((area) => {
            const open = expanded === area.code;
            return (
              <li key={area.code} id={`slide-area-${area.code}`}>
                <button
                  type="button"
                  onClick={() => setExpanded(open ? undefined : area.code)}
                  aria-expanded={open}
                  className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left font-bold text-slate-900"
                >
                  {area.name}
                  <ChevronIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
                </button>
                {open && (
                  <ul className="mb-2 rounded-lg bg-slate-50 py-1" data-testid="slide-submenu">
                    {sideEntries(area).map((page) => (
                      <li key={page.code}>
                        <Link to={page.url} onClick={onClose} className="block px-5 py-2.5 text-[15px] text-slate-700">
                          {page.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
