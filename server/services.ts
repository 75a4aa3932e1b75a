import { createReadCache } from "./cache/ttl-cache";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { createCareersService } from "./modules/careers/service";
import { createEducationService } from "./modules/education/service";
import { createHomeService } from "./modules/home/service";
import { createJobsService } from "./modules/jobs/service";
import { createLicensesService } from "./modules/licenses/service";
import { createMajorsService } from "./modules/majors/service";
import { createMembersService } from "./modules/members/service";
import { createSchedulesService } from "./modules/schedules/service";
import { createSearchService } from "./modules/search/service";
import { createSiteService } from "./modules/site/service";

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
    /** Shared 30 s cache for visitor-independent page data (see docs/decisions/0008-caching.md). */
    readCache: createReadCache(30_000),
    site: createSiteService(db),
    home: createHomeService(db),
    members: createMembersService(db, config),
    licenses: createLicensesService(db),
    schedules: createSchedulesService(db),
    jobs: createJobsService(db),
    majors: createMajorsService(db),
    careers: createCareersService(db),
    education: createEducationService(db),
    search: createSearchService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
