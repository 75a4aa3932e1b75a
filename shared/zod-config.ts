/**
 * Zod compiles fast parsers with `new Function` after probing `Function("")`; the probe alone is
 * a CSP violation in the browser (no 'unsafe-eval'). Imported first by the app root and the
 * server entry, before any schema is built.
 *
 * Zod 4 keeps its settings in the object at `globalThis.__zod_globalConfig` (created when its core
 * module loads, shared by every copy of zod), so `jitless` is set there rather than through
 * `z.config()`: importing zod here would put its core into every page's first load, while most
 * pages never parse anything in the browser. `zod-config.test.ts` proves zod still honours it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
