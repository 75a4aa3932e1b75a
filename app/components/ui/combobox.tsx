import {
  type InputHTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

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

type Widget = typeof import("./combobox-widget");
/** Kept once loaded, so boxes mounted later (client navigation) switch right after mounting. */
let loadedWidget: Widget | null = null;
const loadWidget = (): Promise<Widget> =>
  import("./combobox-widget").then((widget) => {
    loadedWidget = widget;
    return widget;
  });

/**
 * A text box with suggestions (the WAI-ARIA combobox pattern, decision 0031). Ariakit and the
 * list code (~25 KB compressed) are no part of a page's first load: the box is server-rendered and
 * hydrated as a plain input with the same markup, and the widget (`./combobox-widget.tsx`) loads
 * when the box is first hovered, touched or focused, then takes over with focus, caret and what
 * was typed meanwhile. Until then Enter submits the surrounding form, as in a plain box.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    label,
    id,
    value,
    onValueChange,
    load,
    minChars,
    debounceMs,
    itemKey,
    renderItem,
    itemDisabled,
    onSelect,
    listLabel,
    autoSelect,
    emptyMessage,
    itemClassName,
    ...inputProps
  } = props;
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const [widget, setWidget] = useState<Widget | null>(null);
  const typed = useRef(false);
  const handoff = useRef<{ start: number | null; end: number | null } | null>(null);

  // The ref's cleanup runs as the widget replaces the plain box, while the box is still in the
  // document: whatever focus and caret it has then (keys typed while the widget rendered count).
  const plainBox = useCallback((box: HTMLInputElement | null) => {
    if (!box) return;
    return () => {
      if (document.activeElement === box) handoff.current = { start: box.selectionStart, end: box.selectionEnd };
    };
  }, []);

  const activate = () => {
    if (widget) return;
    // A failed load leaves the plain box working; the next focus tries again.
    loadWidget().then(setWidget, (error: unknown) => console.error("combobox failed to load", error));
  };

  useEffect(() => {
    if (loadedWidget) setWidget(loadedWidget);
  }, []);

  useLayoutEffect(() => {
    const caret = handoff.current;
    if (!widget || !caret) return;
    handoff.current = null;
    const box = document.getElementById(inputId);
    if (!(box instanceof HTMLInputElement)) return;
    box.focus();
    box.setSelectionRange(caret.start, caret.end);
  }, [widget, inputId]);

  if (widget) {
    return <widget.ComboboxWidget<T> {...props} id={inputId} listId={listId} initialQuery={typed.current ? value : undefined} />;
  }
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        {...inputProps}
        ref={plainBox}
        id={inputId}
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-controls={listId}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          typed.current = true;
          onValueChange(event.target.value);
        }}
        onFocus={(event) => {
          inputProps.onFocus?.(event);
          activate();
        }}
        onPointerEnter={(event) => {
          inputProps.onPointerEnter?.(event);
          activate();
        }}
      />
      <div role="listbox" id={listId} aria-label={listLabel} hidden />
    </>
  );
}
