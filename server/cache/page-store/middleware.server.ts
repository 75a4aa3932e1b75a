import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { tagsOfRead } from "../../../shared/cache-tags";
import { encodeStored } from "../../http/compression";
import { requestDevice } from "../../http/device";
import type { Logger } from "../../logger";
import { anonymousCookies, etagOf, type ResponseCache, respond, shareableAnswer } from "../response-cache.server";
import { DEVICE_USER_AGENT, storedDevice, storedPageKey, storedPath } from "./paths";
import type { PageStore, StaleClaim, StoredRead } from "./store.server";

/** What a render for the store (not a visitor's request) reports back through the request's env. */
export interface StoreRender {
  generation: number | null;
  outcome?: "stored" | "gone" | "failed";
}

export type StoredPagesEnv = {
  Bindings: { pageStoreRender?: StoreRender };
  Variables: { storedPage?: boolean };
};

export interface StoredPagesOptions {
  store: PageStore;
  logger: Logger;
  /** Today in Korea: bytes rendered for another day are not served. */
  today: () => string;
  /** The server build's identity: bytes another build rendered name script files this one lacks. */
  build: string;
  /** Cookies that change the page or make it personal (sessions, the popup's, the aptitude visitor's). */
  pageCookies: readonly string[];
  /** The CSP for these bytes, answered by this request (whose nonce they carry). */
  csp: (c: Context, body: string) => string;
  /** Headers that depend on the request rather than the answer (HSTS over HTTPS). */
  requestHeaders: (c: Context) => Record<string, string>;
  /**
   * This process's copies of fresh stored pages in front of the database (off with
   * PAGE_CACHE_TTL_MS=0): dropped by the same tag purges as every cached answer, here and on the
   * other processes, and never served on another day than their bytes'. A page read from the store
   * gets its copy on the second read (`ADMIT_WITHIN`); a page this process rendered, at once.
   */
  firstTier?: { cache: ResponseCache; ttlMs: number };
}

const tierKey = (key: string) => `stored|${key}`;

/**
 * How many distinct stored pages a page may wait behind and still count as asked for again: a
 * stored read gets a first-tier copy only on its second visit within that many (a crawler's walk
 * or a rotation over every page never fills the tier; a page people keep opening gets its copy).
 */
const ADMIT_WITHIN = 4096;

/**
 * The outermost middleware for catalogue pages (decision 0077): an anonymous GET of a stored page is
 * one primary-key read and the bytes (or a 304). A page without servable bytes (none yet, changed by
 * a write, rendered yesterday) is rendered as before and its answer stored for every process. A
 * request with a session, popup or visitor cookie never reads or writes the store.
 */
export function storedPages(options: StoredPagesOptions): MiddlewareHandler<StoredPagesEnv> {
  // Pages read from the store once lately (a doorkeeper, as in TinyLFU): copying every stored read
  // cost 0.1–0.2 CPU ms a request in a walk over all pages, where no copy is read again (0077).
  const readOnce = new LRUCache<string, true>({ max: ADMIT_WITHIN });
  return async (c, next) => {
    const render = c.env?.pageStoreRender;
    if (c.req.method !== "GET") return next();
    const path = storedPath(new URL(c.req.url));
    if (!path || anonymousCookies(c.req.raw, options.pageCookies) === null) return next();
    const device = storedDevice(requestDevice(c.req.raw.headers), path);
    const key = storedPageKey(device, path);
    const day = options.today();
    let generation = render ? render.generation : null;
    const tier = render ? undefined : options.firstTier;
    const copy = tier?.cache.get(tierKey(key));
    if (copy?.day === day && copy.build === options.build) return respond(c, copy, "hit", randomUUID(), options.requestHeaders);
    const epoch = tier?.cache.epoch() ?? 0;
    if (!render) {
      let row: StoredRead | null = null;
      try {
        row = await options.store.read(key, day, options.build);
      } catch (error) {
        options.logger.warn({ err: error, key }, "stored page unreadable: rendering it");
      }
      if (row?.servable) {
        const entry = { ...row, status: 200, encoded: {} };
        if (tier && !row.stale) {
          if (readOnce.delete(key)) tier.cache.put(tierKey(key), entry, epoch, tier.ttlMs);
          else readOnce.set(key, true);
        }
        return respond(c, entry, "stored", randomUUID(), options.requestHeaders);
      }
      generation = row?.generation ?? null;
    }

    // The in-process cache stays out of it: these bytes go to the store, which every process reads.
    c.set("storedPage", true);
    const started = performance.now();
    await next();
    const answer = /\bs-maxage=/.test(c.res.headers.get("cache-control") ?? "") ? await shareableAnswer(c.res) : null;
    if (!answer) {
      if (render) render.outcome = c.res.status === 404 || c.res.status === 410 ? "gone" : "failed";
      return;
    }
    // Brotli only: every current browser and the big crawlers take it, and `respond` converts it for
    // a client that does not (decision 0077).
    const br = await encodeStored(answer.body);
    const url = new URL(c.req.url);
    const page = {
      key,
      path,
      device,
      tags: tagsOfRead(url.pathname, url.searchParams),
      day,
      build: options.build,
      generation,
      etag: etagOf(answer.body),
      headers: answer.headers,
      csp: options.csp(c, answer.body.toString()),
      br,
    };
    if (render) {
      await options.store.write(page);
      render.outcome = "stored";
      // The renderer reads no body: the bytes are in the store (decoding them for it cost 2 % of a fill).
      c.res = undefined;
      c.res = new Response(null, { status: 204 });
      return;
    }
    try {
      await options.store.write(page);
    } catch (error) {
      options.logger.warn({ err: error, key }, "rendered page not stored");
    }
    const originMs = Math.round((performance.now() - started) * 10) / 10;
    const entry = { ...page, status: 200, bytes: br, encoding: "br" as const, encoded: {} };
    tier?.cache.put(tierKey(key), entry, epoch, tier.ttlMs);
    return respond(c, entry, "miss", c.res.headers.get("x-request-id") ?? randomUUID(), options.requestHeaders, originMs);
  };
}

/** An app's `fetch` as Hono gives it (the env reaches the middleware as `c.env`). */
type AppFetch = (request: Request, env: StoredPagesEnv["Bindings"]) => Response | Promise<Response>;

/**
 * Renders one page for the store through the whole app, as an anonymous first visit from a device of
 * its class, addressed to the public origin (no request's Host reaches stored bytes).
 */
export function storedPageRendering(fetch: AppFetch, origin: string) {
  return async (claim: Pick<StaleClaim, "path" | "device"> & { generation: number | null }) => {
    const render: StoreRender = { generation: claim.generation };
    const request = new Request(new URL(claim.path, origin), {
      headers: { "user-agent": DEVICE_USER_AGENT[claim.device], "accept-encoding": "identity" },
    });
    const res = await fetch(request, { pageStoreRender: render });
    await res.arrayBuffer();
    return render.outcome ?? "failed";
  };
}
