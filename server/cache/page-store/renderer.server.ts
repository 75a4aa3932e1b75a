import { setImmediate as yieldToRequests } from "node:timers/promises";
import type { DeviceClass } from "../../../shared/device";
import type { Job } from "../../jobs/scheduler.server";
import type { Logger } from "../../logger";
import type { PageStore } from "./store.server";

export type RenderOutcome = "stored" | "gone" | "failed";
export type RenderPage = (page: { path: string; device: DeviceClass; generation: number | null }) => Promise<RenderOutcome>;

/** Rows claimed per statement, and how long a claim keeps other processes off them. */
const CLAIM_BATCH = 16;
const CLAIM_MS = 60_000;
/**
 * Renders in flight per process: while some wait on the database or on zlib's pool, others render.
 * First fill on PGlite (2 cores): 2 → 134 s, 4 → 120 s, 6 → 116 s (decision 0077).
 */
const CONCURRENCY = 4;
const PROGRESS_EVERY_MS = 5_000;

/**
 * Renders stored pages off the request path (decision 0077): the stale rows a write or a new day left
 * (claimed in the database, so several processes share the work), and the pages that have no row yet.
 * Requests go on meanwhile: a stale row is served (bulk) or rendered by its reader, never missing.
 */
export function createPageRenderer({ store, logger, today }: { store: PageStore; logger: Logger; today: () => string }) {
  let render: RenderPage | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function progress(label: string, total: number) {
    const started = performance.now();
    let done = 0;
    let failed = 0;
    let logged = started;
    const line = (message: string) => {
      const seconds = (performance.now() - started) / 1000;
      logger.info(
        { done, failed, total, perSecond: Math.round((done / Math.max(seconds, 0.001)) * 10) / 10, seconds: Math.round(seconds) },
        message,
      );
    };
    return {
      tick(outcome: RenderOutcome) {
        done++;
        if (outcome === "failed") failed++;
        if (performance.now() - logged >= PROGRESS_EVERY_MS) {
          logged = performance.now();
          line(`page store: ${label} ${done}/${total}`);
        }
      },
      end() {
        if (done > 0) line(`page store: ${label} done`);
      },
    };
  }

  /** Runs `work` over `items` with CONCURRENCY renders at a time, yielding to requests between them. */
  async function each<T>(items: AsyncIterable<T>, work: (item: T) => Promise<void>) {
    const iterator = items[Symbol.asyncIterator]();
    const lane = async () => {
      for (;;) {
        if (stopped) return;
        const next = await iterator.next();
        if (next.done) return;
        await work(next.value);
        await yieldToRequests();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  }

  async function renderOne(page: {
    key: string;
    path: string;
    device: DeviceClass;
    generation: number | null;
  }): Promise<RenderOutcome> {
    if (!render) return "failed";
    try {
      const outcome = await render(page);
      if (outcome === "gone") await store.remove(page.key);
      return outcome;
    } catch (error) {
      logger.warn({ err: error, key: page.key }, "page store: render failed (the old bytes stay)");
      return "failed";
    }
  }

  async function renderStale() {
    const { stale } = await store.stats();
    if (stale === 0) return;
    const meter = progress("rendering", stale);
    // Claims in batches: serialised through one generator, shared by the lanes.
    async function* claims() {
      for (;;) {
        if (stopped) return;
        const batch = await store.claimStale(CLAIM_BATCH, CLAIM_MS);
        if (batch.length === 0) return;
        yield* batch;
      }
    }
    await each(claims(), async (claim) => meter.tick(await renderOne(claim)));
    meter.end();
  }

  function start(): Promise<void> {
    // Without the app's renderer (a test's services, a CLI) a claimed row could only fail.
    if (!render) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await renderStale();
      } while (again && !stopped);
    })()
      .catch((error: unknown) => logger.error({ err: error }, "page store: rendering stopped"))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** The app's renderer; nothing renders before it is given. */
    attach(renderPage: RenderPage) {
      render = renderPage;
    },
    /** Starts rendering the stale rows in the background (joins a run in progress). */
    kick: () => void start(),
    /** The current run, to its end (tests, the bench). */
    settle: () => start(),
    /**
     * Renders `paths` for their pre-rendered device classes where no row exists yet (a first start, new
     * entities after an import), with the stale rows; every process that runs it shares the work.
     */
    async fill(paths: readonly string[]): Promise<void> {
      const started = performance.now();
      const added = await store.addMissing(paths, today());
      if (added > 0) logger.info({ added }, "page store: pages to render for the first time");
      await start();
      const { pages, stale, bytes } = await store.stats();
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      logger.info({ seconds, pages, stale, bytesPerPage: Math.round(bytes / Math.max(pages, 1)) }, "page store: ready");
    },
    /**
     * Each minute: marks yesterday's pages stale once the Korean day turns (every process may run it;
     * the update is idempotent) and renders whatever is stale, so a crashed renderer's rows come back.
     */
    dayJob(): Job {
      return {
        name: "page-store",
        intervalMs: 60_000,
        run: async () => {
          const marked = await store.markOtherDaysStale(today());
          if (marked > 0) logger.info({ marked }, "page store: a new day, re-rendering the pages of the previous one");
          // Not awaited: a shutdown or a test's `runNow` must not wait for a whole rebuild.
          void start();
        },
      };
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
