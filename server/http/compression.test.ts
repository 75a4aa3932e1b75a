import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { compression, preferredEncoding } from "./compression";

const page = `<!doctype html><html><body>${"<p>자격증 시험일정</p>".repeat(200)}</body></html>`;

/** The app's order: hono/compress outside, `compression()` inside. */
function app() {
  let assetVersion = 0;
  const hono = new Hono();
  hono.use(compress());
  hono.use(compression());
  hono.get("/page", (c) => c.html(page));
  hono.get("/small", (c) => c.body("<p>짧음</p>", 200, { "content-type": "text/html", "content-length": "15" }));
  hono.get("/events", (c) => c.body(page, 200, { "content-type": "text/event-stream" }));
  // The same asset path answering different bytes shows whether the first compression is reused.
  hono.get("/assets/app.js", (c) =>
    c.body(`/*${++assetVersion}*/${"export const x = 1;\n".repeat(200)}`, 200, { "content-type": "text/javascript" }),
  );
  return hono;
}

const get = async (hono: Hono, path: string, acceptEncoding?: string) =>
  hono.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const decoders = [
  ["br", brotliDecompressSync],
  ["gzip", gunzipSync],
] as const;

/** The text of an answer compressed in one piece: its encoding and its exact content-length checked. */
async function decodedWhole(res: Response, encoding: string, decode: (body: Buffer) => Buffer): Promise<string> {
  expect(res.headers.get("content-encoding")).toBe(encoding);
  const body = await bytes(res);
  expect(res.headers.get("content-length")).toBe(String(body.length));
  return decode(body).toString();
}

describe("compression", () => {
  it("streams brotli to clients that take it, with no content-length", async () => {
    const res = await get(app(), "/page", "gzip, deflate, br, zstd");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(page);
  });

  it("compresses a body of known length in one piece, with its content-length", async () => {
    const hono = new Hono();
    hono.use(compress());
    hono.use(compression());
    hono.get("/cached", (c) =>
      c.body(page, 200, { "content-type": "text/html", "content-length": String(Buffer.byteLength(page)) }),
    );
    for (const [encoding, decode] of decoders) {
      expect(await decodedWhole(await get(hono, "/cached", encoding), encoding, decode)).toBe(page);
    }
  });

  it("compresses a JSON answer in one piece and sends a small one as it is", async () => {
    const hono = new Hono();
    hono.use(compress());
    hono.use(compression());
    const list = { data: Array.from({ length: 100 }, (_, i) => ({ ld_id: i, jmfldnm: "정보처리기사" })) };
    hono.get("/list", (c) => c.json(list));
    hono.get("/ok", (c) => c.json({ result: true }));
    for (const [encoding, decode] of decoders) {
      expect(JSON.parse(await decodedWhole(await get(hono, "/list", encoding), encoding, decode))).toEqual(list);
      const small = await get(hono, "/ok", encoding);
      expect(small.headers.get("content-encoding")).toBeNull();
      expect(small.headers.get("content-length")).toBe("15");
      expect(await small.json()).toEqual({ result: true });
    }
  });

  it("leaves gzip-only clients to hono/compress", async () => {
    const res = await get(app(), "/page", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(res)).toString()).toBe(page);
  });

  it("does not compress small bodies, event streams, HEAD or clients without an encoding", async () => {
    const hono = app();
    expect((await get(hono, "/small", "br")).headers.get("content-encoding")).toBeNull();
    expect((await get(hono, "/events", "br")).headers.get("content-encoding")).toBeNull();
    expect((await get(hono, "/page")).headers.get("content-encoding")).toBeNull();
    const head = await hono.request("/page", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.headers.get("content-encoding")).toBeNull();
  });

  it("compresses an asset once per encoding, with a content-length, and reuses it", async () => {
    const hono = app();
    const first = await get(hono, "/assets/app.js", "br, gzip");
    const again = await get(hono, "/assets/app.js", "br");
    const gzipped = await get(hono, "/assets/app.js", "gzip");
    expect(first.headers.get("content-encoding")).toBe("br");
    const body = await bytes(first);
    expect(first.headers.get("content-length")).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toMatch(/^\/\*1\*\//);
    expect(brotliDecompressSync(await bytes(again)).toString()).toMatch(/^\/\*1\*\//);
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gzipped)).toString()).toMatch(/^\/\*3\*\//);
  });

  it("shares one compression between concurrent first requests", async () => {
    const hono = app();
    const bodies = await Promise.all([1, 2, 3].map(() => get(hono, "/assets/app.js", "br").then(bytes)));
    expect(new Set(bodies.map((b) => brotliDecompressSync(b).toString().slice(0, 5)))).toEqual(new Set(["/*1*/"]));
  });
});

describe("preferredEncoding", () => {
  it("prefers brotli, falls back to gzip and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
