import { randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { todayInSeoul } from "../../../shared/dates";
import type { Config } from "../../config.server";
import type { Db } from "../../db/client.server";
import { licenseFavorites, licenses, memberLicenses, reminderSettings, reminders } from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import type { Job } from "../../jobs/scheduler.server";
import type { Logger } from "../../logger";
import { loadAuthSecret } from "../members/secret.server";
import { deliverDue } from "./delivery.server";
import { buildFeed } from "./feed.server";
import { createMailer, type Mailer } from "./mailer.server";
import { planReminders, replanMember } from "./planner.server";
import { DEFAULT_OFFSETS } from "./rules";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe.server";

export interface ReminderSettings {
  offsets: number[];
  personalSchedules: boolean;
  email: boolean;
}

export interface NotificationsDeps {
  db: Db;
  config: Config;
  logger: Logger;
  clock: Clock;
  /** Overrides the SMTP_URL mailer (tests). */
  mailer?: Mailer | null;
}

export function createNotificationsService({ db, config, logger, clock, mailer }: NotificationsDeps) {
  const key = loadAuthSecret(config);
  const origin = config.publicOrigin;
  const smtp = mailer === undefined ? createMailer(config.SMTP_URL, config.MAIL_FROM) : mailer;

  const linkFor = async (memberId: number) => `${origin}/member/unsubscribe?token=${await signUnsubscribeToken(key, memberId)}`;
  const deliveryDeps = { db, logger, mailer: smtp, origin, unsubscribeUrl: linkFor };

  async function runReminders(now: Date) {
    const planned = await planReminders(db, now);
    const delivered = await deliverDue(deliveryDeps, now);
    if (planned || delivered) logger.info({ planned, delivered }, "reminders");
  }

  async function settingsRow(memberId: number) {
    const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.memberId, memberId));
    return row;
  }

  return {
    emailEnabled: smtp !== null,
    defaultOffsets: [...DEFAULT_OFFSETS],

    /** The scheduled job: plan rows ahead, deliver the due ones (every minute, every instance). */
    reminderJob: { name: "reminders", intervalMs: 60_000, run: runReminders } satisfies Job,
    runReminders,

    /** false when the license does not exist. */
    async addFavorite(memberId: number, licenseId: string): Promise<boolean> {
      const [license] = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, licenseId));
      if (!license) return false;
      // Stamped by the services' clock, as reminder planning compares it with due times on that clock.
      await db.insert(licenseFavorites).values({ memberId, licenseId, createdAt: clock.now() }).onConflictDoNothing();
      await replanMember(db, memberId, clock.now());
      return true;
    },

    async removeFavorite(memberId: number, licenseId: string): Promise<void> {
      await db
        .delete(licenseFavorites)
        .where(and(eq(licenseFavorites.memberId, memberId), eq(licenseFavorites.licenseId, licenseId)));
      await replanMember(db, memberId, clock.now());
    },

    async favorites(memberId: number) {
      return db
        .select({ licenseId: licenses.id, name: licenses.name, createdAt: licenseFavorites.createdAt })
        .from(licenseFavorites)
        .innerJoin(licenses, eq(licenses.id, licenseFavorites.licenseId))
        .where(eq(licenseFavorites.memberId, memberId))
        .orderBy(desc(licenseFavorites.createdAt), licenses.name);
    },

    /** Starred and wished licenses: what the calendar's "관심 자격증" filter and reminders cover. */
    async followedIds(memberId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: licenseFavorites.licenseId })
        .from(licenseFavorites)
        .where(eq(licenseFavorites.memberId, memberId))
        .union(
          db
            .selectDistinct({ id: memberLicenses.licenseId })
            .from(memberLicenses)
            .where(and(eq(memberLicenses.memberId, memberId), eq(memberLicenses.kind, "wished"))),
        );
      return rows.map((r) => r.id);
    },

    /**
     * The member's unread count, stars and followed licenses in one statement: what the member
     * overlay of every shared page needs (decision 0033, "Member overlay").
     */
    async marks(memberId: number): Promise<{ unreadCount: number; favorites: string[]; followed: string[] }> {
      const result = await db.execute<{ unread: number; favorites: string[]; followed: string[] }>(sql`select
        (select count(*)::int from ${reminders} r where r.member_id = ${memberId}
          and r.delivered_at is not null and r.read_at is null) as unread,
        coalesce((select json_agg(f.license_id) from ${licenseFavorites} f where f.member_id = ${memberId}), '[]'::json) as favorites,
        coalesce((select json_agg(distinct x.id) from (
          select f.license_id as id from ${licenseFavorites} f where f.member_id = ${memberId}
          union select ml.license_id from ${memberLicenses} ml where ml.member_id = ${memberId} and ml.kind = 'wished') x),
          '[]'::json) as followed`);
      const row = result.rows[0];
      return { unreadCount: Number(row?.unread ?? 0), favorites: row?.favorites ?? [], followed: row?.followed ?? [] };
    },

    /**
     * A notification that is not a scheduled reminder (an inquiry's answer): due now and delivered
     * at once, in the notification center and by e-mail as reminders are. `key` makes it once only.
     */
    async notify(memberId: number, note: { key: string; title: string; body: string; link: string }): Promise<void> {
      const now = clock.now();
      await db
        .insert(reminders)
        .values({ memberId, ...note, eventOn: todayInSeoul(now), dueAt: now })
        .onConflictDoNothing();
      await deliverDue(deliveryDeps, now, memberId);
    },

    async settings(memberId: number): Promise<ReminderSettings> {
      const row = await settingsRow(memberId);
      return row
        ? { offsets: row.offsets, personalSchedules: row.personalSchedules, email: row.email }
        : { offsets: [...DEFAULT_OFFSETS], personalSchedules: false, email: true };
    },

    async updateSettings(memberId: number, input: ReminderSettings): Promise<void> {
      const offsets = [...new Set(input.offsets)].sort((a, b) => b - a);
      const values = { ...input, offsets, updatedAt: clock.now() };
      await db
        .insert(reminderSettings)
        .values({ memberId, ...values })
        .onConflictDoUpdate({ target: reminderSettings.memberId, set: values });
      await replanMember(db, memberId, clock.now());
    },

    async notifications(memberId: number, page: number, pageSize: number) {
      const delivered = and(eq(reminders.memberId, memberId), isNotNull(reminders.deliveredAt));
      const [list, [totals]] = await Promise.all([
        db
          .select({
            id: reminders.id,
            title: reminders.title,
            body: reminders.body,
            link: reminders.link,
            deliveredAt: reminders.deliveredAt,
            late: reminders.late,
            read: sql<boolean>`${reminders.readAt} is not null`,
          })
          .from(reminders)
          .where(delivered)
          .orderBy(desc(reminders.deliveredAt), desc(reminders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(reminders).where(delivered),
      ]);
      return { list, totalItems: totals?.total ?? 0 };
    },

    async unreadCount(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reminders)
        .where(and(eq(reminders.memberId, memberId), isNotNull(reminders.deliveredAt), isNull(reminders.readAt)));
      return row?.n ?? 0;
    },

    /** Marks the given notifications (or all when `ids` is "all") read; returns how many changed. */
    async markRead(memberId: number, ids: number[] | "all"): Promise<number> {
      const rows = await db
        .update(reminders)
        .set({ readAt: clock.now() })
        .where(
          and(
            eq(reminders.memberId, memberId),
            isNotNull(reminders.deliveredAt),
            isNull(reminders.readAt),
            ids === "all" ? undefined : inArray(reminders.id, ids),
          ),
        )
        .returning({ id: reminders.id });
      return rows.length;
    },

    /** Turns reminder e-mail off for the token's member; false for an invalid token. */
    async unsubscribe(token: string): Promise<boolean> {
      const memberId = await verifyUnsubscribeToken(key, token);
      if (memberId === null) return false;
      const current = await settingsRow(memberId);
      await db
        .insert(reminderSettings)
        .values({ memberId, offsets: [...DEFAULT_OFFSETS], email: false, updatedAt: current?.updatedAt ?? new Date(0) })
        .onConflictDoUpdate({ target: reminderSettings.memberId, set: { email: false } });
      return true;
    },

    /** The member's secret feed token, created on first use. */
    async feedToken(memberId: number, regenerate = false): Promise<string> {
      const current = await settingsRow(memberId);
      if (current?.feedToken && !regenerate) return current.feedToken;
      const feedToken = randomBytes(24).toString("base64url");
      await db
        .insert(reminderSettings)
        .values({ memberId, offsets: [...DEFAULT_OFFSETS], feedToken, updatedAt: new Date(0) })
        .onConflictDoUpdate({ target: reminderSettings.memberId, set: { feedToken } });
      return feedToken;
    },

    feedUrl: (token: string) => `${origin}/v2/calendar/${token}.ics`,

    /** The iCal text of the feed with this token; null for an unknown (or replaced) token. */
    async feed(token: string): Promise<string | null> {
      if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
      const [row] = await db
        .select({ memberId: reminderSettings.memberId })
        .from(reminderSettings)
        .where(eq(reminderSettings.feedToken, token));
      return row ? buildFeed(db, row.memberId, clock.now(), origin) : null;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
