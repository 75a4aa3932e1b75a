import { and, count, desc, eq, ilike, lt, or } from "drizzle-orm";
import { notFound } from "../../../shared/app-error";
import { addDays } from "../../../shared/calendar";
import { formatKoreanDateTime, todayInSeoul } from "../../../shared/dates";
import { BOOTH_COLUMNS, REGISTRATION_STATUSES, type RegistrationStatus } from "../../../shared/fair";
import { type BoothInput, boothSchema } from "../../../shared/fair-schemas";
import { containsPattern } from "../../../shared/like";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import { FAIR_RETENTION_DAYS } from "../../../shared/site-settings";
import type { Db } from "../../db/client.server";
import { eduFairRegistrations, exhibitionBooths } from "../../db/schema";
import { type Clock, systemClock } from "../../jobs/clock";
import { type Job, withAdvisoryLock } from "../../jobs/scheduler.server";
import type { Logger } from "../../logger";
import { type Actor, recordAudit } from "../admin/audit.server";
import { type CsvImport, csvDownload, readCsvUpload } from "../admin/csv.server";

type Registration = typeof eduFairRegistrations.$inferSelect;

export interface RegistrationFilter {
  /** Matches name, organisation, phone or e-mail. */
  q?: string | undefined;
  status?: RegistrationStatus | undefined;
}

const EXPORT_COLUMNS = [
  { name: "id", label: "번호" },
  { name: "createdAt", label: "신청일시" },
  { name: "name", label: "신청자" },
  { name: "organization", label: "학교/기관" },
  { name: "phone", label: "연락처" },
  { name: "email", label: "이메일" },
  { name: "attendees", label: "참가 인원" },
  { name: "status", label: "상태" },
  { name: "adminMemo", label: "메모" },
];

/**
 * When the registrations of a fair that ended on `fairEndsOn` are deleted: the consent promises
 * "박람회 종료 후 1년", so on the first day after that year. Only rows registered up to the end of
 * that fair day (Korea) belong to it; later ones are for the next fair.
 */
export function retentionOf(fairEndsOn: string) {
  return {
    deleteOn: addDays(fairEndsOn, FAIR_RETENTION_DAYS + 1),
    registeredBefore: new Date(`${addDays(fairEndsOn, 1)}T00:00:00+09:00`),
  };
}

