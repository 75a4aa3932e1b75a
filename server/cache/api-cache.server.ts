import type { Context } from "hono";
import { requestDevice } from "../http/device";
import { anonymousCookies } from "./response-cache.server";

/** Larger (or unannounced) bodies are never part of a key: the reads the spec sends as POST are small. */
const MAX_KEYED_BODY_BYTES = 2048;
const JSON_TYPE = /^\s*application\/json\b/i;

export interface ApiCacheKeyInput {
  /** "METHOD /path" of the reads whose answer is the same for every anonymous client. */
  sharedReads: ReadonlySet<string>;
  /** Cookies that make a request personal (session): such requests are never cached. */
  sessionCookies: readonly string[];
}

/**
 * The shared-cache key of an anonymous request to a shared API read, or null: device class (list
 * page sizes differ on mobile), method, path and query, and for a POST read (the legacy `/v1`
 * endpoints) its JSON body, which Hono keeps for the handler to parse.
 */
export async function apiCacheKey(c: Context, { sharedReads, sessionCookies }: ApiCacheKeyInput): Promise<string | null> {
  const route = `${c.req.method} ${c.req.path}`;
  if (!sharedReads.has(route) || !anonymousCookies(c.req.raw, sessionCookies)) return null;
  const query = c.req.url.slice(c.req.url.indexOf(c.req.path) + c.req.path.length);
  const key = `api|${requestDevice(c.req.raw.headers)}|${route}${query}`;
  if (c.req.method === "GET") return key;
  const length = Number(c.req.header("content-length"));
  if (!JSON_TYPE.test(c.req.header("content-type") ?? "") || !(length <= MAX_KEYED_BODY_BYTES)) return null;
  return `${key}|${await c.req.text()}`;
}
