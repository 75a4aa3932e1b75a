import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A horizontally scrolling box for a wide table: named and focusable (arrow keys scroll it, WCAG
 * 2.1.1), with edge shadows where columns are cut off (CSS, so also without JavaScript) and a
 * written cue while it overflows.
 */
export function ScrollRegion({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={className}>
      {overflows && (
        <p className="mb-1 text-xs text-slate-600" data-testid="scroll-cue">
          표가 화면보다 넓습니다. 옆으로 밀거나 표를 선택한 뒤 방향키로 나머지 열을 보세요.
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section ref={ref} aria-label={label} tabIndex={0} className="scroll-shadows overflow-x-auto">
        {children}
      </section>
    </div>
  );
}
