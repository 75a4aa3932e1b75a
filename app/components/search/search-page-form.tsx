import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { searchCategories } from "../../../shared/search-categories";
import { useDialog } from "../ui/dialog";

/** The result page's own search bar allows 20 characters (spec section 5, "secondary input"). */
export const SECONDARY_MAX_LENGTH = 20;

export function searchPageHref(keyword: string, tab: string, page = 1): string {
  const params = new URLSearchParams({ stx: keyword });
  if (tab !== "all") params.set("tab", tab);
  if (page > 1) params.set("page", String(page));
  return `/search/search?${params.toString()}`;
}

/**
 * Category dropdown plus a required text box. Under 2 characters the "알림" dialog appears;
 * without JavaScript the form still submits to the result page.
 */
export function SearchPageForm({ keyword, tab }: { keyword: string; tab: string }) {
  const [text, setText] = useState(keyword);
  const [scope, setScope] = useState(tab);
  const navigate = useNavigate();
  const dialog = useDialog();
  const id = useId();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stx = text.trim();
    if (Array.from(stx).length < 2) {
      await dialog.alert("알림", "검색어 2자 이상 입력 해주세요");
      return;
    }
    navigate(searchPageHref(stx, scope));
  };

  return (
    <search aria-label="통합검색">
      <form action="/search/search" method="get" noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-tab`} className="sr-only">
          검색 분류
        </label>
        <select
          id={`${id}-tab`}
          name="tab"
          value={scope}
          onChange={(e) => setScope(e.target.value)}
          className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-[15px]"
        >
          <option value="all">전체</option>
          {searchCategories.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-stx`} className="sr-only">
          검색어
        </label>
        <input
          id={`${id}-stx`}
          name="stx"
          type="search"
          required
          maxLength={SECONDARY_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="검색어를 입력하세요"
          autoComplete="off"
          className="h-11 w-full min-w-0 rounded-lg border border-slate-300 px-4 sm:flex-1 text-[15px] focus:border-brand-600 focus:outline-none"
        />
        <button type="submit" className="h-11 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
          검색
        </button>
      </form>
    </search>
  );
}
