import { useEffect, useState } from "react";
import { ArrowUpIcon } from "./icons";
import { scrollToTop } from "./QuickMenu";
import { MAIN_ID } from "./SkipLink";

/** Shown once the visitor has scrolled this many screens down a page. */
const SHOW_AFTER_SCREENS = 1.5;

/**
 * Floating "맨 위로" for long pages below the quick menu's width (phones and tablets), above the
 * phone tab bar. It appears only after scrolling (a short page never shows it); it needs
 * JavaScript to appear, and the footer keeps its own control.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight * SHOW_AFTER_SCREENS);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() => {
        scrollToTop();
        document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
      }}
      data-testid="back-to-top"
      className="fixed right-4 bottom-20 z-30 flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white/95 text-slate-700 shadow-lg hover:border-brand-500 lg:bottom-6 xl:hidden"
    >
      <ArrowUpIcon className="size-5" />
      <span className="sr-only">맨 위로</span>
    </button>
  );
}
