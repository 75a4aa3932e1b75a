import { todayInSeoul } from "../shared/dates";

/** The e2e server's clock: it starts inside the snapshot's year (global-setup) and tests move it. */
export async function serverNow(baseURL: string): Promise<Date> {
  const res = await fetch(`${baseURL}/v2/__e2e/clock`);
  return new Date(((await res.json()) as { now: string }).now);
}

/** "Today" in Korea as the server's pages see it. */
export async function serverToday(baseURL: string): Promise<string> {
  return todayInSeoul(await serverNow(baseURL));
}

/** Moves the server's clock (and runs the scheduled jobs at the new time). */
export function setServerClock(baseURL: string, at: Date | string): Promise<Response> {
  return fetch(`${baseURL}/v2/__e2e/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ at: typeof at === "string" ? at : at.toISOString() }),
  });
}

export const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
