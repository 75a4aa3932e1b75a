import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { reminderSettings, reminders } from "../../db/schema";
import { applyScheduleFiles } from "../../import/schedule-files";
import { createLogger } from "../../logger";
import { describeWithDatabases } from "../../test/databases";
import { writeItemFixture } from "../../test/schedule-fixture";
import { testScratchDir } from "../../test/scratch";
import { registerAndLogin } from "../members/test-helpers";
import { createMailer } from "./mailer.server";
import { createNotificationsService } from "./service.server";
import { memberIdOf } from "./test-helpers";

const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});
let smtpUrl = "";
const dir = mkdtempSync(path.join(testScratchDir(), "jn-announce-"));

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** December of the year before the fixture's invented 2031 rounds: their dates are being published. */
const ANNOUNCED_AT = new Date("2030-12-10T01:00:00Z");

/**
 * Issue 54 item 5: when a schedule file brings rounds that were only estimates before, the members
 * who follow the license are told once, in the notification center and by e-mail as their settings say.
 */
describeWithDatabases("notifications: schedules announced", (ctx) => {
  it("tells followers of 정보처리기사 once that 2031년 제1회 is announced, with its 원서접수 window; e-mail only where allowed", async () => {
    const { database, request, services } = ctx();
    const { db } = database;
    const mailing = createNotificationsService({
      db,
      config: services.config,
      logger: createLogger("silent"),
      clock: { now: () => ANNOUNCED_AT, today: () => "2030-12-10" },
      mailer: createMailer(smtpUrl, "자격나침반 <alerts@example.com>"),
    });
    const stamp = Date.now();
    const follower = await registerAndLogin(ctx(), { mbEmail: `follow.${stamp}@example.com` });
    const quiet = await registerAndLogin(ctx(), { mbEmail: `quiet.${stamp}@example.com` });
    const stranger = await registerAndLogin(ctx(), { mbEmail: `stranger.${stamp}@example.com` });
    for (const who of [follower, quiet])
      expect((await request("/v2/member/favorites/1320", { method: "PUT", headers: who.headers })).status).toBe(200);
    const [followerId, quietId, strangerId] = await Promise.all(
      [follower, quiet, stranger].map((who) => memberIdOf(db, who.loginId)),
    );
    await db.insert(reminderSettings).values({ memberId: quietId as number, offsets: [7, 3, 1, 0], email: false });

    const announcements = (memberId: number) =>
      db
        .select({ title: reminders.title, body: reminders.body, link: reminders.link, emailStatus: reminders.emailStatus })
        .from(reminders)
        .where(and(eq(reminders.memberId, memberId), like(reminders.key, "announced:%")));

    const apply = (version: "v1" | "v2") =>
      applyScheduleFiles(db, [writeItemFixture(dir, `fixture_2031_${version}.csv`, version)], {
        dryRun: false,
        log: () => undefined,
        now: () => ANNOUNCED_AT,
      });
    await apply("v1");
    received.length = 0;
    await mailing.runReminders(ANNOUNCED_AT);

    const expected = {
      title: "정보처리기사 2031년 제1회 일정이 공고되었습니다",
      body: expect.stringContaining("2031년 제1회 원서접수: 2031.01.13 ~ 01.16."),
      link: "/jnLics/licenseInfo?ld_id=1320",
    };
    expect(await announcements(followerId as number)).toEqual([{ ...expected, emailStatus: "sent" }]);
    expect(await announcements(quietId as number)).toEqual([{ ...expected, emailStatus: "skipped" }]);
    expect(await announcements(strangerId as number)).toEqual([]);
    const mails = received.filter((m) => m.subject === `[자격나침반] ${expected.title}`);
    expect(mails.map((m) => (Array.isArray(m.to) ? "" : m.to?.text))).toEqual([`follow.${stamp}@example.com`]);
    expect(mails[0]?.text).toContain("원서접수: 2031.01.13 ~ 01.16");

    // The same round written again with other dates is no new announcement.
    await apply("v2");
    await mailing.runReminders(ANNOUNCED_AT);
    expect(await announcements(followerId as number)).toHaveLength(1);
    expect(received.filter((m) => m.subject === `[자격나침반] ${expected.title}`)).toHaveLength(1);
  });
});
