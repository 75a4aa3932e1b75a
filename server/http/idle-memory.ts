import { Session } from "node:inspector/promises";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

export interface IdleMemoryOptions {
  logger: Logger;
  /** No request for this long (and none in flight) is idle. */
  idleMs?: number;
  /** At most one release in this long: a site with a request every few seconds pays one a minute. */
  minIntervalMs?: number;
  /** Released only when the RSS grew by this much since the last release. */
  minGrowthBytes?: number;
}

const MB = 1024 * 1024;

/**
 * Hands the memory a burst of work grew back to the system once the process is idle (issue 35,
 * decision 0077 "Fifth round"). Node 24's V8 sizes the young generation by the machine's memory
 * (128 MB on a 24 GiB machine) and keeps every page a burst touched, so an idle server held
 * 300–480 MB. Browsers run V8's memory-reducing collection when a tab goes idle; Node has no such
 * hook, so this asks for it through the in-process inspector (`HeapProfiler.collectGarbage`, no
 * port, no flag): ~120–170 ms of one thread, only while no request is in flight or came for
 * `idleMs`. Its middleware counts the app's requests and the page store's renders (`app.fetch`);
 * `/healthz` sits before it, so a load balancer's polls leave the process idle.
 */
export function idleMemoryRelease({
  logger,
  idleMs = 5_000,
  minIntervalMs = 60_000,
  minGrowthBytes = 64 * MB,
}: IdleMemoryOptions) {
  let inFlight = 0;
  let lastActive = performance.now();
  // Start-up is a burst too (module loading, migrations, the store's checks).
  let busy = true;
  let lastRelease = Number.NEGATIVE_INFINITY;
  let rssAfterRelease = 0;
  let releasing = false;

  const collectGarbage = async () => {
    const session = new Session();
    session.connect();
    try {
      await session.post("HeapProfiler.collectGarbage");
    } finally {
      // After the answer, not inside its callback: a disconnect there keeps the process alive.
      session.disconnect();
    }
  };

  async function check() {
    const now = performance.now();
    if (releasing || !busy || inFlight > 0 || now - lastActive < idleMs || now - lastRelease < minIntervalMs) return;
    const before = process.memoryUsage.rss();
    if (before - rssAfterRelease < minGrowthBytes) return;
    releasing = true;
    try {
      await collectGarbage();
      rssAfterRelease = process.memoryUsage.rss();
      const ms = Math.round(performance.now() - now);
      logger.debug(
        { beforeMb: Math.round(before / MB), afterMb: Math.round(rssAfterRelease / MB), ms },
        "memory released while idle",
      );
    } catch (error) {
      logger.warn({ err: error }, "memory release failed");
    } finally {
      busy = false;
      lastRelease = performance.now();
      releasing = false;
    }
  }

  const timer = setInterval(() => void check(), Math.max(250, Math.round(idleMs / 2)));
  timer.unref();

  const activity: MiddlewareHandler = async (_c, next) => {
    inFlight++;
    busy = true;
    try {
      await next();
    } finally {
      inFlight--;
      lastActive = performance.now();
    }
  };

  return {
    activity,
    /** One check now (tests; the timer runs it every half `idleMs`). */
    check,
    stop: () => clearInterval(timer),
  };
}
