import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SEED_DATA_DIR: z.string().optional(),
  /** Secret for access tokens; without it one is generated once into `$DATA_DIR/auth-secret` (mode 0600). */
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The site's public address: the one base of every absolute URL (canonical, og:image, sitemap, iCal, e-mail). */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), "must be an http(s) URL")
    .optional(),
  /** Naver Search Advisor's site-ownership code, printed as `naver-site-verification` meta when set. */
  NAVER_SITE_VERIFICATION: z
    .string()
    .regex(/^[0-9a-f]{16,64}$/i)
    .optional(),
  /** Shared state across app instances (cache invalidation, rate limits); without it, in-process. */
  REDIS_URL: z.string().url().optional(),
  /**
   * Reverse proxies in front of the app whose X-Forwarded-For is believed: the client address is the
   * entry that many hops from the right. 0 ignores the header (anyone could forge it).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Strict-Transport-Security max-age for responses served over HTTPS in production; 0 sends none. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(15_552_000),
  /** How long an anonymous page view is served from the page cache; 0 turns the cache off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * "1" (the default) serves catalogue pages to anonymous visitors from the page store, rendered on
   * change and kept in the database (decision 0077); "0" renders them per request as before.
   */
  PAGE_STORE: z
    .enum(["0", "1"])
    .default("1")
    .transform((v) => v === "1"),
  /**
   * "1" (the default) renders every catalogue page into the store after start-up where it has no row
   * yet; "0" stores pages on their first visit only (the test suites: no minutes of background renders).
   */
  PAGE_STORE_PRERENDER: z
    .enum(["0", "1"])
    .default("1")
    .transform((v) => v === "1"),
  /**
   * How long /healthz reuses its database probe: load balancers and monitors may poll it at any rate
   * without each poll becoming a query (docs/decisions/0033-speed.md); 0 probes on every request.
   */
  HEALTH_CHECK_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * PostgreSQL cancels a request's statement after this long (0: never), so a stalled database
   * answers errors instead of holding every request; imports and rebuilds lift it.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Service key of the public-data portal (data.go.kr) for the Q-Net/HRDK Open APIs; no key, no sync. */
  DATA_GO_KR_SERVICE_KEY: z.string().optional(),
  /** Base URL of the Q-Net Open API services (tests point it at a local fixture server). */
  QNET_API_BASE_URL: z.string().url().default("http://openapi.q-net.or.kr/api/service/rest"),
  /** Daily sync time in Korea (HH:MM); the sync runs once a day across all app instances. */
  DATA_SYNC_TIME: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .default("04:30"),
  /** SMTP server for reminder e-mail (`smtp://user:pass@host:587`); e-mail is off without it. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("자격나침반 <no-reply@localhost>"),
  /** 개인정보 보호책임자 named in the privacy policy; the policy says 미지정 while unset. */
  PRIVACY_OFFICER_NAME: z.string().max(100).optional(),
  PRIVACY_OFFICER_EMAIL: z.string().email().optional(),
  /** Social login (decision 0055): each provider's button shows only when its id and secret are set. */
  KAKAO_CLIENT_ID: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  NAVER_CLIENT_ID: z.string().optional(),
  NAVER_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Test-only: every provider's authorize, token and userinfo endpoints on this mock server instead. */
  OAUTH_TEST_SERVER_URL: z.string().url().optional(),
  /** Test-only: pause after each dataset of the start-up import, so a test can kill the server mid-import. */
  TEST_IMPORT_PAUSE_MS: z.coerce.number().int().min(0).default(0),
  /** "1" serves the test-only pages (`/_bench/minimal`, `/__e2e/error`); the bench and the e2e suite set it. */
  TEST_ROUTES: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /**
   * "1" mounts the end-to-end hooks that change state (`/v2/__e2e/clock`, `/v2/__e2e/grant-admin`):
   * only the e2e suite sets it, never the bench or a deployment.
   */
  E2E_HOOKS: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /** Test-only, with E2E_HOOKS=1 and in integration tests: the services' clock starts at this instant and runs on. */
  TEST_NOW: z.iso.datetime({ offset: true }).optional(),
});

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  /**
   * Where absolute URLs point: `PUBLIC_ORIGIN`, else `http://localhost:$PORT` (a fresh clone's
   * `npm start`; production start-up warns). Never the request's Host or X-Forwarded-* headers:
   * shared cached answers carry these URLs to every client (decision 0062).
   */
  publicOrigin: string;
};

/** Several app processes (REDIS_URL) must sign with one key; per-process key files would refuse each other's tokens. */
const configSchema = envSchema.refine((env) => !env.REDIS_URL || env.AUTH_SECRET, {
  path: ["AUTH_SECRET"],
  message: "required with REDIS_URL (every app process must share it)",
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const values = parsed.data;
  const publicOrigin = values.PUBLIC_ORIGIN ? new URL(values.PUBLIC_ORIGIN).origin : `http://localhost:${values.PORT}`;
  return { ...values, dataDir: path.resolve(values.DATA_DIR), publicOrigin };
}
