import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createShutdown } from "./shutdown";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose every request hangs (never answered), listening on a free port. */
async function stuckServer(): Promise<{ server: Server; port: number }> {
  const server = createServer(() => undefined);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Sends a request that the server holds; resolves once the server has it, with the client's end. */
function holdRequest(port: number) {
  const req = request({ port, host: "127.0.0.1", method: "POST", headers: { "content-length": "1000" } });
  const ended = new Promise<string>((resolve) => {
    req.on("error", (error) => resolve(`error: ${error.message}`));
    req.on("response", (res) => resolve(`status ${res.statusCode}`));
  });
  req.write("x".repeat(10));
  return ended;
}

function exitRecorder() {
  const started = Date.now();
  let resolveExit: (value: { code: number; ms: number }) => void = () => undefined;
  const exited = new Promise<{ code: number; ms: number }>((resolve) => {
    resolveExit = resolve;
  });
  return { exited, exit: (code: number) => resolveExit({ code, ms: Date.now() - started }) };
}

describe("createShutdown", () => {
  it("runs every step in order and exits 0 when nothing is in flight", async () => {
    const { server } = await stuckServer();
    const order: string[] = [];
    const { exited, exit } = exitRecorder();
    const shutdown = createShutdown({
      server,
      logger: silent,
      graceMs: 1_000,
      deadlineMs: 2_000,
      steps: ["scheduler", "database"].map((name) => ({ name, run: async () => void order.push(name) })),
      exit,
    });
    shutdown("SIGTERM");
    const { code, ms } = await exited;
    expect(code).toBe(0);
    // Nothing to wait for: it exits without sitting out the grace period.
    expect(ms).toBeLessThan(1_000);
    expect(order).toEqual(["scheduler", "database"]);
    expect(server.listening).toBe(false);
  });

  it("closes a stuck request's connection after the grace period", async () => {
    const { server, port } = await stuckServer();
    const client = holdRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { exited, exit } = exitRecorder();
    createShutdown({ server, logger: silent, graceMs: 300, deadlineMs: 3_000, steps: [], exit })("SIGTERM");
    expect(await client).toMatch(/^error: /);
    const { code, ms } = await exited;
    expect(code).toBe(0);
    // After the grace period, well before the deadline.
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3_000);
  });

  it("exits 1 at the deadline when a step never settles (a database that does not close)", async () => {
    const { server, port } = await stuckServer();
    void holdRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { exited, exit } = exitRecorder();
    const reached: string[] = [];
    createShutdown({
      server,
      logger: silent,
      graceMs: 200,
      deadlineMs: 700,
      steps: [
        { name: "database", run: () => new Promise<void>(() => void reached.push("database")) },
        { name: "after", run: async () => void reached.push("after") },
      ],
      exit,
    })("SIGTERM");
    const { code, ms } = await exited;
    expect(code).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(650);
    expect(ms).toBeLessThan(1_500);
    expect(reached).toEqual(["database"]);
  });

  it("a failing step does not stop the others; the exit code says so", async () => {
    const { server } = await stuckServer();
    const reached: string[] = [];
    const { exited, exit } = exitRecorder();
    createShutdown({
      server,
      logger: silent,
      graceMs: 200,
      deadlineMs: 1_000,
      steps: [
        { name: "redis", run: () => Promise.reject(new Error("gone")) },
        { name: "database", run: async () => void reached.push("database") },
      ],
      exit,
    })("SIGTERM");
    expect((await exited).code).toBe(1);
    expect(reached).toEqual(["database"]);
  });
});
