import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject } from "vitest";

export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, userAgent: undefined },
  mobile: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  },
} as const;

export type ViewportName = keyof typeof viewports;

export const artefactDir = path.resolve(import.meta.dirname, "../test-results");

export interface E2EContext {
  baseURL: string;
  viewport: ViewportName;
  context: BrowserContext;
  newPage(): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
}

/** Debian's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * Runs a suite in Debian's Chromium at the desktop and the mobile viewport, or only at the ones
 * given (`only`, for a layout that exists at one viewport only); `context` adds to the browser
 * context's options (`javaScriptEnabled: false` for the forms that must work without scripts).
 */
export function describeViewports(
  name: string,
  suite: (ctx: () => E2EContext) => void,
  options: { only?: readonly ViewportName[]; context?: BrowserContextOptions } = {},
) {
  const only = options.only ?? (Object.keys(viewports) as ViewportName[]);
  describe.each(only)(`${name} [%s]`, (viewport) => {
    let browser: Browser;
    let ctx: E2EContext;
    beforeAll(async () => {
      browser = await launchChromium();
      const baseURL = inject("baseURL");
      const context = await browser.newContext({
        ...viewports[viewport],
        baseURL,
        locale: "ko-KR",
        timezoneId: "Asia/Seoul",
        ...options.context,
      });
      mkdirSync(artefactDir, { recursive: true });
      ctx = {
        baseURL,
        viewport,
        context,
        newPage: () => context.newPage(),
        screenshot: async (page, shot) => {
          await page.screenshot({ path: path.join(artefactDir, `${shot}-${viewport}.png`), fullPage: true });
        },
      };
    });
    afterAll(async () => {
      await browser?.close();
    });
    suite(() => ctx);
  });
}
