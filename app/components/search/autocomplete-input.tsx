import { api } from "~/lib/api-client";
import type { HighlightRange } from "~/lib/highlight";
import { Combobox, type ComboboxProps } from "../ui/combobox";
import { Highlight } from "./highlight";

export interface AutocompleteItem {
  title: string;
  summary: string | null;
  urlLink: string;
  kind: string;
  highlights: HighlightRange[];
}

const loadSuggestions = (q: string, signal: AbortSignal) =>
  api.get<{ data: AutocompleteItem[] }>("/v1/search/autocomplete.php", { q }, signal).then((res) => res.data);

export type AutocompleteInputProps = Omit<
  ComboboxProps<AutocompleteItem>,
  "load" | "itemKey" | "renderItem" | "listLabel" | "minChars"
> & { listLabel?: string };

/**
 * The site search box with license/job name suggestions (초성 queries included) from at least 2
 * characters, on the shared combobox (`ui/combobox.tsx`). Without an active option Enter submits
 * the surrounding form as usual.
 */
export function AutocompleteInput({ listLabel = "추천 검색어", ...props }: AutocompleteInputProps) {
  return (
    <Combobox
      {...props}
      type="search"
      load={loadSuggestions}
      minChars={2}
      listLabel={listLabel}
      itemKey={(item) => `${item.kind}-${item.urlLink}`}
      itemClassName="flex items-baseline justify-between gap-3 px-4 py-2 text-[15px]"
      renderItem={(item) => (
        <>
          <span className="truncate text-slate-900">
            <Highlight text={item.title} ranges={item.highlights} />
          </span>
          <span className="shrink-0 text-xs text-slate-500">{item.kind === "license" ? "자격증" : "직업·학과"}</span>
        </>
      )}
    />
  );
}
