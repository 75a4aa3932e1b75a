import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AutocompleteInput } from "../search/autocomplete-input";
import { useDialog } from "../ui/dialog";
import { SearchIcon } from "./icons";
import { SEARCH_MAX_LENGTH, searchHref } from "./layout-rules";

/**
 * The header's site search. Fires on Enter or the button; under 2 characters it shows the "알림"
 * dialog and stays put. Without JavaScript the form still submits to the search page.
 */
export function SearchForm({ className = "", autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(() => params.get("stx") ?? "");
  const navigate = useNavigate();
  const dialog = useDialog();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(keyword);
    if (!href) {
      await dialog.alert("알림", "검색어 2자 이상 입력 해주세요");
      return;
    }
    navigate(href);
  };

  return (
    <search className={`relative block ${className}`}>
      <form action="/search/search" method="get" onSubmit={onSubmit}>
        <AutocompleteInput
          label="자격증 검색"
          name="stx"
          value={keyword}
          onValueChange={setKeyword}
          onSelect={(item) => {
            setKeyword(item.title);
            navigate(searchHref(item.title) ?? "/search/search");
          }}
          placeholder="자격증을 검색해보세요"
          maxLength={SEARCH_MAX_LENGTH}
          autoFocus={autoFocus}
          className="h-11 w-full rounded-full border-2 border-brand-500 bg-white pr-12 pl-5 text-[15px] text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="검색"
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
        >
          <SearchIcon className="size-4" />
        </button>
      </form>
    </search>
  );
}
