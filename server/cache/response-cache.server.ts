import { createHash, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { brotliDecompress, gunzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { ALL, isPurged } from "../../shared/cache-tags";
import { cookiePairs } from "../../shared/cookies";
import {
  type EncodedCopies,
  type Encoding,
  encodedOnce,
  encodeWhole,
  MIN_ENCODED_BYTES,
  preferredEncoding,
} from "../http/compression";

const decoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
};

/** Set per answer by `respond`; the stored copies of these are dropped. */
const PER_ANSWER = new Set([
  "content-length",
  "content-encoding",
  "content-security-policy",
  "etag",
  "server-timing",
  "strict-transport-security",
  "vary",
  "x-request-id",
]);
/** An answer that says it must not be kept, or kept only by its client. */
const NOT_SHARED = /\b(no-store|private)\b/i;
/** A shared lifetime the answer declares (`s-maxage`), which replaces the cache's default TTL. */
const SHARED_MAX_AGE = /\bs-maxage=(\d+)/i;
const CACHEABLE_TYPE = /^\s*(text\/html|application\/json)\b/i;

/**
 * Complete anonymous answers (pages and the shared API reads), stored as bytes with a strong ETag
 * and compressed at most once per encoding (docs/decisions/0033-speed.md).
 */
export interface CachedResponse {
  status: number;
  /** Every header of the first answer but the per-answer ones, security headers included. */
  headers: Record<string, string>;
  /** CSP for these bytes: their own inline scripts by hash instead of a per-response nonce. */
  csp: string;
  /**
   * The bytes kept: the answer as it was sent. A page is kept compressed only (its brotli copy is
   * about a fifth of it), so the byte bound holds five times as many pages; a client that takes
   * another encoding gets it converted per request.
   */
  bytes: Buffer;
  /** The encoding of `bytes`; null for an answer sent uncompressed. */
  encoding: Encoding | null;
  /** What the answer shows, in invalidation terms (`shared/cache-tags.ts`): a write purges only entries sharing a tag. */
  tags: readonly string[];
  /**
   * A visitor's render that asked who the visitor is (the answer shows "not logged in"): served to
   * visitors only. Answers that never asked are the same for everyone, members included.
   */
  anonymousOnly?: boolean;
  /** A copy of a stored page (decision 0077): the Korean day and the build its bytes were rendered for. */
  day?: string;
  build?: string;
  etag: string;
  /**
   * Compressed copies of uncompressed `bytes`, filled on the first request that accepts the
   * encoding (concurrent ones share the promise); counted in the entry's size.
   */
  encoded: EncodedCopies;
}

/** What the cache is given: the answer's uncompressed body, and the bytes as sent when it was compressed. */
export type StoredAnswer = Omit<CachedResponse, "etag" | "encoded" | "bytes" | "encoding"> & { body: Buffer };

export interface ResponseCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

/** How many purges `put` can look back over; a copy read before more of them is refused. */
const RECENT_PURGES = 256;

export function createResponseCache({ ttlMs: ttlMsDefault, maxBytes }: ResponseCacheOptions) {
  const entries = new LRUCache<string, CachedResponse>({
    ttl: ttlMsDefault,
    maxSize: maxBytes,
    // Uncompressed bytes get room for their brotli and gzip copies (each well under the original).
    sizeCalculation: (entry) => entry.bytes.length * (entry.encoding ? 1 : 2) + 1024,
  });
  const counts = { hits: 0, misses: 0 };
  /** Purges so far: a copy read before a purge of its tags is not kept after it (`put`). */
  let purges = 0;
  /** The latest purges' tags by number; a `put` older than the log is refused. */
  const recentPurges = new Map<number, readonly string[]>();
  const notePurge = (tags: readonly string[]) => {
    purges++;
    recentPurges.set(purges, tags);
    recentPurges.delete(purges - RECENT_PURGES);
  };
  const purgedSince = (epoch: number, entryTags: readonly string[]) => {
    if (purges - epoch >= RECENT_PURGES) return true;
    for (let n = epoch + 1; n <= purges; n++) if (isPurged(entryTags, recentPurges.get(n) ?? [ALL])) return true;
    return false;
  };
  return {
    get: (key: string) => {
      const entry = entries.get(key);
      if (entry) counts.hits++;
      else counts.misses++;
      return entry;
    },
    set: (key: string, answer: StoredAnswer, sent?: { encoding: Encoding; bytes: Buffer }, ttlMs = ttlMsDefault) => {
      const { body, ...response } = answer;
      const entry: CachedResponse = {
        ...response,
        etag: etagOf(body),
        bytes: sent?.bytes ?? body,
        encoding: sent?.encoding ?? null,
        encoded: {},
      };
      entries.set(key, entry, { ttl: ttlMs });
      return entry;
    },
    /**
     * Keeps a complete entry as it is (a stored page's bytes and ETag), unless a purge of its tags
     * happened since `epoch` (read before the bytes were): they may be what that purge dropped. A
     * purge of other pages' tags (a post on another license) does not cost this copy.
     */
    put: (key: string, entry: CachedResponse, epoch: number, ttlMs: number) => {
      if (!purgedSince(epoch, entry.tags)) entries.set(key, entry, { ttl: ttlMs });
    },
    /** Changes with every purge (see `put`). */
    epoch: () => purges,
    /** Drops the entries carrying any of `tags` (`ALL`: every entry). */
    purge: (tags: readonly string[]) => {
      notePurge(tags);
      const purged = [...entries.entries()].filter(([, entry]) => isPurged(entry.tags, tags)).map(([key]) => key);
      for (const key of purged) entries.delete(key);
    },
    clear: () => {
      notePurge([ALL]);
      entries.clear();
    },
    /** Lookups since start: hits and misses of `get`. */
    stats: () => ({ ...counts, entries: entries.size }),
    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Either token header authenticates an API client (decision 0056), as does Authorization. */
const PERSONAL_HEADERS = ["x-access-token", "x-refresh-token", "authorization"] as const;

/**
 * The request's cookie names, or null when the answer may depend on who asks: any session
 * credential (the given cookies, an x-access-token, x-refresh-token or Authorization header). Such requests are
 * never served from or stored in the shared cache.
 */
export function anonymousCookies(request: Request, sessionCookies: readonly string[]): Set<string> | null {
  if (PERSONAL_HEADERS.some((name) => request.headers.has(name))) return null;
  const names = new Set(cookiePairs(request.headers.get("cookie")).map(([name]) => name));
  return sessionCookies.some((name) => names.has(name)) ? null : names;
}

export interface SharedResponsesOptions {
  /**
   * Which requests share answers, and under which key; null for personal or uncacheable ones. The
   * key never includes the member's session: whether an answer may go to members is decided by
   * `member` and `dependsOnMember`.
   */
  keyOf: (c: Context) => Promise<string | null> | string | null;
  /** Whether the request carries a member's session (cookie or token). */
  member: (c: Context) => boolean;
  /** After the handlers ran: whether the answer depends on who asked (something looked the member up). */
  dependsOnMember: (c: Context) => boolean;
  /** The CSP header for these stored bytes, answered by this request (whose nonce they carry). */
  csp: (c: Context, body: string) => string;
  /** Headers that depend on the request rather than the answer (HSTS over HTTPS). */
  requestHeaders: (c: Context) => Record<string, string>;
  /** Side effects of the request that the skipped handlers would have had (a post's view count). */
  onHit?: (c: Context) => void;
  /** What a stored answer to this request shows, in invalidation terms (`shared/cache-tags.ts`). */
  tagsOf: (c: Context) => string[];
}

/**
 * The outermost middleware: a hit is answered from the stored bytes before any other middleware
 * runs (the security headers, request id and HSTS are part of the answer), so a hit costs a key,
 * a lookup and a write. A miss runs the whole stack and stores its 200 HTML or JSON answer if it
 * sets no cookie and does not say `no-store` or `private`. A page's inline scripts carry the nonce of the render that made it; its stored
 * CSP allows exactly those by hash (docs/decisions/0033-speed.md).
 */
export function sharedResponses(cache: ResponseCache, options: SharedResponsesOptions): MiddlewareHandler {
  return async (c, next) => {
    const key = await options.keyOf(c);
    if (!key) return next();
    const member = options.member(c);
    const hit = cache.get(key);
    // A visitor's "not logged in" render is no answer for a member: rendered for them, not stored.
    if (hit?.anonymousOnly && member) return next();
    if (hit) {
      options.onHit?.(c);
      return respond(c, hit, "hit", randomUUID(), options.requestHeaders);
    }

    const started = performance.now();
    await next();
    const res = c.res;
    const anonymousOnly = options.dependsOnMember(c);
    if (anonymousOnly && member) return;
    const answer = await shareableAnswer(res);
    if (!answer) return;
    const { body, sent, encoding, headers, cacheControl } = answer;
    const sharedMaxAge = SHARED_MAX_AGE.exec(cacheControl)?.[1];
    const csp = options.csp(c, body.toString());
    const entry = cache.set(
      key,
      { status: res.status, headers, csp, body, tags: options.tagsOf(c), anonymousOnly },
      encoding ? { encoding, bytes: sent } : undefined,
      sharedMaxAge === undefined ? undefined : Number(sharedMaxAge) * 1000,
    );
    const originMs = Math.round((performance.now() - started) * 10) / 10;
    return respond(c, entry, "miss", res.headers.get("x-request-id") ?? randomUUID(), options.requestHeaders, originMs);
  };
}

/** An answer any visitor may be given, read off the response that carried it. */
export interface ShareableAnswer {
  /** The body uncompressed. */
  body: Buffer;
  /** The body as sent (compressed when `encoding` is set). */
  sent: Buffer;
  encoding: Encoding | null;
  /** Every header but the per-answer ones. */
  headers: Record<string, string>;
  cacheControl: string;
}

/**
 * The answer's bytes and headers when it may be shared: a 200 HTML or JSON answer that sets no
 * cookie and does not say `no-store` or `private`; else null (its body is left unread).
 */
export async function shareableAnswer(res: Response): Promise<ShareableAnswer | null> {
  if (res.status !== 200 || res.headers.has("set-cookie") || !CACHEABLE_TYPE.test(res.headers.get("content-type") ?? ""))
    return null;
  const cacheControl = res.headers.get("cache-control") ?? "";
  if (NOT_SHARED.test(cacheControl)) return null;
  const encoding = res.headers.get("content-encoding");
  if (encoding !== null && encoding !== "br" && encoding !== "gzip") return null;
  const sent = Buffer.from(await res.arrayBuffer());
  const body = encoding ? await decoders[encoding](sent) : sent;
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) if (!PER_ANSWER.has(name)) headers[name] = value;
  return { body, sent, encoding, headers, cacheControl };
}

/**
 * 304 when the client holds these bytes (If-None-Match), else the bytes in the best encoding it
 * takes. `stored`: the bytes came from the page store (decision 0077), not this process's memory.
 */
export async function respond(
  c: Context,
  entry: CachedResponse,
  state: "hit" | "miss" | "stored",
  requestId: string,
  requestHeaders: (c: Context) => Record<string, string>,
  originMs?: number,
): Promise<void> {
  const headers: Record<string, string> = {
    ...entry.headers,
    ...requestHeaders(c),
    "content-security-policy": entry.csp,
    etag: entry.etag,
    // Stored answers differ by device class and the popup cookie; browsers revalidate them.
    vary: "Accept-Encoding, User-Agent, Sec-CH-UA-Mobile, Cookie",
    "cache-control": "no-cache",
    "x-cache": state,
    "x-request-id": requestId,
    "server-timing": originMs === undefined ? `cache;desc="${state}"` : `cache;desc="${state}", app;dur=${originMs}`,
  };
  // Assigned, not returned (after `next()` Hono ignores a returned response); cleared first, or Hono
  // would copy the previous answer's headers onto this one.
  c.res = undefined;
  if (c.req.header("if-none-match") === entry.etag) {
    c.res = new Response(null, { status: 304, headers });
    return;
  }
  const wanted = preferredEncoding(c.req.header("accept-encoding"));
  const encoding = entry.encoding || entry.bytes.length >= MIN_ENCODED_BYTES ? wanted : null;
  const body = await bytesIn(entry, encoding);
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = String(body.length);
  c.res = new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: entry.status,
    headers,
  });
}

/** The entry's bytes in `encoding` (null: uncompressed). */
async function bytesIn(entry: CachedResponse, encoding: Encoding | null): Promise<Buffer> {
  if (entry.encoding === encoding) return entry.bytes;
  if (entry.encoding) {
    // Kept compressed, asked otherwise (a client without brotli): converted for this request only.
    const plain = await decoders[entry.encoding](entry.bytes);
    return encoding ? encodeWhole(plain, encoding) : plain;
  }
  if (!encoding) return entry.bytes;
  return encodedOnce(entry.encoded, entry.bytes, encoding);
}
