import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

async function addressOf(trustedProxies: number, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, trustedProxies)));
  const socket = { remoteAddress: "10.0.0.1", remotePort: 5000, remoteFamily: "IPv4" };
  const headers = forwardedFor ? { "x-forwarded-for": forwardedFor } : undefined;
  const res = await app.request("/", { headers }, { incoming: { socket } });
  return res.text();
}

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", async () => {
    expect(await addressOf(0, "203.0.113.7")).toBe("10.0.0.1");
  });

  it("takes the entry the trusted proxy appended, not what the client wrote before it", async () => {
    expect(await addressOf(1, "203.0.113.7")).toBe("203.0.113.7");
    expect(await addressOf(1, "198.51.100.66, 203.0.113.7")).toBe("203.0.113.7");
    expect(await addressOf(2, "198.51.100.66, 203.0.113.7")).toBe("198.51.100.66");
  });

  it("falls back to the socket without the header and to the leftmost entry with too few hops", async () => {
    expect(await addressOf(1)).toBe("10.0.0.1");
    expect(await addressOf(3, "203.0.113.7")).toBe("203.0.113.7");
  });
});
