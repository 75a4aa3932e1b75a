import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-fetch.server";

describe("isPublicAddress (the news feeds' address guard, issue 34)", () => {
  it("refuses loopback, private, link-local, shared, reserved and IPv4-in-IPv6 addresses", () => {
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "0.0.0.0",
      "10.0.0.1",
      "172.16.5.4",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:169.254.169.254",
      "localhost",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("allows public IPv4 and IPv6 addresses", () => {
    for (const address of ["8.8.8.8", "211.43.14.187", "172.32.0.1", "2001:4860:4860::8888", "2404:6800:4004:80f::200e"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
