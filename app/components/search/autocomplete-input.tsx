import { type InputHTMLAttributes, useEffect, useId, useRef, useState } from "react";
import { api } from "~/lib/api-client";
import type { HighlightRange } from "~/lib/highlight";
import { Highlight } from "./highlight";

export interface AutocompleteItem {
  title: string;
  summary: string | null;
  urlLink: string;
  kind: string;
  highlights: HighlightRange[];
}

const DEBOUNCE_MS = 150;
const MIN_CHARS = 2;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onSelect" | "role">;

export interface AutocompleteInputProps extends InputProps {
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen (click, or Enter on the active option). */
  onSelect: (item: AutocompleteItem) => void;
  /** Accessible name of the suggestion list. */
  listLabel?: string;
  listClassName?: string;
}

/**
 * A text box with license/job name suggestions (초성 queries included), following the ARIA
 * combobox pattern: ArrowDown/ArrowUp move through the options, Enter picks the active one, Escape
 * closes the list. Without an active option Enter submits the surrounding form as usual.
 */
export function AutocompleteInput({
  value,
  onValueChange,
  onSelect,
  listLabel = "추천 검색어",
  listClassName = "",
  onKeyDown,
  onBlur,
  ...inputProps
}: AutocompleteInputProps) {
  const listId = useId();
  const [items, setItems] = useState<AutocompleteItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** Only typing fetches suggestions (not a value set by choosing one). */
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const text = value.trim();
    if (Array.from(text).length < MIN_CHARS) {
      setItems([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<{ data: AutocompleteItem[] }>("/v1/search/autocomplete.php", { q: text }, controller.signal)
        .then((res) => {
          setItems(res.data);
          setActive(-1);
          setOpen(res.data.length > 0);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.error("autocomplete failed", error);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const choose = (item: AutocompleteItem) => {
    typed.current = false;
    setOpen(false);
    setActive(-1);
    onSelect(item);
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const count = items.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (open ? (i + 1) % count : 0));
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (open && i > 0 ? i - 1 : count - 1));
    } else if (event.key === "Enter" && open && active >= 0) {
      const item = items[active];
      if (item) {
        event.preventDefault();
        choose(item);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && items.length > 0;

  return (
    <>
      <input
        {...inputProps}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          typed.current = true;
          onValueChange(event.target.value);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          onBlur?.(event);
          setOpen(false);
          setActive(-1);
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className={`absolute top-full right-0 left-0 z-50 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg ${listClassName}`}
      >
        {items.map((item, index) => (
          <div
            key={`${item.kind}-${item.urlLink}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            // mousedown (not click) so the input's blur does not close the list first
            onMouseDown={(event) => {
              event.preventDefault();
              choose(item);
            }}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 text-[15px] ${
              index === active ? "bg-slate-100" : ""
            }`}
          >
            <span className="truncate text-slate-900">
              <Highlight text={item.title} ranges={item.highlights} />
            </span>
            <span className="shrink-0 text-xs text-slate-500">{item.kind === "license" ? "자격증" : "직업·학과"}</span>
          </div>
        ))}
      </div>
    </>
  );
}
