import { formatDateRange } from "./dates";

/**
 * A phase the source splits into windows (기술사 면접 원서접수 ① 08.31 ~ 09.03 and ② 10.12 ~ 10.15;
 * 기사 제3회 실기 원서접수 09.21 ~ 09.23 and 09.28 around 추석, decision 0064) is stored as one phase
 * row per window. Pages show the windows of one stage and kind together, each as its own range,
 * never as one span from the first start to the last end.
 */
export interface DateWindow {
  startsOn: string;
  endsOn: string | null;
}

export interface WindowedPhase<W extends DateWindow = DateWindow> {
  stage: string;
  kind: string;
  /** The phase's windows in date order (one for an unsplit phase). */
  windows: W[];
}

/** The phases of one round grouped by stage and kind, in the order their first window comes. */
export function groupWindows<P extends DateWindow & { stage: string; kind: string }>(phases: P[]): WindowedPhase<P>[] {
  const groups = new Map<string, WindowedPhase<P>>();
  for (const phase of phases) {
    const key = `${phase.stage}|${phase.kind}`;
    const group = groups.get(key);
    if (group) group.windows.push(phase);
    else groups.set(key, { stage: phase.stage, kind: phase.kind, windows: [phase] });
  }
  const list = [...groups.values()];
  for (const g of list) g.windows.sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  return list;
}

/** "2026.08.31 ~ 09.03, 2026.10.12 ~ 10.15": every window, each with its own dates. */
export function windowsDates(windows: DateWindow[]): string {
  return windows.map((w) => formatDateRange(w.startsOn, w.endsOn)).join(", ");
}

/** The window running on `today` or the next to open (null when every window has ended). */
export function openWindow<W extends DateWindow>(windows: W[], today: string): W | null {
  return windows.find((w) => (w.endsOn ?? w.startsOn) >= today) ?? null;
}
