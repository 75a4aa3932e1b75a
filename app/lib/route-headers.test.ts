import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mergedHeaders, PRIVATE_CACHE_CONTROL, privateHeaders } from "./route-headers";

const args = (parent: HeadersInit, loader: HeadersInit = {}) => ({
  parentHeaders: new Headers(parent),
  loaderHeaders: new Headers(loader),
  actionHeaders: new Headers(),
  errorHeaders: undefined,
});

describe("route headers", () => {
  it("a route's own headers win over its parent's; Set-Cookie is left to React Router", () => {
    const merged = mergedHeaders(
      args({ "cache-control": "no-cache", "x-a": "1" }, { "Cache-Control": "max-age=60", "set-cookie": "a=1" }),
    );
    expect(merged.get("cache-control")).toBe("max-age=60");
    expect(merged.get("x-a")).toBe("1");
    expect(merged.get("set-cookie")).toBeNull();
  });

  it("privateHeaders says private, no-store whatever the parent or loader said", () => {
    const headers = privateHeaders(args({ "cache-control": "public, max-age=600" }, { "cache-control": "max-age=60" }));
    expect(headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  // Decision 0034: the shared cache keys pages by URL, device class and the popup cookie only.
  it("every route module that reads a request header opts out of the shared cache", () => {
    const routes = path.resolve(import.meta.dirname, "../routes");
    const files = readdirSync(routes, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
    const readers = files.filter((f) => /request\.headers/.test(readFileSync(path.join(routes, f), "utf8")));
    expect(readers).toContain(path.join("member", "login.tsx"));
    for (const file of readers) {
      expect(readFileSync(path.join(routes, file), "utf8"), file).toMatch(/export const headers = privateHeaders;/);
    }
  });

  // Decision 0033 ("Member overlay"): the server serves a render to every visitor unless it looked
  // the member up through the loaders' context, so every lookup in app/ must pass that context.
  it("every member lookup in the app names the request's context", () => {
    const app = path.resolve(import.meta.dirname, "..");
    const files = readdirSync(app, { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes(".test."),
    );
    const lookups = files.flatMap((f) =>
      [...readFileSync(path.join(app, f), "utf8").matchAll(/currentMember\(([^)]*)\)/g)].map((m) => ({ file: f, args: m[1] })),
    );
    expect(lookups.length).toBeGreaterThan(5);
    for (const { file, args } of lookups) expect(args, file).toMatch(/^\w+, context$/);
  });
});
