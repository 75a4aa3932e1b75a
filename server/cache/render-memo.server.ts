import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { type EncodedCopies, type Encoding, encodedOnce, MIN_ENCODED_BYTES, preferredEncoding } from "../http/compression";
import { contentSecurityPolicy, scriptHashes } from "../http/security";

/** A page's HTML as rendered from one set of data, with the CSP that allows its inline scripts. */
interface MemoizedRender {
  body: Buffer;
  /** Its inline scripts by hash: they carry the nonce of the render that made them. */
  csp: string;
  /** Compressed copies, made on the first request that takes the encoding. */
  encoded: EncodedCopies;
}

/** What a replay sends: the bytes in the client's encoding. */
export interface MemoizedAnswer {
  body: Buffer;
  encoding: Encoding | null;
  csp: string;
}

/** What a page's HTML is a function of, for routes that declare it (`handle.renderMemo`). */
export interface RenderInputs {
  url: string;
  /** Crawlers get the whole document at once, browsers the shell first (entry.server.tsx). */
  bot: boolean;
  device: string;
  today: string;
  /** What every page renders beside its loader data: the site menu (app/lib/site-menu.tsx). */
  siteMenu: string;
  /** The loader data of every matched route, by route id. */
  loaderData: Record<string, unknown>;
}

class NotPlainData extends Error {}

/** Plain JSON values only: a Map, a Set or a promise would all look like `{}` in the key. */
function plainOnly(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) throw new NotPlainData();
  }
  return value;
}

/**
 * Member pages rendered once per set of data they show (decision 0080). A page whose every route
 * declares itself a function of its loader data (`handle: { renderMemo: true }`: no clock, no
 * randomness, no request detail outside the key in its render) is keyed by its URL, device, the
 * Korean day and the loader data this request computed; the loaders run on every request, so a
 * member's write shows at once: it changes the data, hence the key. Nothing is purged; entries
 * leave by size and age. The root's per-request CSP nonce is left out of the key: a replayed page
 * carries the nonce of its first render, and its CSP lists its inline scripts by hash instead, as
 * the response cache does for shared pages.
 */
export function createRenderMemo({ maxBytes, ttlMs }: { maxBytes: number; ttlMs: number }) {
  const renders = new LRUCache<string, MemoizedRender>({
    maxSize: maxBytes,
    // The compressed copies (a fifth to a third of the page each) are counted up front.
    sizeCalculation: (entry) => Math.ceil(entry.body.length * 1.6) + entry.csp.length + 200,
    ttl: ttlMs,
  });
  return {
    /** The key of a render from these inputs; null when the data is not plain JSON (then never memoized). */
    keyOf(inputs: RenderInputs, nonce: string): string | null {
      const { root, ...routes } = inputs.loaderData;
      const rootData =
        root && typeof root === "object" && (root as { cspNonce?: unknown }).cspNonce === nonce
          ? { ...root, cspNonce: undefined }
          : root;
      try {
        const data = JSON.stringify(
          [inputs.url, inputs.bot, inputs.device, inputs.today, inputs.siteMenu, rootData, routes],
          plainOnly,
        );
        return createHash("sha256").update(data).digest("base64url");
      } catch (error) {
        if (error instanceof NotPlainData || error instanceof TypeError) return null;
        throw error;
      }
    },
    /**
     * The render kept under `key` in the encoding `acceptEncoding` prefers, compressed once per
     * encoding (a replay is sent whole, never re-compressed per request); null when none is kept.
     */
    async answer(key: string, acceptEncoding: string | null): Promise<MemoizedAnswer | null> {
      const entry = renders.get(key);
      if (!entry) return null;
      const encoding = preferredEncoding(acceptEncoding ?? undefined);
      if (!encoding || entry.body.length < MIN_ENCODED_BYTES) return { body: entry.body, encoding: null, csp: entry.csp };
      return { body: await encodedOnce(entry.encoded, entry.body, encoding), encoding, csp: entry.csp };
    },
    set(key: string, html: string, nonce: string) {
      renders.set(key, { body: Buffer.from(html), csp: contentSecurityPolicy(scriptHashes(html, nonce)), encoded: {} });
    },
  };
}

export type RenderMemo = ReturnType<typeof createRenderMemo>;
