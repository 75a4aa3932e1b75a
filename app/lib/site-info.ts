import type { Services } from "../../server/services.server";
import { formatInstantDate } from "../../shared/dates";
import { DEFAULT_OPERATOR, type SiteSettings, socialLinks } from "../../shared/site-settings";

/** What every page's footer (and the privacy policy) shows of the site settings; empty fields are left out. */
export function footerInfoOf(settings: SiteSettings) {
  return {
    operatorName: settings.operatorName ?? DEFAULT_OPERATOR,
    businessInfo: settings.businessInfo ?? null,
    contactPhone: settings.contactPhone ?? null,
    contactEmail: settings.contactEmail ?? null,
    privacyOfficerName: settings.privacyOfficerName ?? null,
    social: socialLinks(settings),
  };
}

/**
 * Who keeps a hand-managed list (institutes, privileges, booths) and when an admin last changed it,
 * from the audit log entries whose action starts with `auditPrefix` ("booth.").
 */
export async function maintainerOf(services: Services, auditPrefix: string) {
  const { settings } = services.site;
  const [current, changedAt] = await Promise.all([settings.current(), settings.lastAdminChange(auditPrefix)]);
  return {
    operator: current.operatorName ?? DEFAULT_OPERATOR,
    updatedOn: changedAt ? formatInstantDate(changedAt) : null,
  };
}

export type Maintainer = Awaited<ReturnType<typeof maintainerOf>>;
