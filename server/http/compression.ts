import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** Content-hashed assets never change: each is compressed once, at the best level, and kept. */
const assetCache = new Map<string, Promise<Buffer>>();
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const ASSET_CACHE_LIMIT = 500;

/** Brotli (preferred) or gzip for text responses; streams, so SSR streaming keeps working. */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has("content-encoding") || c.req.method === "HEAD") return;
    const type = res.headers.get("content-type") ?? "";
    if (!COMPRESSIBLE.test(type)) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < MIN_BYTES) return;
    const accept = c.req.header("accept-encoding") ?? "";
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
    if (!encoding) return;
    if (c.req.path.startsWith("/assets/") && res.status === 200) {
      const key = `${encoding}:${c.req.path}`;
      // Concurrent first requests share one compression (off the event loop, in zlib's thread pool).
      let pending = assetCache.get(key);
      if (!pending) {
        const raw = Buffer.from(await res.arrayBuffer());
        pending =
          encoding === "br"
            ? brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipAsync(raw, { level: 9 });
        if (assetCache.size < ASSET_CACHE_LIMIT) assetCache.set(key, pending);
        pending.catch(() => assetCache.delete(key));
      }
      if (!res.bodyUsed) await res.body?.cancel();
      const body = await pending;
      const headers = new Headers(res.headers);
      headers.set("content-length", String(body.byteLength));
      headers.set("content-encoding", encoding);
      headers.append("vary", "Accept-Encoding");
      c.res = undefined; // see below: keeps Hono from copying the uncompressed content-length
      c.res = new Response(new Uint8Array(body), { status: 200, headers });
      return;
    }
    const compressor =
      encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
    const input = Readable.fromWeb(res.body as import("node:stream/web").ReadableStream);
    input.on("error", (error) => compressor.destroy(error));
    const output = Readable.toWeb(input.pipe(compressor)) as ReadableStream;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    headers.append("vary", "Accept-Encoding");
    // Hono copies the previous response's headers onto a newly assigned one (content-length
    // included, which would make clients wait for the uncompressed size); drop it first.
    c.res = undefined;
    c.res = new Response(output, { status: res.status, statusText: res.statusText, headers });
  };
}
