import { todayInSeoul } from "../../shared/dates";

/**
 * The time source of the services, built once in `services.server.ts`: dates that depend on "now"
 * (today's schedules, policy versions in effect, scheduled jobs) come from here, so tests and the e2e
 * server can move time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
  /** Today's calendar date in Korea, "YYYY-MM-DD". */
  today(): string;
}

export function clockOf(now: () => Date): Clock {
  return { now, today: () => todayInSeoul(now()) };
}

export const systemClock: Clock = clockOf(() => new Date());

/**
 * Real time shifted by an offset that tests move, starting at `startAt` (an ISO instant) when given;
 * `reset()` goes back to real time.
 */
export function createShiftedClock(startAt?: string): Clock & { advance(ms: number): void; set(at: Date): void; reset(): void } {
  let offset = startAt ? Date.parse(startAt) - Date.now() : 0;
  return {
    ...clockOf(() => new Date(Date.now() + offset)),
    advance(ms) {
      offset += ms;
    },
    set(at) {
      offset = at.getTime() - Date.now();
    },
    reset() {
      offset = 0;
    },
  };
}
