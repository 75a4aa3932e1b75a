import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Spec: show after 200 ms of navigation, creep towards the end over at most 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

type Phase = "hidden" | "start" | "running" | "done";

export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<Phase>("hidden");

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase("start"), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === "hidden" ? p : "done"));
  }, [busy]);

  useEffect(() => {
    if (phase === "start") {
      // Next frame, so the width transition starts from 0.
      const frame = requestAnimationFrame(() => setPhase("running"));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === "done") {
      const timer = setTimeout(() => setPhase("hidden"), 300);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  if (phase === "hidden") return null;
  const width = phase === "start" ? "0%" : phase === "running" ? "90%" : "100%";
  const duration = phase === "running" ? PROGRESS_DURATION_MS : 200;
  return (
    <div
      role="progressbar"
      aria-label="페이지 불러오는 중"
      className="pointer-events-none fixed inset-x-0 top-0 z-[150] h-[3px]"
      data-testid="route-progress"
    >
      <div
        className="h-full bg-brand-500 shadow-[0_0_8px_var(--color-brand-500)]"
        style={{ width, transition: `width ${duration}ms ease-out` }}
      />
    </div>
  );
}
