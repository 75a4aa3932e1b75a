import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import { type PolicyKind, SIGN_UP_POLICIES } from "../../../shared/service";
import type { InfringeInput } from "../../../shared/service-schemas";
import { createTtlCache } from "../../cache/ttl-cache";
import type { Db } from "../../db/client.server";
import { faqs, infringementReports, memberAgreements, notices, policyVersions, sitePopups } from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import { createCustomerServiceAdmin } from "./admin.server";
import { fillPolicyPlaceholders, type PrivacyOfficer } from "./policy-placeholders";

export interface NoticeSummary {
  id: number;
  title: string;
  isPinned: boolean;
  publishedAt: Date;
}
export interface Notice extends NoticeSummary {
  body: string;
}
export interface Faq {
  id: number;
  category: string;
  question: string;
  answer: string;
}
export interface PolicyVersion {
  id: number;
  kind: string;
  version: string;
  body: string;
  effectiveOn: string;
}
export interface Popup {
  label: string;
  text: string;
  linkText: string | null;
  linkUrl: string | null;
}

const publishedNotice = and(eq(notices.isPublished, true), sql`${notices.publishedAt} is not null`);

/**
 * The customer center: notices, FAQ, versioned policies, infringement reports, the top popup.
 * Policy texts come out with their placeholders filled (policy-placeholders.ts).
 */
export function createCustomerService(
  db: Db,
  clock: Clock,
  /** Fixed, or read per call from the site settings (which fall back to the configuration). */
  privacyOfficer: PrivacyOfficer | (() => Promise<PrivacyOfficer>) = {},
  /** After an admin write committed: drop the shared caches (services.server.ts). */
  onAdminWrite: () => void = () => undefined,
) {
  async function versionsOf(kind: PolicyKind): Promise<PolicyVersion[]> {
    const rows = await db
      .select({
        id: policyVersions.id,
        kind: policyVersions.kind,
        version: policyVersions.version,
        body: policyVersions.body,
        effectiveOn: policyVersions.effectiveOn,
      })
      .from(policyVersions)
      .where(eq(policyVersions.kind, kind))
      .orderBy(desc(policyVersions.effectiveOn), desc(policyVersions.id));
    const officer = typeof privacyOfficer === "function" ? await privacyOfficer() : privacyOfficer;
    return rows.map((v) => ({ ...v, body: fillPolicyPlaceholders(v.body, officer) }));
  }

  /** The latest version in effect today; the earliest one when every version is still to come. */
  function currentOf(versions: PolicyVersion[], today: string): PolicyVersion | null {
    return versions.find((v) => v.effectiveOn <= today) ?? versions.at(-1) ?? null;
  }

  // Every page shows the popup: kept for a minute per day, dropped by the purge after an admin write.
  const popupCache = createTtlCache<Popup | null>(60_000);

  async function selectActivePopup(today: string): Promise<Popup | null> {
    const [row] = await db
      .select({ label: sitePopups.label, text: sitePopups.text, linkText: sitePopups.linkText, linkUrl: sitePopups.linkUrl })
      .from(sitePopups)
      .where(
        and(
          eq(sitePopups.isActive, true),
          or(isNull(sitePopups.startsOn), lte(sitePopups.startsOn, today)),
          or(isNull(sitePopups.endsOn), gte(sitePopups.endsOn, today)),
        ),
      )
      .orderBy(asc(sitePopups.sortOrder), desc(sitePopups.id))
      .limit(1);
    return row ?? null;
  }

  return {
    admin: createCustomerServiceAdmin(db, onAdminWrite, clock),

    async noticeList(q: PageRequest): Promise<Paged<NoticeSummary>> {
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: notices.id, title: notices.title, isPinned: notices.isPinned, publishedAt: notices.publishedAt })
          .from(notices)
          .where(publishedNotice)
          .orderBy(desc(notices.isPinned), desc(notices.publishedAt), desc(notices.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(notices).where(publishedNotice),
      ]);
      return { items: rows.map((r) => ({ ...r, publishedAt: r.publishedAt ?? new Date(0) })), total: total?.n ?? 0 };
    },

    /** A published notice, or null (drafts are not public). */
    async notice(id: number): Promise<Notice | null> {
      const [row] = await db
        .select({
          id: notices.id,
          title: notices.title,
          body: notices.body,
          isPinned: notices.isPinned,
          publishedAt: notices.publishedAt,
        })
        .from(notices)
        .where(and(eq(notices.id, id), publishedNotice));
      return row ? { ...row, publishedAt: row.publishedAt ?? new Date(0) } : null;
    },

    async faqList(q: PageRequest & { category?: string }): Promise<Paged<Faq>> {
      const where = and(eq(faqs.isPublished, true), q.category ? eq(faqs.category, q.category) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: faqs.id, category: faqs.category, question: faqs.question, answer: faqs.answer })
          .from(faqs)
          .where(where)
          .orderBy(asc(faqs.category), asc(faqs.sortOrder), asc(faqs.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(faqs).where(where),
      ]);
      return { items: rows, total: total?.n ?? 0 };
    },

    /** The version to show (the current one, or `versionId` when it belongs to `kind`) and every version. */
    async policy(kind: PolicyKind, versionId?: number, today = clock.today()) {
      const versions = await versionsOf(kind);
      const current = currentOf(versions, today);
      const shown = versionId === undefined ? current : (versions.find((v) => v.id === versionId) ?? null);
      return { shown, current, versions };
    },

    /** Records that a new member agreed to the current sign-up policies. */
    async recordSignUpAgreements(memberId: number, today = clock.today()): Promise<void> {
      const ids: number[] = [];
      for (const kind of SIGN_UP_POLICIES) {
        const current = currentOf(await versionsOf(kind), today);
        if (current) ids.push(current.id);
      }
      if (ids.length === 0) return;
      await db
        .insert(memberAgreements)
        .values(ids.map((policyVersionId) => ({ memberId, policyVersionId })))
        .onConflictDoNothing();
    },

    async agreementsOf(memberId: number) {
      return db
        .select({ kind: policyVersions.kind, version: policyVersions.version, agreedAt: memberAgreements.agreedAt })
        .from(memberAgreements)
        .innerJoin(policyVersions, eq(policyVersions.id, memberAgreements.policyVersionId))
        .where(eq(memberAgreements.memberId, memberId))
        .orderBy(asc(policyVersions.kind));
    },

    async reportInfringement(input: InfringeInput, memberId: number | null): Promise<number> {
      const [row] = await db
        .insert(infringementReports)
        .values({ ...input, memberId })
        .returning({ id: infringementReports.id });
      if (!row) throw new Error("insert returned nothing");
      return row.id;
    },

    /** The top popup in effect today, or null. */
    activePopup(today = clock.today()): Promise<Popup | null> {
      return popupCache.get(today, () => selectActivePopup(today));
    },

    clearCaches() {
      popupCache.clear();
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