/** The fair's back office: registrations (list, search, status, CSV, retention) and booths. */
export function createFairAdmin({
  db,
  onWrite,
  fairEndsOn,
  logger,
  clock = systemClock,
}: {
  db: Db;
  /** After a booth write committed: drop the shared caches (/exhibition is public). */
  onWrite: () => void;
  /** The fair's last day from the site settings (YYYY-MM-DD), undefined while not set. */
  fairEndsOn: () => Promise<string | undefined>;
  logger: Logger;
  /** Stamps booth edits; the service's clock. */
  clock?: Clock;
}) {
  function whereOf(f: RegistrationFilter) {
    const keyword = f.q?.trim();
    const r = eduFairRegistrations;
    return and(
      f.status ? eq(r.status, f.status) : undefined,
      keyword
        ? or(
            ilike(r.name, containsPattern(keyword)),
            ilike(r.organization, containsPattern(keyword)),
            ilike(r.phone, containsPattern(keyword)),
            ilike(r.email, containsPattern(keyword)),
          )
        : undefined,
    );
  }

  /** Deletes the registrations past their retention at `now`; answers how many went. */
  async function purgeExpired(now: Date): Promise<number> {
    const ends = await fairEndsOn();
    if (!ends) return 0;
    const { deleteOn, registeredBefore } = retentionOf(ends);
    if (todayInSeoul(now) < deleteOn) return 0;
    let deleted = 0;
    // One instance deletes; the others find the lock taken and skip this round.
    await withAdvisoryLock(db, "fair-registration-retention", async (tx) => {
      const rows = await tx
        .delete(eduFairRegistrations)
        .where(lt(eduFairRegistrations.createdAt, registeredBefore))
        .returning({ id: eduFairRegistrations.id });
      deleted = rows.length;
    });
    if (deleted > 0) logger.info({ deleted, fairEndsOn: ends }, "fair registrations past retention deleted");
    return deleted;
  }

  return {
    async registrations(f: RegistrationFilter & PageRequest): Promise<Paged<Registration>> {
      const where = whereOf(f);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(eduFairRegistrations)
          .where(where)
          .orderBy(desc(eduFairRegistrations.createdAt), desc(eduFairRegistrations.id))
          .limit(f.pageSize)
          .offset(offsetOf(f)),
        db.select({ n: count() }).from(eduFairRegistrations).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    /** Every registration the filter matches, as a CSV Excel opens in Korean; the export is audited. */
    async registrationsCsv(actor: Actor, f: RegistrationFilter): Promise<string> {
      const rows = await db
        .select()
        .from(eduFairRegistrations)
        .where(whereOf(f))
        .orderBy(desc(eduFairRegistrations.createdAt), desc(eduFairRegistrations.id));
      await recordAudit(db, actor, { action: "fair.export", target: "fair:registrations", after: { ...f, rows: rows.length } });
      return csvDownload(
        EXPORT_COLUMNS,
        rows.map((r) => ({
          ...r,
          createdAt: formatKoreanDateTime(r.createdAt),
          status: REGISTRATION_STATUSES[r.status as RegistrationStatus] ?? r.status,
        })),
      );
    },

    async updateRegistration(actor: Actor, id: number, change: { status: RegistrationStatus; adminMemo: string | null }) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(eduFairRegistrations).where(eq(eduFairRegistrations.id, id));
        if (!before) throw notFound("참가 신청을 찾을 수 없습니다.");
        const [after] = await tx.update(eduFairRegistrations).set(change).where(eq(eduFairRegistrations.id, id)).returning();
        await recordAudit(tx, actor, { action: "fair.registration.update", target: `fair-registration:${id}`, before, after });
      });
    },

    purgeExpired,
    retentionOf,
    /** Hourly in every instance; the advisory lock lets one of them delete. */
    retentionJob: {
      name: "fair-registration-retention",
      intervalMs: 3_600_000,
      run: (now) => purgeExpired(now).then(() => undefined),
    } satisfies Job,

    booths: () => db.select().from(exhibitionBooths).orderBy(desc(exhibitionBooths.id)),
    async booth(id: number) {
      const [row] = await db.select().from(exhibitionBooths).where(eq(exhibitionBooths.id, id));
      return row ?? null;
    },

    async saveBooth(actor: Actor, id: number | null, input: BoothInput): Promise<number> {
      const saved = await db.transaction(async (tx) => {
        const [before] = id === null ? [] : await tx.select().from(exhibitionBooths).where(eq(exhibitionBooths.id, id));
        if (id !== null && !before) throw notFound("부스를 찾을 수 없습니다.");
        const [after] =
          id === null
            ? await tx.insert(exhibitionBooths).values(input).returning()
            : await tx
                .update(exhibitionBooths)
                .set({ ...input, updatedAt: clock.now() })
                .where(eq(exhibitionBooths.id, id))
                .returning();
        if (!after) throw new Error("booth write returned nothing");
        await recordAudit(tx, actor, {
          action: id === null ? "booth.create" : "booth.update",
          target: `booth:${after.id}`,
          before,
          after,
        });
        return after.id;
      });
      onWrite();
      return saved;
    },

    async deleteBooth(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(exhibitionBooths).where(eq(exhibitionBooths.id, id)).returning();
        if (before) await recordAudit(tx, actor, { action: "booth.delete", target: `booth:${id}`, before });
      });
      onWrite();
    },

    /** Adds every row of an uploaded CSV in one transaction, or none when any row is invalid. */
    async importBooths(actor: Actor, bytes: Uint8Array): Promise<CsvImport<BoothInput>> {
      const parsed = readCsvUpload(bytes, BOOTH_COLUMNS, boothSchema);
      if (!parsed.ok) return parsed;
      const { rows } = parsed;
      await db.transaction(async (tx) => {
        await tx.insert(exhibitionBooths).values(rows);
        await recordAudit(tx, actor, { action: "booth.import", target: "booth:*", after: { rows: rows.length } });
      });
      onWrite();
      return parsed;
    },
  };
}

export type FairAdmin = ReturnType<typeof createFairAdmin>;
