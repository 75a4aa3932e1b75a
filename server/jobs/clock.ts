/** The time source of scheduled work; injected so tests can move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Real time shifted by an offset that tests move forward (never backward past real time in use). */
export function createShiftedClock(): Clock & { advance(ms: number): void; set(at: Date): void; reset(): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
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
