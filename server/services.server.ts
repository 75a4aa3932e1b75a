import { ALL } from "../shared/cache-tags";
import { createInvalidationBus } from "./cache/invalidation.server";
import { createPageRenderer } from "./cache/page-store/renderer.server";
import { createPageStore } from "./cache/page-store/store.server";
import { markChanged } from "./cache/purge-scope.server";
import { createResponseCache } from "./cache/response-cache.server";
import { createTtlCache } from "./cache/ttl-cache";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import { isPublicAddress } from "./http/public-fetch.server";
import { demoNotes } from "./import/demoContent";
import { missingRequiredData } from "./import/status";
import { type Clock, systemClock } from "./jobs/clock";
import { createScheduler } from "./jobs/scheduler.server";
import type { Logger } from "./logger";
import { createAdminService } from "./modules/admin/service.server";
import { createFairAdmin } from "./modules/aptitude/fair-admin.server";
import { createAptitudeService } from "./modules/aptitude/service.server";
import { createBoardsService } from "./modules/boards/service.server";
import { createCareersService } from "./modules/careers/service.server";
import { createCatalogueService } from "./modules/catalogue/service.server";
import { createInquiryService } from "./modules/customerService/inquiries.server";
import { createCustomerService } from "./modules/customerService/service.server";
import { createEducationService } from "./modules/education/service.server";
import { createHomeService } from "./modules/home/service.server";
import { createJobsService } from "./modules/jobs/service.server";
import { createLanguageTestsService } from "./modules/languageTests/service.server";
import { createLicensesService } from "./modules/licenses/service.server";
import { createMajorsService } from "./modules/majors/service.server";
import { loadAuthSecret } from "./modules/members/secret.server";
import { createMembersService } from "./modules/members/service.server";
import { createSignUp } from "./modules/members/sign-up.server";
import { createSocialLogin } from "./modules/members/social.server";
import { createNewsService } from "./modules/news/service.server";
import { createNotificationsService } from "./modules/notifications/service.server";
import { createPreferenceLawsService } from "./modules/preferenceLaws/service.server";
import { createPrivilegesService } from "./modules/privileges/service.server";
import { createPublicExamsService } from "./modules/publicExams/service.server";
import { createRecommendationsService } from "./modules/recommendations/service.server";
import { createRoadmapPlanLimits } from "./modules/roadmap/plan-limits.server";
import { createSavedRoadmapService } from "./modules/roadmap/saved.server";
import { createRoadmapService } from "./modules/roadmap/service.server";
import { createSchedulesService } from "./modules/schedules/service.server";
import { createSearchService } from "./modules/search/service.server";
import { createSeoService } from "./modules/seo/service.server";
import { createSiteService } from "./modules/site/service.server";
import { createStatisticsService } from "./modules/statistics/service.server";
import { createRateLimits } from "./rate-limits.server";

/**
 * Everything request handlers and React Router loaders may use. Built once per process around
 * the one database instance; each domain module adds its service here.
 */
