import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address (the key of per-client rate limits). Behind `trustedProxies` reverse proxies
 * it is the X-Forwarded-For entry that many hops from the right: each proxy appends the address it
 * saw, so anything further left was written by the client and cannot be believed.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const socket = socketAddress(c);
  if (trustedProxies === 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = [...forwarded, socket];
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? socket;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return "unknown";
  }
}
