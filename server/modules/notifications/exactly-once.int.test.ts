import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, isNull } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../config.server";
import { type Database, openDatabase } from "../../db/client.server";
import { members, reminders } from "../../db/schema";
import { clockOf, systemClock } from "../../jobs/clock";
import { createScheduler } from "../../jobs/scheduler.server";
import { createLogger } from "../../logger";
import { TEST_ENV } from "../../test/databases";
import { withDatabase } from "../../test/global-setup";
import type { MailMessage } from "./mailer.server";
import { createNotificationsService } from "./service.server";

const url = process.env.TEST_DATABASE_URL;
const REMINDERS = 120;

/**
 * Two app instances — each with its own connection pool, notifications service and scheduler —
 * on one PostgreSQL database run the reminder job at the same time, repeatedly: every due
 * reminder is e-mailed and delivered exactly once.
 */
describe.skipIf(!url)("notifications: exactly once across two app instances on one PostgreSQL", () => {
  const name = `jn_test_${randomBytes(6).toString("hex")}`;
  const instances: Database[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    await admin.end();
    for (let i = 0; i < 2; i++)
      instances.push(await openDatabase({ driver: "postgres", url: withDatabase(url as string, name), max: 4 }));
  });
  afterAll(async () => {
    for (const database of instances) await database.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("sends each due reminder once", async () => {
    const [first] = instances;
    if (!first) throw new Error("no database");
    const [member] = await first.db
      .insert(members)
      .values({ loginId: `once_${name}`, email: `once.${name}@example.com`, name: "한번만" })
      .returning({ id: members.id });
    if (!member) throw new Error("member not inserted");
    const due = new Date("2031-03-01T00:00:00Z");
    await first.db.insert(reminders).values(
      Array.from({ length: REMINDERS }, (_, i) => ({
        memberId: member.id,
        key: `test:${i}`,
        title: `알림 ${i}`,
        body: "본문",
        link: "/mypage/notifications",
        eventOn: "2031-03-02",
        dueAt: due,
      })),
    );

    const sent: Array<{ instance: number; message: MailMessage }> = [];
    const config = loadConfig({ ...process.env, ...TEST_ENV });
    const logger = createLogger("silent");
    const schedulers = instances.map((database, instance) => {
      const notifications = createNotificationsService({
        db: database.db,
        config,
        logger,
        clock: systemClock,
        mailer: {
          async send(message) {
            sent.push({ instance, message });
            // Widens the window in which the other instance could grab the same row.
            await sleep(1);
          },
        },
      });
      const scheduler = createScheduler({ clock: clockOf(() => new Date("2031-03-01T00:01:00Z")), logger });
      scheduler.register(notifications.reminderJob);
      return scheduler;
    });
    for (let round = 0; round < 3; round++) await Promise.all(schedulers.map((s) => s.runNow()));

    const subjects = sent.map((s) => s.message.subject);
    expect(subjects).toHaveLength(REMINDERS);
    expect(new Set(subjects).size).toBe(REMINDERS);
    const undelivered = await first.db.select({ id: reminders.id }).from(reminders).where(isNull(reminders.deliveredAt));
    expect(undelivered).toEqual([]);
    const rows = await first.db
      .select({ status: reminders.emailStatus })
      .from(reminders)
      .where(eq(reminders.memberId, member.id));
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  });
});
