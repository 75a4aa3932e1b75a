import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Footer buttons. */
  actions: ReactNode;
  /** "alertdialog" for messages that need an answer; "dialog" for content. */
  role?: "dialog" | "alertdialog";
  /** Spec default: 500 px. */
  width?: number;
}

/**
 * Modal dialog: focus moves in and is trapped, and returns to the opener on close. By the spec it
 * does not close on an outside click or Escape; only its own buttons close it.
 */
export function Dialog({ open, title, children, actions, role = "dialog", width = 500 }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      panel.current?.querySelector<HTMLElement>("[data-autofocus]") ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      // Swallowed so page-level Escape handlers (the full menu) do not react under a modal.
      event.stopPropagation();
      event.preventDefault();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center bg-slate-900/50 p-4" data-dialog-backdrop>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is always dialog or alertdialog, both modal-capable */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keydown handler only traps focus inside the modal */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{ width, maxWidth: "100%" }}
        className="rounded-2xl bg-white shadow-2xl outline-none"
      >
        <h2 id={titleId} className="border-b border-slate-100 px-6 pt-5 pb-3 text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div id={bodyId} className="px-6 py-5 text-[15px] leading-relaxed whitespace-pre-line text-slate-700">
          {children}
        </div>
        <div className="flex justify-end gap-2 px-6 pb-5">{actions}</div>
      </div>
    </div>
  );
}

type Pending = { kind: "alert" | "confirm"; title: string; message: string; resolve: (ok: boolean) => void };

export interface DialogApi {
  alert(title: string, message: string): Promise<void>;
  confirm(title: string, message: string): Promise<boolean>;
}

const DialogContext = createContext<DialogApi | null>(null);

const buttonBase = "min-w-20 rounded-lg px-4 py-2 text-sm font-semibold";

/** One dialog at a time, queued: `alert` resolves on OK, `confirm` to true (OK) or false (취소). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const current = queue[0];

  const close = useCallback((ok: boolean) => {
    setQueue((items) => {
      items[0]?.resolve(ok);
      return items.slice(1);
    });
  }, []);

  const api = useMemo<DialogApi>(
    () => ({
      alert: (title, message) =>
        new Promise<void>((resolve) => setQueue((q) => [...q, { kind: "alert", title, message, resolve: () => resolve() }])),
      confirm: (title, message) =>
        new Promise<boolean>((resolve) => setQueue((q) => [...q, { kind: "confirm", title, message, resolve }])),
    }),
    [],
  );

  return (
    <DialogContext.Provider value={api}>
      {children}
      {current && (
        <Dialog
          open
          role="alertdialog"
          title={current.title}
          actions={
            <>
              {current.kind === "confirm" && (
                <button
                  type="button"
                  className={`${buttonBase} bg-slate-100 text-slate-700 hover:bg-slate-200`}
                  onClick={() => close(false)}
                >
                  취소
                </button>
              )}
              <button
                type="button"
                data-autofocus
                className={`${buttonBase} bg-brand-600 text-white hover:bg-brand-700`}
                onClick={() => close(true)}
              >
                OK
              </button>
            </>
          }
        >
          {current.message}
        </Dialog>
      )}
    </DialogContext.Provider>
  );
}

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error("useDialog needs a <DialogProvider> (the root layout provides one)");
  return api;
}