export function createServices(database: Database, config: Config, logger: Logger, clock: Clock = systemClock) {
  const { db } = database;
  const notifications = createNotificationsService({ db, config, logger, clock });
  /** Jobs run inside every app instance; main.ts starts it (see docs/decisions/0024-scheduler.md). */
  const scheduler = createScheduler({ clock, logger });
  scheduler.register(notifications.reminderJob);
  const healthProbe = createTtlCache<string[]>(config.HEALTH_CHECK_TTL_MS);
  const responseCache = createResponseCache({ ttlMs: config.PAGE_CACHE_TTL_MS, maxBytes: 48 * 1024 * 1024 });
  const invalidation = createInvalidationBus(config.REDIS_URL, logger);
  const rateLimits = createRateLimits(config.REDIS_URL, logger);
  const members = createMembersService(db, config, rateLimits, clock, logger);
  const site = createSiteService(db, {
    privacyOfficerName: config.PRIVACY_OFFICER_NAME,
    privacyOfficerEmail: config.PRIVACY_OFFICER_EMAIL,
  });
  const pageStore = createPageStore(db);
  const pageRenderer = createPageRenderer({ store: pageStore, logger, today: () => clock.today() });
  scheduler.register(pageRenderer.dayJob());
  /**
   * Content changed: every process drops its cached answers showing `tags` (none: all), and the
   * stored pages showing them turn stale and are rendered again (decision 0077). Inside a request the
   * tags are left to the app, which does this once after the request's transaction committed.
   * `bulk` (an import or sync) and any site-wide change (`ALL`: menus, settings, notices): readers
   * keep the old pages until the new ones are written, so no visitor waits on a render of the whole
   * site (decision 0083). A scoped change (a post, one license) is rendered by its next reader.
   */
  async function contentChanged(tags: readonly string[] = [ALL], { bulk = false }: { bulk?: boolean } = {}) {
    if (!bulk && markChanged(...tags)) return;
    try {
      if (config.PAGE_STORE) await pageStore.markStale(tags, { serveStale: bulk || tags.includes(ALL) });
    } finally {
      // After the mark: a copy of a stored page read before it is dropped here (and its late put
      // refused, `ResponseCache.put`); one read after it finds the row stale.
      invalidation.invalidate(tags);
    }
  }
  /** `contentChanged` for callers that do not wait (their write has committed). */
  const changedInBackground = (tags?: readonly string[]) => {
    contentChanged(tags).catch((error: unknown) => logger.error({ err: error }, "stored pages not marked stale"));
  };
  const purgeAll = () => changedInBackground();
  const fairAdmin = createFairAdmin({
    db,
    onWrite: purgeAll,
    fairEndsOn: async () => (await site.settings.current()).fairEndsOn,
    logger,
    clock,
  });
  scheduler.register(fairAdmin.retentionJob);
  const licenses = createLicensesService(db);
  const boards = createBoardsService(db, rateLimits, clock);
  /** The 자격 로드맵: dated plans towards a license or a job (decision 0067). */
  const roadmap = createRoadmapService(db);
  const seo = createSeoService(db, site);
  scheduler.register(boards.viewKeysJob);
  const news = createNewsService({
    db,
    clock,
    logger,
    onChange: changedInBackground,
    // The e2e run's feed server listens on loopback; only that test-only mode may reach it.
    ...(config.E2E_HOOKS ? { allowAddress: (address: string) => isLoopback(address) || isPublicAddress(address) } : {}),
  });
  scheduler.register(news.job);
  const customerService = createCustomerService(
    db,
    clock,
    async () => {
      const settings = await site.settings.current();
      return { name: settings.privacyOfficerName, email: settings.privacyOfficerEmail };
    },
    purgeAll,
  );
  // Here and for another process's change (a CLI run on the database itself, another server): the
  // stale rows it marked are rendered now, not at the renderer's next minute (issue 57).
  invalidation.onInvalidate((tags) => {
    responseCache.purge(tags);
    if (config.PAGE_STORE) pageRenderer.kick();
    if (!tags.includes(ALL)) return;
    site.clearCaches();
    seo.clearCaches();
    customerService.clearCaches();
  });
  return {
    /** For /healthz only: loaders and handlers reach data through the domain services, never the raw `db`. */
    database: {
      driver: database.driver,
      /** The health probe, shared by the requests of `HEALTH_CHECK_TTL_MS`. */
      health: () => healthProbe.get("health", () => missingRequiredData(db)),
    },
    config,
    logger,
    /** Anonymous full pages and shared API reads (docs/decisions/0027-page-cache.md, 0033-speed.md). */
    responseCache,
    /** Drops the cache entries of some tags (or all) here and, with REDIS_URL, on every other instance. */
    invalidation,
    contentChanged,
    /** Catalogue pages rendered ahead of requests, shared by every process (decision 0077). */
    pageStore,
    pageRenderer,
    /** Rate-limit counters, in Redis with REDIS_URL so every instance counts together; closed at shutdown. */
    rateLimits,
    site,
    /** robots.txt, the sitemap and per-page SEO tags (same for every visitor). */
    seo,
    /** What pages say about the demo rows they show: the demo dataset's notes, null with real data. */
    demoNotes: async () => ((await site.isDemo()) ? demoNotes() : null),
    home: createHomeService(db),
    /** Accounts and sessions; `signUp` also records the policy agreements (customer service). */
    members: { ...members, signUp: createSignUp(members, customerService) },
    /** Kakao, Naver and Google login (decision 0055); no provider without its keys. */
    social: createSocialLogin(db, config, {
      key: loadAuthSecret(config),
      logger,
      sessions: members.sessions,
      confirmPassword: members.confirmPassword,
      rateLimits,
      clock,
    }),
    licenses,
    /** Catalogue detail pages built at import, sync and admin edit (decision 0043). */
    catalogue: createCatalogueService(db),
    schedules: createSchedulesService(db),
    jobs: createJobsService(db),
    majors: createMajorsService(db),
    careers: createCareersService(db),
    privileges: createPrivilegesService(db),
    /** 우대현황: the laws that favour a license's holders, and the licenses a duty needs (decision 0071). */
    preferenceLaws: createPreferenceLawsService(db),
    /** Admin edits of the catalogue drop every cache, like the other admin writes. */
    languageTests: createLanguageTestsService(db, purgeAll, clock),
    publicExams: createPublicExamsService(db),
    education: createEducationService(db),
    search: createSearchService(db),
    /** "Now" and "today in Korea" for every page and handler; tests and the e2e hook move it. */
    clock,
    scheduler,
    notifications,
    customerService,
    /** 1:1 inquiries; an answer reaches the member through the notification center (and e-mail). */
    inquiries: createInquiryService({ db, clock, rateLimits, notify: notifications.notify }),
    /** Fair registrations and booths in /adm, and the registrations' retention job. */
    fairAdmin,
    /** Admin writes drop every cache (here and on other instances), so public pages show them at once. */
    admin: createAdminService(db, purgeAll, boards.moderation, loadAuthSecret(config), rateLimits),
    recommendations: createRecommendationsService(db, clock),
    roadmap,
    /** Plans a minute per client, for the roadmap's page and API (decision 0083). */
    roadmapLimits: createRoadmapPlanLimits(rateLimits),
    /** Members' saved roadmaps, planned again when opened (what moved). */
    savedRoadmaps: createSavedRoadmapService(db, roadmap, clock),
    statistics: createStatisticsService(db),
    aptitude: createAptitudeService(db, config, rateLimits, clock),
    boards,
    /** 자격 뉴스 from the public feeds admins configure. */
    news,
  };
}

export type Services = ReturnType<typeof createServices>;

/** 127.0.0.0/8 and ::1, as the connection reports them (IPv4-mapped included). */
function isLoopback(address: string): boolean {
  return address === "::1" || /^(::ffff:)?127\./.test(address);
}
