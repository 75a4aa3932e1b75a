import { Combobox as AriakitCombobox, ComboboxItem, ComboboxList, useComboboxStore } from "@ariakit/react";
import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from "react";

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "onSelect" | "role" | "children"
>;

export interface ComboboxProps<T> extends InputProps {
  /** Accessible name of the box (a visually hidden label). */
  label: string;
  /** The text in the box (controlled). */
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions for what was typed (debounced); the signal aborts a superseded request. */
  load: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** Fewer characters than this load nothing (counted as characters, so 초성 count one each). */
  minChars?: number;
  debounceMs?: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Shown, but cannot be picked (already added). */
  itemDisabled?: (item: T) => boolean;
  /** An option was chosen: click, or Enter on the active option. */
  onSelect: (item: T) => void;
  /** Accessible name of the list of options. */
  listLabel: string;
  /** Make the first option active when results arrive, so Enter picks it. */
  autoSelect?: boolean;
  /** Shown under the box when a search found nothing; without it the list just stays closed. */
  emptyMessage?: string;
  /** Padding and type size of an option. */
  itemClassName?: string;
}

/**
 * A text box with suggestions — the WAI-ARIA combobox pattern on Ariakit (decision 0031): the
 * options are a listbox whose active option is announced through aria-activedescendant while
 * focus stays in the box. ↓/↑ move (and open a closed list), Enter picks the active option, Escape
 * closes the list. Enter without an active option submits the surrounding form, as in a plain box.
 * Only typing loads suggestions, not a value set by the page (after a pick).
 */
export function Combobox<T>({
  label,
  id,
  value,
  onValueChange,
  load,
  minChars = 1,
  debounceMs = 150,
  itemKey,
  renderItem,
  itemDisabled,
  onSelect,
  listLabel,
  autoSelect = false,
  emptyMessage,
  itemClassName = "px-4 py-2 text-[15px]",
  onKeyDown,
  onBlur,
  ...inputProps
}: ComboboxProps<T>) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const found = useSuggestions(query, load, minChars, debounceMs);
  const items = found.items;
  const expanded = open && items.length > 0;
  const store = useComboboxStore({
    value,
    setValue: (next) => {
      setQuery(next);
      onValueChange(next);
    },
    open: expanded,
    setOpen,
  });
  const activeId = store.useState("activeId");

  // Results for what was typed open the list (unless focus has already left the box), with no
  // active option or, with `autoSelect`, the first one.
  useEffect(() => {
    if (found.query === null || input.current !== document.activeElement) return;
    setOpen(true);
    store.setActiveId(autoSelect && found.items.length > 0 ? store.first() : null);
  }, [found, autoSelect, store]);

  const close = () => {
    setOpen(false);
    store.setActiveId(null);
  };

  const choose = (item: T) => {
    if (itemDisabled?.(item)) return;
    setQuery(null);
    close();
    onSelect(item);
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const settled = found.query !== null && found.query === query?.trim();
  const showEmpty = !!emptyMessage && open && settled && items.length === 0;

  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <AriakitCombobox
        {...inputProps}
        id={inputId}
        ref={input}
        store={store}
        // In the server-rendered markup too (Ariakit adds it only once the list is mounted).
        aria-controls={listId}
        showOnClick={items.length > 0}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented || event.nativeEvent.isComposing) return;
          if (event.key === "Escape" && (expanded || showEmpty)) {
            // Kept from the page's Escape handlers and from clearing a search box.
            event.preventDefault();
            event.stopPropagation();
            close();
          } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !expanded && items.length > 0) {
            event.preventDefault();
            setOpen(true);
            store.move(event.key === "ArrowDown" ? store.first() : store.last());
          } else if (event.key === "Enter" && expanded && store.getState().activeId === null) {
            // Nothing picked: the typed text is the answer, as in a plain box.
            event.preventDefault();
            close();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        onBlur={(event) => {
          onBlur?.(event);
          if (!list.current?.contains(event.relatedTarget as Node | null)) close();
        }}
      />
      <ComboboxList
        ref={list}
        store={store}
        id={listId}
        aria-label={listLabel}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {items.map((item, index) => {
          const id = optionId(index);
          const disabled = itemDisabled?.(item) ?? false;
          return (
            <ComboboxItem
              key={itemKey(item)}
              id={id}
              // Selection follows the active option (the pattern's "automatic selection").
              aria-selected={id === activeId}
              disabled={disabled}
              accessibleWhenDisabled
              focusOnHover
              blurOnHoverEnd={false}
              hideOnClick={false}
              // mousedown would blur the box (closing the list) before the click lands
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              className={`cursor-pointer aria-disabled:cursor-default aria-disabled:text-slate-400 aria-selected:bg-slate-100 ${itemClassName}`}
            >
              {renderItem(item)}
            </ComboboxItem>
          );
        })}
      </ComboboxList>
      {showEmpty && (
        <p
          role="status"
          className="absolute top-full right-0 left-0 z-50 mt-1 rounded-xl border border-slate-200 bg-white px-4 py-2 text-sm text-slate-500 shadow-lg"
        >
          {emptyMessage}
        </p>
      )}
    </>
  );
}

/** The latest suggestions for `query` (null: nothing typed since the last pick). */
function useSuggestions<T>(
  query: string | null,
  load: (query: string, signal: AbortSignal) => Promise<T[]>,
  minChars: number,
  debounceMs: number,
): { query: string | null; items: T[] } {
  const [found, setFound] = useState<{ query: string | null; items: T[] }>({ query: null, items: [] });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const text = query?.trim() ?? "";
    if (query === null || Array.from(text).length < minChars) {
      setFound({ query: null, items: [] });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadRef
        .current(text, controller.signal)
        .then((items) => setFound({ query: text, items }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.error("suggestions failed", error);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, minChars, debounceMs]);

  return found;
}
