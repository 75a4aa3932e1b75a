// @module-tag process
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(path.join(tmpdir(), "jn-shutdown-"));
const children: Array<ReturnType<typeof spawn>> = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts the server (demo data on a fresh PGlite directory) and resolves with its port once it listens. */
function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      SEED_DATA_DIR: "",
      DATA_DIR: path.join(scratch, "data"),
      AUTH_SECRET: "shutdown-test-secret-0123456789abcdefghij",
    },
  });
  children.push(child);
  const logs: string[] = [];
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once("exit", (code) => resolve({ code, at: Date.now() })),
  );
  const port = new Promise<number>((resolve, reject) => {
    let buffered = "";
    child.stdout?.on("data", (chunk) => {
      buffered += String(chunk);
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        logs.push(line);
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line) as { port?: number; msg?: string };
        if (entry.port && entry.msg?.startsWith("listening")) resolve(entry.port);
      }
    });
    void exited.then(({ code }) => reject(new Error(`server exited (${code}) before listening`)));
  });
  return { child, port, exited, logs };
}

describe("shutdown", { timeout: 180_000 }, () => {
  it("SIGTERM ends the process within 10 s while a request hangs (a body that never finishes)", async () => {
    const server = startServer();
    const port = await server.port;
    const client = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/v2/member/register",
      headers: { "content-type": "application/json", "content-length": "4000" },
    });
    const clientEnd = new Promise<string>((resolve) => {
      client.on("error", (error) => resolve(`error: ${error.message}`));
      client.on("response", (res) => resolve(`status ${res.statusCode}`));
    });
    client.write('{"mbId":"slow');
    // The request is being served (its body is awaited) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const { code, at } = await server.exited;
    expect(at - signalled).toBeLessThan(10_000);
    expect(code).toBe(0);
    expect(await clientEnd).toMatch(/^error: /);
    expect(server.logs.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  });
});
