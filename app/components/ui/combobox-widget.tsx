import { Combobox as AriakitCombobox, ComboboxItem, ComboboxList, useComboboxStore } from "@ariakit/react";
import { useEffect, useRef, useState } from "react";
import type { ComboboxProps } from "./combobox";

export interface ComboboxWidgetProps<T> extends ComboboxProps<T> {
  id: string;
  listId: string;
  /** Text typed before the widget loaded: its suggestions load at once. */
  initialQuery?: string;
}

/**
 * The loaded combobox (see `./combobox.tsx`, which renders it once the box is used): the
 * WAI-ARIA combobox pattern on Ariakit (decision 0031): the
 * options are a listbox whose active option is announced through aria-activedescendant while
 * focus stays in the box. ↓/↑ move (and open a closed list), Enter picks the active option, Escape
 * closes the list. Enter without an active option submits the surrounding form, as in a plain box.
 * Only typing loads suggestions, not a value set by the page (after a pick).
 */
export function ComboboxWidget<T>({
  label,
  id,
  listId,
  initialQuery,
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
}: ComboboxWidgetProps<T>) {
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState<string | null>(initialQuery ?? null);
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
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <AriakitCombobox
        {...inputProps}
        id={id}
        ref={input}
        store={store}
        // Marks the loaded widget (the plain box before it has none), for tests that must wait for it.
        data-enhanced=""
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
          const itemId = optionId(index);
          const disabled = itemDisabled?.(item) ?? false;
          return (
            <ComboboxItem
              key={itemKey(item)}
              id={itemId}
              // Selection follows the active option (the pattern's "automatic selection").
              aria-selected={itemId === activeId}
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
