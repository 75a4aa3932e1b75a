import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Addresses an admin-entered URL must never reach (issue 34): this host, private networks,
 * link-local (cloud metadata at 169.254.169.254), shared, documentation, multicast and reserved
 * ranges. BlockList applies the IPv4 ranges to IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) too.
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is on the public internet (false for anything that is not an address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !nonPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type PublicFetchFailure = "timeout" | "too_large" | "not_public" | "redirects" | "connect" | "status";

export class PublicFetchError extends Error {
  constructor(
    readonly failure: PublicFetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface PublicFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** Which resolved addresses may be connected to; tests allow their 127.0.0.1 server here. */
  allowAddress?: (address: string) => boolean;
}

/**
 * GETs a URL an admin entered, connecting only to public addresses — checked on the addresses the
 * connection actually uses (no second DNS answer in between), on every redirect hop — within one
 * deadline for the whole exchange, body included, and reading at most `maxBytes`.
 */
export async function fetchPublic(url: string, options: PublicFetchOptions): Promise<Buffer> {
  const allow = options.allowAddress ?? isPublicAddress;
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let target = new URL(url);
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    const answer = await requestOnce(target, options, allow, deadline);
    if (answer.location === null) return answer.body;
    target = new URL(answer.location, target);
  }
  throw new PublicFetchError("redirects", "too many redirects");
}

function guardedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (addresses.length === 0 || addresses.some((a) => !allow(a.address))) {
        return callback(new PublicFetchError("not_public", `${hostname} is not a public address`), "", 0);
      }
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

function requestOnce(
  target: URL,
  options: PublicFetchOptions,
  allow: (address: string) => boolean,
  deadline: AbortSignal,
): Promise<{ location: string | null; body: Buffer }> {
  return new Promise((resolve, reject) => {
    if (target.protocol !== "http:" && target.protocol !== "https:") {
      reject(new PublicFetchError("not_public", `${target.protocol} is not http(s)`));
      return;
    }
    // An address typed in the URL is connected to without a lookup: check it here.
    const literal = target.hostname.replace(/^\[|\]$/g, "");
    if (isIP(literal) && !allow(literal)) {
      reject(new PublicFetchError("not_public", `${literal} is not a public address`));
      return;
    }
    if (deadline.aborted) {
      reject(new PublicFetchError("timeout", "timed out"));
      return;
    }
    const client = target.protocol === "https:" ? https : http;
    const request = client.get(target, { headers: options.headers, lookup: guardedLookup(allow) });
    const fail = (error: unknown) => {
      request.destroy();
      if (error instanceof PublicFetchError) reject(error);
      else if (deadline.aborted) reject(new PublicFetchError("timeout", "timed out"));
      else reject(new PublicFetchError("connect", error instanceof Error ? error.message : String(error)));
    };
    const onDeadline = () => fail(new PublicFetchError("timeout", "timed out"));
    deadline.addEventListener("abort", onDeadline, { once: true });
    const settle = <T>(done: (value: T) => void) => {
      deadline.removeEventListener("abort", onDeadline);
      return done;
    };
    request.on("error", (error) => settle(fail)(error));
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        settle(resolve)({ location: response.headers.location, body: Buffer.alloc(0) });
        return;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        settle(reject)(new PublicFetchError("status", `HTTP ${status}`, status));
        return;
      }
      const declared = Number(response.headers["content-length"]);
      if (declared > options.maxBytes) {
        settle(fail)(new PublicFetchError("too_large", "body too large"));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > options.maxBytes) settle(fail)(new PublicFetchError("too_large", "body too large"));
        else chunks.push(chunk);
      });
      response.on("error", (error) => settle(fail)(error));
      response.on("end", () => settle(resolve)({ location: null, body: Buffer.concat(chunks) }));
    });
  });
}
