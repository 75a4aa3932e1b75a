import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";

/**
 * Everything request handlers and React Router loaders may use. Built once per process around
 * the one database instance; each domain module adds its service here.
 */
export function createServices(database: Database, config: Config, logger: Logger) {
  const { db } = database;
  return {
    db,
    database,
    config,
    logger,
  };
}

export type Services = ReturnType<typeof createServices>;
