import type { AddressInfo } from "node:net";
import { and, eq, lt } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { reminders } from "../../db/schema";
import { systemClock } from "../../jobs/clock";
import { createLogger } from "../../logger";
import { describeWithDatabases } from "../../test/databases";
import { registerAndLogin } from "../members/test-helpers";
import { createMailer } from "./mailer.server";
import { createNotificationsService } from "./service.server";
import { insertTestRound, memberIdOf } from "./test-helpers";

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

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describeWithDatabases("notifications: reminder e-mail over SMTP", (ctx) => {
  it("e-mails a due reminder once, with an unsubscribe link that works without login", async () => {
    const { database, request, services } = ctx();
    const mailing = createNotificationsService({
      db: database.db,
      config: services.config,
      logger: createLogger("silent"),
      clock: systemClock,
      mailer: createMailer(smtpUrl, "자격나침반 <alerts@example.com>"),
    });
    await insertTestRound(database.db, "test_email");
    const email = `mail.${Date.now()}@example.com`;
    const session = await registerAndLogin(ctx(), { mbEmail: email });
    const memberId = await memberIdOf(database.db, session.loginId);
    await request("/v2/member/favorites/1320", { method: "PUT", headers: session.headers });
    await database.db.delete(reminders).where(and(eq(reminders.memberId, memberId), lt(reminders.eventOn, "2031-01-01")));

    received.length = 0;
    // 09:01 Seoul on 2031-03-03: D-7 before registration opens (default offsets).
    await mailing.runReminders(new Date("2031-03-03T00:01:00Z"));
    await mailing.runReminders(new Date("2031-03-03T00:02:00Z"));
    const mine = received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
    expect(mine).toHaveLength(1);
    const [mail] = mine;
    expect(mail?.subject).toBe("[자격나침반] [D-7] 정보처리기사 필기 원서접수 시작");
    expect(mail?.from?.text).toBe('"자격나침반" <alerts@example.com>');
    expect(mail?.text).toContain("2031.03.10 (7일 후) 2031년 정기 기사 1회 정보처리기사 필기 원서접수 시작 일정입니다.");
    const link = mail?.text?.match(/알림 메일 수신 거부: (\S+)/)?.[1];
    expect(link).toMatch(/\/member\/unsubscribe\?token=/);
    expect(JSON.stringify(mail?.headers.get("list"))).toContain("/member/unsubscribe?token=");
    const [row] = await database.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.memberId, memberId)));
    expect(row?.emailStatus).toBe("sent");

    const token = new URL(link as string).searchParams.get("token");
    const forged = await request("/v2/member/unsubscribe", { method: "POST", json: { token: `${token}x` } });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe("수신 거부 링크가 올바르지 않습니다.");
    const unsubscribed = await request("/v2/member/unsubscribe", { method: "POST", json: { token } });
    expect(await unsubscribed.json()).toEqual({ result: true });
    expect((await mailing.settings(memberId)).email).toBe(false);

    // The next reminders (open D-3, close D-7) still reach the notification center, but no e-mail goes out.
    received.length = 0;
    await mailing.runReminders(new Date("2031-03-07T00:01:00Z"));
    expect(received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email)).toHaveLength(0);
    expect(await mailing.unreadCount(memberId)).toBe(3);
  });
});
