import { connect } from "node:net";
import { createInterface } from "node:readline";
import { createInvalidationBus } from "../cache/invalidation.server";
import { type Config, loadConfig } from "../config.server";
import { DatabaseStartupError } from "../db/client.server";
import { markStoredPagesStale, openCliDatabase } from "../import/cli-database";
import { createLogger } from "../logger";
import { type JobOutput, runJob } from "./jobs.server";
import {
  databaseTarget,
  type JobArgs,
  type JobName,
  type JobRequest,
  jobMessageSchema,
  jobRequestSchema,
  opsSocketPath,
} from "./protocol";

const terminal: JobOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };

/**
 * Runs an operating command (decision 0084): handed to the server when one listens on this
 * DATA_DIR's channel, else on the configured database directly (PGlite under the data-directory
 * lock, as before). Prints the job's output and answers its exit code, the same either way.
 */
export async function operate<J extends JobName>(job: J, args: JobArgs<J>, purpose: string): Promise<number> {
  const config = loadConfig();
  const parsed = jobRequestSchema.safeParse({ job, target: databaseTarget(config.DATABASE_URL), args });
  if (!parsed.success) {
    console.error(
      `Invalid arguments (잘못된 인자): ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
    return 2;
  }
  const request = parsed.data;
  const handed = await handToServer(config, request);
  if (handed !== null) return handed;
  return runHere(config, request, purpose);
}

/** The job's exit code from the running server, or null when no server listens on the channel. */
function handToServer(config: Config, request: JobRequest): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(opsSocketPath(config.dataDir));
    let connected = false;
    let exit: number | null = null;
    socket.once("connect", () => {
      connected = true;
      // Read only once connected: a refused connection's error is handled below, not by readline.
      createInterface({ input: socket }).on("line", (line) => {
        const parsed = jobMessageSchema.safeParse(safeJson(line));
        if (!parsed.success) return;
        const message = parsed.data;
        if ("exit" in message) exit = message.exit;
        else terminal[message.stream](message.line);
      });
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // No socket, or a dead server's: nobody is serving this directory.
      if (!connected && ["ENOENT", "ECONNREFUSED", "ENAMETOOLONG", "ENOTSOCK"].includes(error.code ?? "")) resolve(null);
      else if (!connected) reject(new DatabaseStartupError(`Cannot reach the server's operating channel (${error.message}).`));
    });
    socket.once("close", () => {
      if (!connected) return;
      if (exit !== null) resolve(exit);
      else
        reject(
          new DatabaseStartupError("The server closed the operating channel before the job finished (작업 중단); see its log."),
        );
    });
  });
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

/**
 * No server on the channel: the tool opens the database itself. Afterwards the stored pages turn
 * stale, and with REDIS_URL the servers of other hosts drop their cached copies.
 */
async function runHere(config: Config, request: JobRequest, purpose: string): Promise<number> {
  const database = await openCliDatabase(config, purpose);
  try {
    const result = await runJob(database, config, request, terminal);
    if (result.changed.length > 0) {
      await markStoredPagesStale(database.db, result.changed);
      if (config.REDIS_URL) {
        const bus = createInvalidationBus(config.REDIS_URL, createLogger("warn"));
        await bus.ready();
        bus.invalidate(result.changed);
        await bus.close();
      }
    }
    return result.code;
  } finally {
    await database.close();
  }
}
