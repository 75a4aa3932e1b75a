import { describe, expect, it } from "vitest";
import { deviceClassOf } from "./device";

const ua = {
  desktopChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iPad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

describe("deviceClassOf", () => {
  it("treats desktop browsers and a missing User-Agent as desktop", () => {
    expect(deviceClassOf(ua.desktopChrome)).toBe("desktop");
    expect(deviceClassOf(ua.macSafari)).toBe("desktop");
    expect(deviceClassOf(undefined)).toBe("desktop");
    expect(deviceClassOf("")).toBe("desktop");
  });

  it("recognises phones", () => {
    expect(deviceClassOf(ua.iPhone)).toBe("mobile");
    expect(deviceClassOf(ua.androidPhone)).toBe("mobile");
  });

  it("recognises tablets", () => {
    expect(deviceClassOf(ua.iPad)).toBe("tablet");
    expect(deviceClassOf(ua.androidTablet)).toBe("tablet");
  });
});
