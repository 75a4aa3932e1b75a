import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Popup } from "../../../server/modules/customerService/service.server";
import { POPUP_COOKIE, POPUP_HIDE_SECONDS, serializeCookie } from "../../../shared/cookies";
import { type BannerEvent, bannerDevice, sendBannerEvent, TOP_POPUP_LOCATION } from "../../lib/banner-tracking";
import { CloseIcon } from "./icons";

/**
 * Top banner managed in /adm/popups; "오늘 하루 보지 않기" sets a one-day cookie the root loader
 * reads, so SSR skips it.
 */
export function TopPopup({ popup, className = "" }: { popup: Popup; className?: string }) {
  const [open, setOpen] = useState(true);
  const { pathname, search } = useLocation();
  const pageUrl = `${pathname}${search}`;
  const section = useRef<HTMLElement>(null);
  const track = async (event: BannerEvent["event"]) => {
    const targetUrl = popup.linkUrl;
    if (!targetUrl) return;
    const payload = {
      ld_id: licenseIdOf(pathname, search),
      pageUrl,
      targetUrl,
      location: TOP_POPUP_LOCATION,
      device: await bannerDevice(),
      event,
    } as const;
    sendBannerEvent(payload, (url, body) => navigator.sendBeacon(url, body));
  };
  // One view per page the banner is shown on; only banners with a link are counted (views vs clicks).
  // The banner is in every page's HTML but hidden by CSS below the desktop width: a hidden banner
  // was never seen, so it is not counted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: counted again only when the page changes
  useEffect(() => {
    if (isShown(section.current)) void track("impression");
  }, [pageUrl]);
  if (!open) return null;
  const close = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
    document.cookie = serializeCookie(POPUP_COOKIE, "1", { maxAge: POPUP_HIDE_SECONDS });
    setOpen(false);
  };
  const external = popup.linkUrl ? /^https?:\/\//.test(popup.linkUrl) : false;
  const linkClass = "font-semibold underline underline-offset-4";
  return (
    <section
      ref={section}
      aria-label="안내 배너"
      className={`bg-gradient-to-r from-brand-900 to-brand-700 text-white ${className}`}
      data-testid="top-popup"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-6 py-2.5 text-sm">
        <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-bold">{popup.label}</span>
        <p className="flex-1 truncate">
          {popup.text}
          {popup.linkUrl && (
            <>
              {" — "}
              {external ? (
                <a
                  href={popup.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                  onClick={() => void track("click")}
                >
                  {popup.linkText ?? "자세히 보기"}
                  <span className="sr-only"> (새 창)</span>
                </a>
              ) : (
                <Link to={popup.linkUrl} className={linkClass} onClick={() => void track("click")}>
                  {popup.linkText ?? "자세히 보기"}
                </Link>
              )}
            </>
          )}
        </p>
        <button
          type="button"
          onClick={close}
          className="flex items-center gap-1 rounded px-2 py-1 text-xs text-white/90 hover:bg-white/10 hover:text-white"
        >
          오늘 하루 보지 않기
          <CloseIcon className="size-4" />
        </button>
      </div>
    </section>
  );
}

/** The license a page is about (`ld_id` of the license page), so the banner's events name it. */
function licenseIdOf(pathname: string, search: string): string | undefined {
  if (pathname !== "/jnLics/licenseInfo") return undefined;
  return new URLSearchParams(search).get("ld_id") ?? undefined;
}

/** Rendered and not hidden by CSS (display: none on the element or an ancestor). */
function isShown(element: HTMLElement | null): boolean {
  if (!element) return false;
  return element.getClientRects().length > 0;
}
