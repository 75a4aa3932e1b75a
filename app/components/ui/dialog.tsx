import {
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";

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

/** Ariakit's dialog (~20 KB compressed) is no part of a page's first load: it loads on first open. */
const ModalDialog = lazy(() => import("./modal-dialog"));

/** The portal's modal dialog (`./modal-dialog.tsx`); closed, nothing is rendered or loaded. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
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
