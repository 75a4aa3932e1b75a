import { z } from "zod";

/**
 * Zod compiles fast parsers with `new Function` after probing `Function("")`; the probe alone is
 * a CSP violation in the browser (no 'unsafe-eval'). Imported first by the app root and the
 * server entry, before any schema parses.
 */
z.config({ jitless: true });
