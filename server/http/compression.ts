import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { LRUCache } from "lru-cache";

/** Smaller bodies are sent as they are: compression would save less than it costs. */
export const MIN_ENCODED_BYTES = 1024;
/**
 * Brotli for dynamic answers: quality 4, and a 256 KB window instead of the default 4 MB. Pages are
 * under 100 KB, so the larger window finds nothing more, but every concurrent encoder allocated it:
 * 50 concurrent member pages held ~280 MB of native memory after the bench (decision 0033).
 */
const DYNAMIC_BROTLI = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 };
const JSON_TYPE = /^\s*application\/json\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What hono/compress cannot do (decision 0032); `app.use(compress())` is registered before this and
 * gzips whatever is left (clients without brotli):
 * - **brotli** for dynamic responses, streamed at quality 4 so SSR streaming keeps working: against
 *   hono/compress's gzip on a 56 KB page it is ~5 % smaller and ~10 % more requests/s;
 * - **whole bodies** (JSON answers, bodies of known length) in one call, small JSON ones not at all;
 * - **compress-once** for content-hashed `/assets/*` (they never change): brotli 11 or gzip 9, done
 *   once in zlib's thread pool, shared by concurrent first requests and kept (LRU, bounded by bytes).
 */
export function compression(options: { assetCacheBytes?: number } = {}): MiddlewareHandler {
  // An entry counts at its uncompressed size (serveStatic's content-length), an upper bound.
  const assets = new LRUCache<string, Promise<Buffer>>({ maxSize: options.assetCacheBytes ?? 64 * 1024 * 1024 });

  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers first: reading `res.body` turns the server's lightweight response into a full one.
    if (c.req.method === "HEAD" || res.status === 206 || res.status === 304 || res.headers.has("content-encoding")) return;
    const type = res.headers.get("content-type") ?? "";
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < MIN_ENCODED_BYTES) return;
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    if (!encoding || !res.body) return;

    if (res.status === 200 && c.req.path.startsWith("/assets/")) {
      const key = `${encoding}:${c.req.path}`;
      let pending = assets.get(key);
      if (pending) {
        await res.body.cancel();
      } else {
        // Cached before the body is read, so concurrent first requests find it.
        pending = res.arrayBuffer().then((raw) => compressOnce(Buffer.from(raw), encoding));
        assets.set(key, pending, { size: Math.max(1, Number(length ?? 64 * 1024)) });
        pending.catch(() => assets.delete(key));
      }
      const body = await pending;
      replace(c, new Uint8Array(body), res, encoding, String(body.length));
      return;
    }

    // A body of known length (a page-cache hit) or a JSON answer is complete when it gets here: one
    // call into zlib's thread pool is cheaper than piping it through a stream (decision 0032), and a
    // small JSON answer is sent as it is.
    if (length !== null || JSON_TYPE.test(type)) {
      const raw = Buffer.from(await res.arrayBuffer());
      if (raw.length < MIN_ENCODED_BYTES) {
        replace(c, new Uint8Array(raw), res, null, String(raw.length));
        return;
      }
      const body = await encodeWhole(raw, encoding);
      replace(c, new Uint8Array(body), res, encoding, String(body.length));
      return;
    }

    if (encoding !== "br") return; // hono/compress takes it from here
    const compressor = createBrotliCompress({ params: DYNAMIC_BROTLI });
    const input = Readable.fromWeb(res.body as NodeReadableStream);
    input.on("error", (error) => compressor.destroy(error));
    replace(c, Readable.toWeb(input.pipe(compressor)) as ReadableStream, res, encoding, null);
  };
}

export type Encoding = "br" | "gzip";

/** A whole body compressed for a dynamic answer: brotli 4 or gzip 6, in zlib's thread pool. */
export function encodeWhole(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(raw, { params: { ...DYNAMIC_BROTLI, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipAsync(raw, { level: 6 });
}

/** Compressed copies of one kept body, by encoding: each made once, on the first request that takes it. */
export type EncodedCopies = Partial<Record<Encoding, Promise<Buffer>>>;

/** `raw` in `encoding`, compressed once and kept in `copies` (concurrent requests share the promise; a failure is not kept). */
export function encodedOnce(copies: EncodedCopies, raw: Buffer, encoding: Encoding): Promise<Buffer> {
  let pending = copies[encoding];
  if (!pending) {
    pending = encodeWhole(raw, encoding);
    copies[encoding] = pending;
    pending.catch(() => delete copies[encoding]);
  }
  return pending;
}

/**
 * A page kept compressed in the database (decision 0077): rendered once, read many times, so brotli
 * 6 (9 % smaller than 4 on a license page, +0.5 ms once), in the thread pool.
 */
export function encodeStored(raw: Buffer): Promise<Buffer> {
  return brotliAsync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_LGWIN]: 18,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

function compressOnce(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipAsync(raw, { level: 9 });
}

function replace(
  c: Parameters<MiddlewareHandler>[0],
  body: BodyInit,
  res: Response,
  encoding: Encoding | null,
  length: string | null,
) {
  const headers = new Headers(res.headers);
  if (length === null) headers.delete("content-length");
  else headers.set("content-length", length);
  if (encoding) headers.set("content-encoding", encoding);
  headers.append("vary", "Accept-Encoding");
  // Hono copies the previous response's headers onto a newly assigned one (its uncompressed
  // content-length included, which would make clients wait for bytes that never come): drop it first.
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
}

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once. */
const encodingOf = new LRUCache<string, Encoding | "identity">({ max: 200 });

/** Brotli when the client takes it, else gzip; null for neither (an encoding with q=0 is refused). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = encodingOf.get(acceptEncoding);
  if (!encoding) {
    encoding = parseAcceptEncoding(acceptEncoding) ?? "identity";
    encodingOf.set(acceptEncoding, encoding);
  }
  return encoding === "identity" ? null : encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(",")
      .filter((part) => !/;\s*q=0(?:\.0*)?\s*$/.test(part))
      .map((part) => part.split(";")[0]?.trim()),
  );
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
}
