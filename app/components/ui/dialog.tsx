import { Dialog as AriakitDialog } from "@ariakit/react";
import { createContext, type ReactNode, type RefObject, useCallback, useContext, useId, useMemo, useRef, useState } from "react";

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
  /** Element focused on open; by default the first focusable one inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Rendered into a portal at the end of <body> (default), so no transformed or clipped ancestor
   * can trap the fixed overlay. `false` renders it in place (server-rendered markup in tests).
   */
  portal?: boolean;
}

/**
 * Modal dialog on Ariakit (docs/decisions/0031-headless-ui.md): focus moves in and is trapped, the
 * rest of the page is inert, and focus returns to the opener on close. By the spec it does not
 * close on an outside click or Escape; only its own buttons close it. Closed, it is not rendered.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  role = "dialog",
  width = 500,
  initialFocus,
  portal = true,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  if (!open) return null;
  return (
    <AriakitDialog
      open
      modal
      portal={portal}
      role={role}
      // Ariakit makes the outside inert; aria-modal also tells page code (the full menu's Escape
      // handler) that a modal is open.
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      hideOnEscape={false}
      hideOnInteractOutside={false}
      initialFocus={initialFocus}
      backdrop={<div className="fixed inset-0 z-[100] bg-slate-900/50" data-dialog-backdrop />}
      onKeyDown={(event) => {
        // Swallowed so page-level Escape handlers (the full menu) do not react under a modal.
        if (event.key !== "Escape") return;
        event.preventDefault();
        event.stopPropagation();
      }}
      style={{ width, maxWidth: "calc(100vw - 2rem)" }}
      className="fixed top-1/2 left-1/2 z-[100] max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl outline-none"
    >
      <h2 id={titleId} className="border-b border-slate-100 px-6 pt-5 pb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div id={bodyId} className="px-6 py-5 text-[15px] leading-relaxed whitespace-pre-line text-slate-700">
        {children}
      </div>
      <div className="flex justify-end gap-2 px-6 pb-5">{actions}</div>
    </AriakitDialog>
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
  const ok = useRef<HTMLButtonElement>(null);

  const close = useCallback((answer: boolean) => {
    setQueue((items) => {
      items[0]?.resolve(answer);
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
          initialFocus={ok}
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
                ref={ok}
                type="button"
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
