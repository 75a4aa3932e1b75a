import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { createInterface } from "node:readline";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { systemClock } from "../jobs/clock";
import type { Logger } from "../logger";
import { runJob } from "./jobs.server";
import { databaseTarget, type JobMessage, type JobRequest, jobRequestSchema, MAX_SOCKET_PATH, opsSocketPath } from "./protocol";

export interface OpsChannel {
  /** Stops taking jobs and waits for the one running. */
  close(): Promise<void>;
}

/** A request line larger than this is refused (a job's request is a few paths). */
const MAX_REQUEST_BYTES = 256 * 1024;

/**
 * The server's end of the operating channel (decision 0084): the socket `DATA_DIR/ops.sock`, mode
 * 0600, one job at a time (the one process that writes this database runs them). After a job,
 * `changed(tags)` purges the caches of what it changed. Null when the socket path is too long.
 */
export async function startOpsChannel(options: {
  database: Database;
  config: Config;
  logger: Logger;
  changed: (tags: string[]) => Promise<void>;
}): Promise<OpsChannel | null> {
  const { database, config, logger } = options;
  const socketPath = opsSocketPath(config.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      "operating channel off: DATA_DIR's path is too long for a socket; run the CLIs with the server stopped",
    );
    return null;
  }
  const target = databaseTarget(config.DATABASE_URL);
  let running: { job: string; since: string; done: Promise<void> } | null = null;

  const handle = (socket: Socket) => {
    const send = (message: JobMessage) => {
      if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
    };
    const finish = (code: number) => {
      send({ exit: code });
      socket.end();
    };
    socket.on("error", () => undefined);
    let received = 0;
    socket.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_REQUEST_BYTES) {
        logger.warn({ bytes: received }, "operating channel: request too large");
        socket.destroy();
      }
    });
    const lines = createInterface({ input: socket });
    lines.once("line", (line) => {
      lines.close();
      let request: JobRequest;
      try {
        request = jobRequestSchema.parse(JSON.parse(line));
      } catch {
        logger.warn("operating channel: malformed request");
        send({ stream: "err", line: "The server refused a malformed request (잘못된 요청)." });
        return finish(2);
      }
      if (request.target !== target) {
        send({
          stream: "err",
          line: `The server on ${config.dataDir} uses another database than this command (DATABASE_URL differs); run it with the server's environment (다른 데이터베이스).`,
        });
        return finish(1);
      }
      if (running) {
        send({
          stream: "err",
          line: `The server is running ${running.job} (since ${running.since}); try again when it has finished (다른 작업 실행 중).`,
        });
        return finish(1);
      }
      const output = {
        out: (text: string) => send({ stream: "out", line: text }),
        err: (text: string) => send({ stream: "err", line: text }),
      };
      logger.info({ job: request.job }, "operating command started");
      const work = (async () => {
        const result = await runJob(database, config, request, output);
        if (result.changed.length > 0) await options.changed(result.changed);
        logger.info({ job: request.job, exit: result.code }, "operating command finished");
        finish(result.code);
      })().catch((error: unknown) => {
        logger.error({ err: error, job: request.job }, "operating command failed");
        output.err(error instanceof Error ? error.message : String(error));
        finish(1);
      });
      running = { job: request.job, since: systemClock.now().toISOString(), done: work };
      void work.finally(() => {
        running = null;
      });
    });
  };

  // With PostgreSQL nothing else creates DATA_DIR: a missing one failed the start (listen EACCES).
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // This process holds the data-directory lock, so a socket file left there is a dead server's.
  rmSync(socketPath, { force: true });
  const server: Server = createServer(handle);
  // Created 0600 from the start (umask), so no other user can connect in the moment before chmod.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  logger.info({ socketPath }, "operating channel listening");
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running?.done;
    },
  };
}
