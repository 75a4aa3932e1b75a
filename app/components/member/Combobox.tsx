import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

export interface Option {
  id: string;
  name: string;
}

export interface ComboboxProps {
  label: string;
  placeholder?: string;
  /** Loads suggestions for a query (already debounced); the signal aborts superseded requests. */
  load: (query: string, signal: AbortSignal) => Promise<Option[]>;
  onSelect: (option: Option) => void;
  /** Ids already chosen; they are shown as such and cannot be picked again. */
  chosen?: ReadonlySet<string>;
  debounceMs?: number;
}

/**
 * Autocomplete combobox (WAI-ARIA combobox pattern): type to search (prefix, infix or 초성),
 * ↑/↓ to move, Enter to pick, Escape to close.
 */
export function Combobox({ label, placeholder, load, onSelect, chosen, debounceMs = 200 }: ComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const q = query.trim();
    if (q === "") {
      setOptions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      loadRef
        .current(q, controller.signal)
        .then((found) => {
          setOptions(found);
          setActive(found.length ? 0 : -1);
          setOpen(true);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.error(error);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs]);

  const pick = (option: Option | undefined) => {
    if (!option || chosen?.has(option.id)) return;
    onSelect(option);
    setQuery("");
    setOptions([]);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open && options.length) setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => (options.length ? (i - 1 + options.length) % options.length : -1));
    } else if (event.key === "Enter") {
      if (open && active >= 0) {
        event.preventDefault();
        pick(options[active]);
      }
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
      }
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const expanded = open && query.trim() !== "";

  return (
    <div className="relative">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={query}
        placeholder={placeholder}
        maxLength={50}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => options.length && setOpen(true)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2.5 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} 검색 결과`}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.length === 0 && !loading && <p className="px-3 py-2 text-sm text-slate-500">검색 결과가 없습니다.</p>}
        {options.map((option, i) => {
          const taken = chosen?.has(option.id) ?? false;
          return (
            <div
              key={option.id}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              aria-disabled={taken || undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(option)}
              onKeyDown={(e) => e.key === "Enter" && pick(option)}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-700" : ""} ${taken ? "text-slate-400" : ""}`}
            >
              {option.name}
              {taken && <span className="ml-2 text-xs">(추가됨)</span>}
            </div>
          );
        })}
      </div>
    </div>
  );
}
