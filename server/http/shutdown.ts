import type { Server } from "node:http";
import type { Logger } from "../logger";

export interface ShutdownOptions {
  server: Server;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Closed in order after the HTTP server (scheduler, caches, database); each may hang. */
  steps: Array<{ name: string; run: () => Promise<void> }>;
  /** In-flight requests may finish for this long; then their connections are closed. */
  graceMs: number;
  /** The process exits by then whatever still hangs (a stuck query, a database that does not close). */
  deadlineMs: number;
  exit: (code: number) => void;
}

/**
 * Stops the process within `deadlineMs` of the signal: no new connections, idle keep-alive
 * connections closed at once, busy ones after `graceMs`, then each step, then exit 0. A step
 * that never settles (PGlite waiting on a transaction that never ends) cannot keep the process
 * alive: at the deadline it exits with 1 (docs/decisions/0034-redirects-and-stored-answers.md).
 */
export function createShutdown({ server, logger, steps, graceMs, deadlineMs, exit }: ShutdownOptions) {
  let stopping = false;
  return (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    const deadline = setTimeout(() => {
      logger.error({ deadlineMs }, "shutdown did not finish in time, exiting anyway");
      exit(1);
    }, deadlineMs);
    const grace = setTimeout(() => {
      logger.warn({ graceMs }, "in-flight requests did not finish, closing their connections");
      server.closeAllConnections();
    }, graceMs);
    server.close(async () => {
      clearTimeout(grace);
      let failed = false;
      for (const step of steps) {
        try {
          await step.run();
        } catch (error) {
          failed = true;
          logger.error({ err: error, step: step.name }, "shutdown step failed");
        }
      }
      clearTimeout(deadline);
      logger.info("stopped");
      exit(failed ? 1 : 0);
    });
    server.closeIdleConnections();
  };
}
