import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, expect, it } from "vitest";
import { loader as roadmapLoader } from "../../../app/routes/jnRcmd/roadmap";
import { GOAL_CONTROL_CHARACTERS_MESSAGE } from "../../../shared/roadmap-schemas";
import { createApp } from "../../app";
import { licenses } from "../../db/schema";
import { createLogger } from "../../logger";
import { describeWithDatabases, routeContext } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";

/** GET /v2/roadmap.ics on the real snapshot: the public origin, RFC 5545 line ends and refused goals (issues 53, 57). */
describeWithDatabases("roadmap iCal API", (ctx) => {
  let engineer = "";

  beforeAll(async () => {
    ctx().clock.set(new Date(SNAPSHOT_NOW));
    const [row] = await ctx()
      .database.db.select({ id: licenses.id })
      .from(licenses)
      .where(eq(licenses.name, "전기기사"))
      .limit(1);
    engineer = row?.id ?? "";
  });

  const query = () => `goal=${engineer}&edu=university&eduStatus=expected&eduMonth=2027-02`;

  it("builds every event URL from PUBLIC_ORIGIN, whatever Host and X-Forwarded-* the request sends", async () => {
    const res = await ctx().request(`/v2/roadmap.ics?${query()}`, {
      headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("evil.example");
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThan(0);
    for (const e of events)
      expect(e.getFirstPropertyValue("url")).toMatch(/^http:\/\/localhost\/jnLics\/licenseInfo\?ld_id=\d+$/);
  });

  it("ends every line, END:VCALENDAR included, with CRLF", async () => {
    const text = await (await ctx().request(`/v2/roadmap.ics?${query()}`)).text();
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("gives UIDs without the estimate's label, so an announced date replaces the estimated event", async () => {
    const text = await (await ctx().request(`/v2/roadmap.ics?${query()}`)).text();
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    // Without a related major the 기사 is reached through a 기능사 of its field, whose estimated sittings are the events.
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((e) => e.summary)).toContain("(예상) 전기기능사 필기 원서접수");
    // goal, license, year, stage, event: nothing a newly announced date changes.
    const uid = new RegExp(`^roadmap-${engineer}-\\d+-\\d{4}-(written|practical)-(registration|exam)(-\\d)?@jagyeok-nachimban$`);
    for (const e of events) expect(e.uid).toMatch(uid);
  });

  it.each([
    ["a CR LF inside a duty", "duty:전기안전%0D%0A관리자"],
    ["a LF inside a duty", "duty:전기안전%0A관리자"],
    ["a trailing CR LF after a license id", "1150%0D%0A"],
    ["a tab inside a duty", "duty:전기%09안전관리자"],
  ])("refuses %s with a 400 in the API's Korean error shape, logged at warning", async (_case, goal) => {
    const lines: string[] = [];
    const logger = createLogger("warn", new Writable({ write: (chunk, _e, done) => done(void lines.push(String(chunk))) }));
    const app = createApp({
      services: ctx().services,
      logger,
      mode: "production",
      getBuild: () => Promise.reject(new Error("no React Router build in API tests")),
    });
    for (const path of ["/v2/roadmap", "/v2/roadmap.ics"]) {
      const res = await app.request(`${path}?goal=${goal}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        result: false,
        error: "400",
        message: GOAL_CONTROL_CHARACTERS_MESSAGE,
        fields: { goal: GOAL_CONTROL_CHARACTERS_MESSAGE },
      });
    }
    const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string; path?: string });
    expect(warnings.filter((w) => w.level === 40 && w.msg === GOAL_CONTROL_CHARACTERS_MESSAGE).map((w) => w.path)).toEqual([
      "/v2/roadmap",
      "/v2/roadmap.ics",
    ]);
  });

  it("the page's form answers a goal with a line break with the Korean validation message, no plan", async () => {
    const goal = encodeURIComponent("전기안전\r\n관리자가 되려면");
    const body = (await roadmapLoader({
      request: new Request(`http://localhost/jnRcmd/roadmap?goal=${goal}`),
      context: routeContext(ctx().services),
      params: {},
    } as never)) as { plan: unknown; error: string; fields: Record<string, string> };
    expect(body.plan).toBeNull();
    expect(body.error).toBe("입력 값을 확인해주세요.");
    expect(body.fields.goal).toBe(GOAL_CONTROL_CHARACTERS_MESSAGE);
  });
});
