import { CloseIcon, MenuIcon } from "./icons";

/** Opens and closes the full menu; the menu itself loads on its first open (`DesktopHeader`). */
export function FullMenuToggle({ open, onToggle, controls }: { open: boolean; onToggle: () => void; controls: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className="flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      data-testid="full-menu-toggle"
    >
      {open ? <CloseIcon /> : <MenuIcon />}
      전체메뉴
    </button>
  );
}
