import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  chromium,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";

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

/**
 * Debian's Chromium build as its headless shell (package chromium-headless-shell, the same Blink as
 * /usr/bin/chromium and what Playwright itself runs headless), else the full browser: the shell
 * needs about 40 % less CPU a page visit, and a new tab a quarter (decision 0070, third round).
 */
const CHROMIUM = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

/** Headless Chromium: one per e2e run (e2e/global-setup.ts), which every suite connects to. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.find((file) => existsSync(file)) ?? "/usr/bin/chromium",
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
 * This worker's own server: global-setup starts one per e2e worker, and Vitest numbers the workers
 * 1…maxWorkers (`VITEST_POOL_ID`), so two files running side by side never share a server.
 */
export function serverURL(): string {
  const urls = inject("baseURLs");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error("e2e: global-setup started no server");
  return url;
}

/** The run's one Chromium; closing the connection closes this suite's contexts, not the browser. */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject("browserWSEndpoint"));
}

/** The page's scripts have hydrated it (app/root.tsx): its buttons and forms answer from here on. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/**
 * The suite's pages wait for hydration after every `goto` of an HTML page, so a test never clicks a
 * button whose handler is not attached yet (on a busy machine hydration ends well after `load`).
 */
function gotoWaitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.startsWith("text/html")) await waitForHydration(page);
    return response;
  };
  return page;
}

/** Opens a URL and waits until the page is hydrated (instead of waiting for the network to go idle). */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * A test whose subject does not depend on the layout (what the server answers, redirects, the
 * client's error handling and timers): defined at the suite's first viewport only.
 */
export type ItOnce = (name: string, test: () => Promise<void>, timeout?: number) => void;

/**
 * Runs a suite in Debian's Chromium at the desktop and the mobile viewport, or only at the ones
 * given (`only`, for a layout that exists at one viewport only); `context` adds to the browser
 * context's options (`javaScriptEnabled: false` for the forms that must work without scripts).
 * The suite's `itOnce` defines a test at the first of those viewports only (decision 0070, fourth
 * round): each run at both costs e2e time and proves nothing more.
 */
export function describeViewports(
  name: string,
  suite: (ctx: () => E2EContext, tests: { itOnce: ItOnce }) => void,
  options: { only?: readonly ViewportName[]; context?: BrowserContextOptions } = {},
) {
  const only = options.only ?? (Object.keys(viewports) as ViewportName[]);
  describe.each(only)(`${name} [%s]`, (viewport) => {
    let browser: Browser;
    let ctx: E2EContext;
    beforeAll(async () => {
      browser = await connectChromium();
      const baseURL = serverURL();
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
        newPage: async () => {
          const page = await context.newPage();
          return options.context?.javaScriptEnabled === false ? page : gotoWaitsForHydration(page);
        },
        screenshot: async (page, shot) => {
          await page.screenshot({ path: path.join(artefactDir, `${shot}-${viewport}.png`), fullPage: true });
        },
      };
    });
    afterAll(async () => {
      await browser?.close();
    });
    const itOnce: ItOnce = (testName, test, timeout) => {
      if (viewport === only[0]) it(testName, test, timeout);
    };
    suite(() => ctx, { itOnce });
  });
}
