import { asc, count, desc, eq } from "drizzle-orm";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { FaqInput, NoticeInput, PolicyInput, PopupInput } from "../../../shared/service-admin";
import type { Db } from "../../db/client.server";
import { faqs, infringementReports, notices, policyVersions, sitePopups } from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import { type Actor, recordAudit } from "../admin/audit.server";

type NoticeRow = typeof notices.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;
type PopupRow = typeof sitePopups.$inferSelect;
type ReportRow = typeof infringementReports.$inferSelect;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Admin writes on the customer-center tables; each one lands in the audit log in the same
 * transaction, and `onWrite` runs once it committed (notices, FAQ, policies and the popup show on
 * pages every visitor shares: the shared caches are dropped).
 */
export function createCustomerServiceAdmin(db: Db, onWrite: () => void, clock: Clock) {
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    onWrite();
    return result;
  }
  return {
    async notices(q: PageRequest): Promise<Paged<NoticeRow>> {
      const [items, [total]] = await Promise.all([
        db.select().from(notices).orderBy(desc(notices.id)).limit(q.pageSize).offset(offsetOf(q)),
        db.select({ n: count() }).from(notices),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    async notice(id: number): Promise<NoticeRow | null> {
      const [row] = await db.select().from(notices).where(eq(notices.id, id));
      return row ?? null;
    },
    /** Creates (id null) or updates a notice; the first publication stamps `publishedAt`. */
    async saveNotice(actor: Actor, id: number | null, input: NoticeInput): Promise<number> {
      return write(async (tx) => {
        const [before] = id === null ? [] : await tx.select().from(notices).where(eq(notices.id, id));
        if (id !== null && !before) throw new Error(`notice ${id} not found`);
        const publishedAt = input.isPublished ? (before?.publishedAt ?? clock.now()) : (before?.publishedAt ?? null);
        const values = { ...input, publishedAt, updatedAt: clock.now() };
        const [after] =
          id === null
            ? await tx.insert(notices).values(values).returning()
            : await tx.update(notices).set(values).where(eq(notices.id, id)).returning();
        if (!after) throw new Error("notice write returned nothing");
        await recordAudit(tx, actor, {
          action: id === null ? "notice.create" : "notice.update",
          target: `notice:${after.id}`,
          before,
          after,
        });
        return after.id;
      });
    },
    async deleteNotice(actor: Actor, id: number): Promise<void> {
      await write(async (tx) => {
        const [before] = await tx.delete(notices).where(eq(notices.id, id)).returning();
        if (before) await recordAudit(tx, actor, { action: "notice.delete", target: `notice:${id}`, before });
      });
    },

    async faqs(): Promise<FaqRow[]> {
      return db.select().from(faqs).orderBy(asc(faqs.category), asc(faqs.sortOrder), asc(faqs.id));
    },
    async faq(id: number): Promise<FaqRow | null> {
      const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
      return row ?? null;
    },
    async saveFaq(actor: Actor, id: number | null, input: FaqInput): Promise<number> {
      return write(async (tx) => {
        const [before] = id === null ? [] : await tx.select().from(faqs).where(eq(faqs.id, id));
        if (id !== null && !before) throw new Error(`faq ${id} not found`);
        const values = { ...input, updatedAt: clock.now() };
        const [after] =
          id === null
            ? await tx.insert(faqs).values(values).returning()
            : await tx.update(faqs).set(values).where(eq(faqs.id, id)).returning();
        if (!after) throw new Error("faq write returned nothing");
        await recordAudit(tx, actor, {
          action: id === null ? "faq.create" : "faq.update",
          target: `faq:${after.id}`,
          before,
          after,
        });
        return after.id;
      });
    },
    async deleteFaq(actor: Actor, id: number): Promise<void> {
      await write(async (tx) => {
        const [before] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
        if (before) await recordAudit(tx, actor, { action: "faq.delete", target: `faq:${id}`, before });
      });
    },

    async policyVersions() {
      return db
        .select({
          id: policyVersions.id,
          kind: policyVersions.kind,
          version: policyVersions.version,
          effectiveOn: policyVersions.effectiveOn,
          createdAt: policyVersions.createdAt,
        })
        .from(policyVersions)
        .orderBy(asc(policyVersions.kind), desc(policyVersions.effectiveOn));
    },
    async policyBody(id: number): Promise<string | null> {
      const [row] = await db.select({ body: policyVersions.body }).from(policyVersions).where(eq(policyVersions.id, id));
      return row?.body ?? null;
    },
    /** Versions are never edited in place: a change is a new version with its own effective date. */
    async addPolicyVersion(
      actor: Actor,
      input: PolicyInput,
    ): Promise<{ ok: true; id: number } | { ok: false; reason: "duplicate" }> {
      return write(async (tx) => {
        const [after] = await tx.insert(policyVersions).values(input).onConflictDoNothing().returning();
        if (!after) return { ok: false as const, reason: "duplicate" as const };
        await recordAudit(tx, actor, { action: "policy.publish", target: `policy:${after.kind}:${after.version}`, after });
        return { ok: true as const, id: after.id };
      });
    },

    async popups(): Promise<PopupRow[]> {
      return db.select().from(sitePopups).orderBy(asc(sitePopups.sortOrder), desc(sitePopups.id));
    },
    async savePopup(actor: Actor, id: number | null, input: PopupInput): Promise<number> {
      return write(async (tx) => {
        const [before] = id === null ? [] : await tx.select().from(sitePopups).where(eq(sitePopups.id, id));
        if (id !== null && !before) throw new Error(`popup ${id} not found`);
        const values = {
          ...input,
          linkText: input.linkText ?? null,
          linkUrl: input.linkUrl ?? null,
          startsOn: input.startsOn ?? null,
          endsOn: input.endsOn ?? null,
        };
        const [after] =
          id === null
            ? await tx.insert(sitePopups).values(values).returning()
            : await tx.update(sitePopups).set(values).where(eq(sitePopups.id, id)).returning();
        if (!after) throw new Error("popup write returned nothing");
        await recordAudit(tx, actor, {
          action: id === null ? "popup.create" : "popup.update",
          target: `popup:${after.id}`,
          before,
          after,
        });
        return after.id;
      });
    },
    async deletePopup(actor: Actor, id: number): Promise<void> {
      await write(async (tx) => {
        const [before] = await tx.delete(sitePopups).where(eq(sitePopups.id, id)).returning();
        if (before) await recordAudit(tx, actor, { action: "popup.delete", target: `popup:${id}`, before });
      });
    },

    async infringementReports(q: PageRequest): Promise<Paged<ReportRow>> {
      const [items, [total]] = await Promise.all([
        db.select().from(infringementReports).orderBy(desc(infringementReports.id)).limit(q.pageSize).offset(offsetOf(q)),
        db.select({ n: count() }).from(infringementReports),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    async resolveInfringement(actor: Actor, id: number): Promise<void> {
      await write(async (tx) => {
        const [before] = await tx.select().from(infringementReports).where(eq(infringementReports.id, id));
        if (!before || before.status === "resolved") return;
        const [after] = await tx
          .update(infringementReports)
          .set({ status: "resolved" })
          .where(eq(infringementReports.id, id))
          .returning();
        await recordAudit(tx, actor, { action: "infringe.resolve", target: `infringe:${id}`, before, after });
      });
    },
  };
}
