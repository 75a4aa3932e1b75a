import { Writable } from "node:stream";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { idleMemoryRelease } from "./idle-memory";

function setUp(idleMs: number) {
  const lines: string[] = [];
  const logger = createLogger(
    "debug",
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const release = idleMemoryRelease({ logger, idleMs, minIntervalMs: 0, minGrowthBytes: 0 });
  let finish = () => {};
  const app = new Hono();
  app.use(release.activity);
  app.get("/slow", () => new Promise<Response>((resolve) => (finish = () => resolve(new Response("done")))));
  app.get("/", (c) => c.text("ok"));
  const releases = () => lines.filter((line) => line.includes("memory released while idle")).length;
  return { app, release, releases, finish: () => finish() };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("memory released while idle", () => {
  let stop = () => {};
  afterEach(() => stop());

  it("collects once after a burst when no request came for the idle time, and again only after new work", async () => {
    const { app, release, releases } = setUp(50);
    stop = release.stop;
    await app.request("/");
    await release.check();
    expect(releases()).toBe(0); // not idle long enough yet
    await wait(60);
    await release.check();
    expect(releases()).toBe(1);
    await wait(60);
    await release.check();
    expect(releases()).toBe(1); // nothing happened since
    await app.request("/");
    await wait(60);
    await release.check();
    expect(releases()).toBe(2);
  });

  it("never collects while a request is in flight", async () => {
    const { app, release, releases, finish } = setUp(20);
    stop = release.stop;
    const slow = app.request("/slow");
    await wait(40);
    await release.check();
    expect(releases()).toBe(0);
    finish();
    expect(await (await slow).text()).toBe("done");
    await wait(30);
    await release.check();
    expect(releases()).toBe(1);
  });
});
