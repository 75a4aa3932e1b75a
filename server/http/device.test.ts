import { describe, expect, it } from "vitest";
import { deviceClassOf, requestDevice } from "./device";

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
  desktopFirefox: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  chromeOs: "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  // Chrome's reduced User-Agent hides the model; the "Mobile" token stays on phones.
  reducedAndroidPhone:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  samsungTablet:
    "Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36",
  firefoxAndroidPhone: "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
  googlebotDesktop: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  googlebotSmartphone:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  naverBot: "Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)",
  curl: "curl/8.5.0",
};

describe("deviceClassOf", () => {
  it("treats desktop browsers and a missing User-Agent as desktop", () => {
    expect(deviceClassOf(ua.desktopChrome)).toBe("desktop");
    expect(deviceClassOf(ua.macSafari)).toBe("desktop");
    expect(deviceClassOf(ua.desktopFirefox)).toBe("desktop");
    expect(deviceClassOf(ua.chromeOs)).toBe("desktop");
    expect(deviceClassOf(undefined)).toBe("desktop");
    expect(deviceClassOf("")).toBe("desktop");
  });

  it("recognises phones", () => {
    expect(deviceClassOf(ua.iPhone)).toBe("mobile");
    expect(deviceClassOf(ua.androidPhone)).toBe("mobile");
    expect(deviceClassOf(ua.reducedAndroidPhone)).toBe("mobile");
    expect(deviceClassOf(ua.firefoxAndroidPhone)).toBe("mobile");
  });

  it("recognises tablets", () => {
    expect(deviceClassOf(ua.iPad)).toBe("tablet");
    expect(deviceClassOf(ua.androidTablet)).toBe("tablet");
    expect(deviceClassOf(ua.samsungTablet)).toBe("tablet");
  });

  it("classes crawlers by the device they claim to be", () => {
    expect(deviceClassOf(ua.googlebotDesktop)).toBe("desktop");
    expect(deviceClassOf(ua.bingbot)).toBe("desktop");
    expect(deviceClassOf(ua.naverBot)).toBe("desktop");
    expect(deviceClassOf(ua.curl)).toBe("desktop");
    expect(deviceClassOf(ua.googlebotSmartphone)).toBe("mobile");
  });

  it("takes Sec-CH-UA-Mobile: ?1 as a phone, and ?0 as no evidence", () => {
    expect(deviceClassOf(ua.desktopChrome, "?1")).toBe("mobile");
    expect(deviceClassOf(undefined, "?1")).toBe("mobile");
    expect(deviceClassOf(ua.androidPhone, "?0")).toBe("mobile");
    expect(deviceClassOf(ua.androidTablet, "?0")).toBe("tablet");
    expect(deviceClassOf(ua.desktopChrome, "?0")).toBe("desktop");
    expect(deviceClassOf(ua.desktopChrome, "1")).toBe("desktop");
  });
});

describe("requestDevice", () => {
  it("reads the User-Agent and the mobile client hint of a request", () => {
    const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers }).headers;
    expect(requestDevice(request({ "user-agent": ua.iPad }))).toBe("tablet");
    expect(requestDevice(request({ "user-agent": ua.desktopChrome, "sec-ch-ua-mobile": "?1" }))).toBe("mobile");
    expect(requestDevice(request({}))).toBe("desktop");
  });
});
