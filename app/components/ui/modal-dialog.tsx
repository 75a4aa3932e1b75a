import { Dialog as AriakitDialog } from "@ariakit/react";
import { useId } from "react";
import type { DialogProps } from "./dialog";

/**
 * Modal dialog on Ariakit (docs/decisions/0031-headless-ui.md): focus moves in and is trapped, the
 * rest of the page is inert, and focus returns to the opener on close. By the spec it does not
 * close on an outside click or Escape; only its own buttons close it.
 * Pages use `Dialog` from `./dialog`, which renders this only while open and loads it on first open.
 */
export default function ModalDialog({
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
