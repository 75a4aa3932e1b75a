import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { projectRoot } from "../paths";

/**
 * Child processes for the process tests: the server (`server/main.ts`, the production build) and the
 * operating CLIs, run with `node --import tsx` as their npm scripts run them.
 */

export type ProcessEnv = Record<string, string>;

const childEnv = (env: ProcessEnv) => ({ ...process.env, NODE_ENV: "production", DATABASE_URL: "", SEED_DATA_DIR: "", ...env });

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  baseUrl: string;
  /** The JSON log lines so far (stdout). */
  logs: Array<Record<string, unknown>>;
  /** Resolves with the first log line (from index `from` on) whose `msg` is `msg`; rejects if the process exits first. */
  waitForLog(msg: string | RegExp, from?: number): Promise<Record<string, unknown>>;
  /** SIGTERM, and the exit. */
  stop(): Promise<void>;
  /** SIGKILL, and the exit. */
  kill(): Promise<void>;
}

const exitOf = (child: ChildProcessWithoutNullStreams) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );

/** Starts the server with `env` (LOG_LEVEL info at least: the port comes from its "listening" line). */
export async function startServerProcess(env: ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: projectRoot,
    env: childEnv({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env }),
  });
  const logs: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  let buffered = "";
  child.stdout.on("data", (chunk) => {
    buffered += String(chunk);
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) {
      if (!line.startsWith("{")) continue;
      try {
        logs.push(JSON.parse(line));
      } catch {
        // a line the logger did not write
      }
    }
    for (const wake of waiters) wake();
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const waitForLog = (msg: string | RegExp, from = 0) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const matches = (line: Record<string, unknown>) =>
        typeof msg === "string" ? line.msg === msg : msg.test(String(line.msg ?? ""));
      const check = () => {
        const found = logs.slice(from).find(matches);
        if (!found) return;
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
      child.once("exit", (code) => reject(new Error(`server exited (${code}) before logging "${msg}": ${stderr.slice(-2000)}`)));
    });
  const listening = await waitForLog(/^listening on /);
  return {
    child,
    baseUrl: `http://127.0.0.1:${listening.port as number}`,
    logs,
    waitForLog,
    stop: async () => {
      child.kill("SIGTERM");
      await exitOf(child);
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exitOf(child);
    },
  };
}

export interface CliRun {
  child: ChildProcessWithoutNullStreams;
  /** Everything printed so far (for waiting on a line while it runs). */
  output(): { stdout: string; stderr: string };
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** Starts an operating CLI (`server/import/schedules-cli.ts`, …) with `args`, as its npm script does. */
export function startCli(script: string, args: string[], env: ProcessEnv): CliRun {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { cwd: projectRoot, env: childEnv(env) });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, output: () => ({ stdout, stderr }), done };
}

/** Runs an operating CLI to its end. */
export const runCliProcess = (script: string, args: string[], env: ProcessEnv) => startCli(script, args, env).done;
