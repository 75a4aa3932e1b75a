import { and, eq, lt } from "drizzle-orm";
import ICAL from "ical.js";
import { expect, it } from "vitest";
import { examPhases, examRounds, personalSchedules, reminders } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { registerAndLogin } from "../members/test-helpers";
import { insertTestRound, memberIdOf } from "./test-helpers";

interface NotificationItem {
  id: number;
  title: string;
  late: boolean;
  read: boolean;
}

describeWithDatabases("notifications: favorites, reminders, notification center, feed", (ctx) => {
  it("stars licenses and rejects unknown ones with Korean messages", async () => {
    const session = await registerAndLogin(ctx());
    const call = (method: string, path: string) => ctx().request(path, { method, headers: session.headers });

    const unknown = await call("PUT", "/v2/member/favorites/ZZZ99");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ result: false, error: "400", message: "존재하지 않는 자격증입니다: ZZZ99" });
    const malformed = await call("PUT", `/v2/member/favorites/${encodeURIComponent("13\u000020")}`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe("허용되지 않는 문자가 포함되어 있습니다.");
    expect((await ctx().request("/v2/member/favorites/1320", { method: "PUT" })).status).toBe(401);

    expect((await call("PUT", "/v2/member/favorites/1320")).status).toBe(200);
    expect((await call("PUT", "/v2/member/favorites/1320")).status).toBe(200);
    const list = await call("GET", "/v2/member/favorites");
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([
      { ld_id: "1320", jmfldnm: "정보처리기사", created_at: expect.any(String) },
    ]);

    // The calendar's favorite filter now covers starred licenses.
    const days = await ctx().request("/v2/license/license-schedule-days?start=2031-03-01&end=2031-03-31&type=favorite", {
      headers: session.headers,
    });
    expect(days.status).toBe(200);

    expect((await call("DELETE", "/v2/member/favorites/1320")).status).toBe(200);
    expect(((await (await call("GET", "/v2/member/favorites")).json()) as { data: unknown[] }).data).toEqual([]);
  });

  it("validates reminder offsets", async () => {
    const session = await registerAndLogin(ctx());
    const put = (json: unknown) => ctx().request("/v2/member/reminders", { method: "PUT", headers: session.headers, json });
    const defaults = await ctx().request("/v2/member/reminders", { headers: session.headers });
    expect(((await defaults.json()) as { data: unknown }).data).toEqual({
      offsets: [7, 3, 1, 0],
      personalSchedules: false,
      email: true,
      emailEnabled: false,
    });
    for (const [offsets, message] of [
      [[40], "알림 시점은 0(당일)부터 30일 전까지 선택할 수 있습니다."],
      [[-1], "알림 시점은 0(당일)부터 30일 전까지 선택할 수 있습니다."],
      [[1.5], "알림 시점은 정수(일 전)여야 합니다."],
      ["7", "offsets는 알림 시점(일 전) 목록이어야 합니다."],
      [[1, 2, 3, 4, 5, 6, 7], "알림 시점은 최대 6개까지 선택할 수 있습니다."],
    ] as const) {
      const res = await put({ offsets });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    const saved = await put({ offsets: [1, 3, 3], personalSchedules: true, email: false });
    expect(await saved.json()).toEqual({ result: true, data: { offsets: [3, 1], personalSchedules: true, email: false } });
  });

  it("plans reminders as rows, delivers each once, marks late ones and lets the member read them", async () => {
    const { services, request, database } = ctx();
    await insertTestRound(database.db, "test_reminders");
    const session = await registerAndLogin(ctx());
    const memberId = await memberIdOf(database.db, session.loginId);
    const headers = session.headers;
    await request("/v2/member/reminders", { method: "PUT", headers, json: { offsets: [3, 1] } });
    await request("/v2/member/favorites/1320", { method: "PUT", headers });
    // Starring planned reminders for the snapshot's real upcoming dates too; this test follows only its own round.
    await database.db.delete(reminders).where(and(eq(reminders.memberId, memberId), lt(reminders.eventOn, "2031-01-01")));

    // 09:05 in Seoul, three days before registration opens.
    await services.notifications.runReminders(new Date("2031-03-07T00:05:00Z"));
    await services.notifications.runReminders(new Date("2031-03-07T00:06:00Z"));
    const first = await request("/v2/member/notifications", { headers });
    const firstBody = (await first.json()) as { data: NotificationItem[]; unread: number };
    expect(firstBody.data.map((n) => n.title)).toEqual(["[D-3] 정보처리기사 필기 원서접수 시작"]);
    expect(firstBody.unread).toBe(1);
    expect(firstBody.data).toEqual([
      expect.objectContaining({ title: "[D-3] 정보처리기사 필기 원서접수 시작", late: false, read: false }),
    ]);
    const pending = await database.db.select({ key: reminders.key }).from(reminders).where(eq(reminders.memberId, memberId));
    // open D-3/D-1, close D-3/D-1, exam D-3/D-1 (the exam falls inside the 30-day planning window).
    expect(pending).toHaveLength(6);

    // The server was down from the 7th to the 12th (14:00 Seoul): three reminders go out late, once.
    await services.notifications.runReminders(new Date("2031-03-12T05:00:00Z"));
    await services.notifications.runReminders(new Date("2031-03-12T05:01:00Z"));
    const later = (await (await request("/v2/member/notifications", { headers })).json()) as {
      data: NotificationItem[];
      unread: number;
    };
    expect(later.unread).toBe(4);
    expect(later.data.map((n) => [n.title, n.late])).toEqual(
      expect.arrayContaining([
        ["[D-1] 정보처리기사 필기 원서접수 시작", true],
        ["[D-3] 정보처리기사 필기 원서접수 마감", true],
        ["[D-1] 정보처리기사 필기 원서접수 마감", true],
      ]),
    );
    expect(later.data).toHaveLength(4);

    const bad = await request("/v2/member/notifications/read", { method: "POST", headers, json: { ids: ["x"] } });
    expect(bad.status).toBe(400);
    const one = later.data.find((n) => n.title.startsWith("[D-3] 정보처리기사 필기 원서접수 시작"));
    const read = await request("/v2/member/notifications/read", { method: "POST", headers, json: { ids: [one?.id] } });
    expect(await read.json()).toEqual({ result: true, changed: 1 });
    const all = await request("/v2/member/notifications/read", { method: "POST", headers, json: { all: true } });
    expect(await all.json()).toEqual({ result: true, changed: 3 });
    expect(await services.notifications.unreadCount(memberId)).toBe(0);
  });

  it("dates a star by the services' clock, so a star made on a clock behind real time still gets its D-day reminder", async () => {
    const { services, request, database, clock } = ctx();
    // The e2e server's clock runs behind real time; a star stamped by the database's now() would
    // look made after the reminder was due, and the reminder would never be planned.
    const [round] = await database.db
      .insert(examRounds)
      .values({ licenseId: "1320", year: 2020, roundName: "정기 기사 1회", source: "test_reminders_clock" })
      .returning({ id: examRounds.id });
    if (!round) throw new Error("round not inserted");
    await database.db
      .insert(examPhases)
      .values({ roundId: round.id, stage: "written", kind: "registration", startsOn: "2020-03-10", endsOn: "2020-03-13" });
    clock.set(new Date("2020-03-01T00:00:00Z"));
    try {
      const session = await registerAndLogin(ctx());
      const memberId = await memberIdOf(database.db, session.loginId);
      await request("/v2/member/favorites/1320", { method: "PUT", headers: session.headers });
      await services.notifications.runReminders(new Date("2020-03-10T00:05:00Z"));
      const { data } = (await (await request("/v2/member/notifications", { headers: session.headers })).json()) as {
        data: NotificationItem[];
      };
      expect(data.map((n) => n.title)).toContain("[D-day] 정보처리기사 필기 원서접수 시작");
      expect(await services.notifications.unreadCount(memberId)).toBe(data.length);
    } finally {
      clock.reset();
    }
  });

  it("reminds of personal schedule entries only when the member asks for it", async () => {
    const { services, request, database } = ctx();
    const session = await registerAndLogin(ctx());
    const memberId = await memberIdOf(database.db, session.loginId);
    await database.db.insert(personalSchedules).values({ memberId, scheduledOn: "2031-05-20", content: "모의고사" });
    await services.notifications.runReminders(new Date("2031-05-19T00:05:00Z"));
    expect(await services.notifications.unreadCount(memberId)).toBe(0);

    await request("/v2/member/reminders", {
      method: "PUT",
      headers: session.headers,
      json: { offsets: [1, 0], personalSchedules: true },
    });
    await services.notifications.runReminders(new Date("2031-05-19T00:05:00Z"));
    const { data } = (await (await request("/v2/member/notifications", { headers: session.headers })).json()) as {
      data: NotificationItem[];
    };
    expect(data.map((n) => n.title)).toEqual(["[D-1] 내 일정: 모의고사"]);
  });

  it("serves a secret iCal feed that parses, lists the followed phases and can be regenerated", async () => {
    const { request, database } = ctx();
    await insertTestRound(database.db, "test_feed");
    const session = await registerAndLogin(ctx());
    const headers = session.headers;
    await request("/v2/member/favorites/1320", { method: "PUT", headers });
    const { data } = (await (await request("/v2/member/calendar-feed", { headers })).json()) as { data: { url: string } };
    const path = new URL(data.url).pathname;
    const feed = await request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Seoul");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const registration = events.find((e) => e.startDate.toString() === "2031-03-10");
    expect(registration?.summary).toBe("정보처리기사 필기 원서접수");
    expect(registration?.startDate.isDate).toBe(true);
    expect(registration?.endDate.toString()).toBe("2031-03-14");
    expect(registration?.uid).toMatch(/^phase-[0-9a-f]{20}@jagyeok-nachimban$/);
    // Stable UIDs: the same feed fetched again carries the same ids.
    const again = new ICAL.Component(ICAL.parse(await (await request(path)).text()));
    expect(again.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).uid)).toEqual(events.map((e) => e.uid));

    const renewed = await request("/v2/member/calendar-feed", { method: "POST", headers });
    const newPath = new URL(((await renewed.json()) as { data: { url: string } }).data.url).pathname;
    expect(newPath).not.toBe(path);
    expect((await request(path)).status).toBe(404);
    expect((await request(newPath)).status).toBe(200);
  });
});
