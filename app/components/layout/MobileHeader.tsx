import { useState } from "react";
import { NotificationBell } from "../notifications/NotificationBell";
import { CloseIcon, SearchIcon } from "./icons";
import { Logo } from "./Logo";
import { SearchForm } from "./SearchForm";

/** Logo and a search button; the button swaps the bar for the search form with a close button. */
export function MobileHeader({ className = "" }: { className?: string }) {
  const [searching, setSearching] = useState(false);
  return (
    <header
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur ${className}`}
      data-testid="mobile-header"
    >
      <div className="flex h-14 items-center gap-2 px-4">
        {searching ? (
          <>
            <SearchForm className="flex-1" autoFocus />
            <button
              type="button"
              onClick={() => setSearching(false)}
              className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
              aria-label="검색 닫기"
            >
              <CloseIcon />
            </button>
          </>
        ) : (
          <>
            <Logo compact />
            <div className="ml-auto flex items-center">
              {/* The bell's slot, kept while the member overlay is on its way: nothing moves when it arrives. */}
              <span className="inline-flex min-w-9">
                <NotificationBell />
              </span>
              <button
                type="button"
                onClick={() => setSearching(true)}
                className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
                aria-label="검색 열기"
              >
                <SearchIcon className="size-6" />
              </button>
            </div>
          </>
        )}
      </div>
    </header>
  );
}
