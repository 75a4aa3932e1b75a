import { eq, like, max, sql } from "drizzle-orm";
import { type SiteSettings, siteSettingsSchema } from "../../../shared/site-settings";
import { createTtlCache } from "../../cache/ttl-cache";
import type { Db } from "../../db/client.server";
import { auditLogs, siteSettings } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit.server";

const ROW_ID = "site";
const TTL_MS = 60_000;

/** Values the configuration supplies where the stored settings leave a field empty. */
export interface SettingsFallback {
  privacyOfficerName?: string | undefined;
  privacyOfficerEmail?: string | undefined;
}

/**
 * The operator details (/adm/settings). The env's PRIVACY_OFFICER_* stay the initial and fallback
 * value of the officer, so a deployment configured before the settings page keeps its officer.
 */
export function createSiteSettings(db: Db, fallback: SettingsFallback = {}) {
  const cache = createTtlCache<SiteSettings>(TTL_MS);

  async function stored(): Promise<SiteSettings> {
    const [row] = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, ROW_ID));
    // A row written by an older form version keeps what still validates.
    const parsed = siteSettingsSchema.safeParse(row?.data ?? {});
    return parsed.success ? parsed.data : siteSettingsSchema.parse({});
  }

  return {
    /** What the admin saved, without fallbacks (the settings form). */
    stored,
    fallback,

    /** Settings as the public pages show them: stored values, the configuration where empty. */
    current: () =>
      cache.get(ROW_ID, async () => {
        const settings = await stored();
        return {
          ...settings,
          privacyOfficerName: settings.privacyOfficerName ?? (fallback.privacyOfficerName?.trim() || undefined),
          privacyOfficerEmail: settings.privacyOfficerEmail ?? (fallback.privacyOfficerEmail?.trim() || undefined),
        };
      }),

    async save(actor: Actor, input: Partial<SiteSettings>): Promise<void> {
      const data = JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID));
        await tx
          .insert(siteSettings)
          .values({ id: ROW_ID, data })
          .onConflictDoUpdate({ target: siteSettings.id, set: { data, updatedAt: sql`now()` } });
        await recordAudit(tx, actor, { action: "settings.update", target: "settings:site", before: before?.data, after: data });
      });
      cache.clear();
    },

    /** When an admin last changed rows whose audit actions start with `prefix` ("booth."); null when never. */
    async lastAdminChange(prefix: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(auditLogs.createdAt) })
        .from(auditLogs)
        .where(like(auditLogs.action, `${prefix}%`));
      return row?.at ? new Date(row.at) : null;
    },

    clearCache: () => cache.clear(),
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettings>;
