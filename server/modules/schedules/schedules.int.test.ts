import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";

type Item = { start: string; ld_id: string; jmfldnm: string; description: string; favorite: boolean };
type ScheduleData = { data: Record<"examRegStart" | "examRegEnd" | "examStart" | "examEnd" | "passStart", Item[]> };

describeWithDatabases("license schedule API", (ctx) => {
  const schedule = (json: unknown, headers?: Record<string, string>) =>
    ctx().request("/v1/jnLics/licenseSchedule.php", { method: "POST", json, headers });

  it("returns the 2026 rounds of a date range grouped by kind", async () => {
    const res = await schedule({ start: "2026-01-01", end: "2026-01-31", type: ["examReg", "exam", "pass"] });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as ScheduleData;
    expect(Object.keys(data).sort()).toEqual(["examEnd", "examRegEnd", "examRegStart", "examStart", "passStart"]);
    const reg = data.examRegStart.find((e) => e.ld_id === "1320");
    expect(reg).toMatchObject({ start: "2026-01-12", jmfldnm: "정보처리기사", favorite: false });
    expect(reg?.description).toContain("2026");
    for (const items of Object.values(data)) {
      for (const item of items) expect(item.start >= "2026-01-01" && item.start <= "2026-01-31").toBe(true);
    }
  });

  it("filters by type and narrows by license search", async () => {
    const { data } = (await (
      await schedule({ start: "2026-01-01", end: "2026-03-31", type: "pass", search: "정보처리기사" })
    ).json()) as ScheduleData;
    expect(data.examRegStart).toEqual([]);
    expect(data.examStart).toEqual([]);
    expect(data.passStart.length).toBeGreaterThan(0);
    expect(data.passStart.every((e) => e.jmfldnm.includes("정보처리기사"))).toBe(true);
    expect(data.passStart.some((e) => e.ld_id === "1320" && e.start === "2026-03-11")).toBe(true);
  });

  it("accepts a comma-separated form field for the type list", async () => {
    const res = await ctx().request("/v1/jnLics/licenseSchedule.php", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "start=2026-01-01&end=2026-01-31&type=examReg,exam",
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as ScheduleData;
    expect(data.passStart).toEqual([]);
    expect(data.examRegStart.length).toBeGreaterThan(0);
  });

  it("gives visitors no favorites", async () => {
    const { data } = (await (
      await schedule({ start: "2026-01-01", end: "2026-01-31", type: ["favorite"] })
    ).json()) as ScheduleData;
    expect(Object.values(data).flat()).toEqual([]);
    const badToken = await schedule(
      { start: "2026-01-01", end: "2026-01-31", type: ["favorite"] },
      { "x-access-token": "garbage" },
    );
    expect(badToken.status).toBe(200);
  });

  it("rejects bad ranges and unknown types with 400", async () => {
    const cases = [
      { start: "2026-02-01", end: "2026-01-01" },
      { start: "2026-01-01", end: "2026-06-01" },
      { start: "2026-02-30", end: "2026-03-01" },
      { start: "20260101", end: "2026-01-31" },
      { end: "2026-01-31" },
      { start: "2026-01-01", end: "2026-01-31", type: ["examReg", "holiday"] },
      { start: "2026-01-01", end: "2026-01-31", search: "가".repeat(51) },
    ];
    for (const body of cases) {
      const res = await schedule(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, error: "400" });
    }
    expect((await schedule({ start: "2026-01-01", end: "2026-04-11" })).status).toBe(200);
  });

  it("license-schedule-days counts the same events per day", async () => {
    const range = { start: "2026-07-01", end: "2026-07-31", type: ["examReg", "exam", "pass"] };
    const { data: full } = (await (await schedule(range)).json()) as ScheduleData;
    const res = await ctx().request("/v2/license/license-schedule-days?start=2026-07-01&end=2026-07-31&type=examReg,exam,pass");
    expect(res.status).toBe(200);
    const { data: days } = (await res.json()) as { data: Record<string, { examReg: number; exam: number; pass: number }> };
    const regOn20 =
      full.examRegStart.filter((e) => e.start === "2026-07-20").length +
      full.examRegEnd.filter((e) => e.start === "2026-07-20").length;
    expect(days["2026-07-20"]?.examReg).toBe(regOn20);
    expect(regOn20).toBeGreaterThan(0);
    const total = Object.values(days).reduce((n, d) => n + d.examReg + d.exam + d.pass, 0);
    expect(total).toBe(Object.values(full).flat().length);
    expect((await ctx().request("/v2/license/license-schedule-days?start=2026-07-01&end=2026-12-31")).status).toBe(400);
    expect((await ctx().request("/v2/license/license-schedule-days?start=2026-07-01&end=2026-07-31&type=bogus")).status).toBe(
      400,
    );
  });
});

describeWithDatabases("상시 기능사 rounds", (ctx) => {
  it("lists the 상시 기능사 registration windows still open or ahead, from the snapshot", async () => {
    const { schedules } = ctx().services;
    // 2026-11-23: 제23회 실기 접수 (11.12–11.13) is over; 제24회 실기 접수 (11.26–11.27) is the next one.
    expect(await schedules.continuousWindows("2026-11-23", 3)).toEqual([
      { year: 2026, roundName: "제24회", stage: "practical", startsOn: "2026-11-26", endsOn: "2026-11-27", asOf: "2026-08-21" },
    ]);
    const july = await schedules.continuousWindows("2026-07-14", 3);
    expect(july.map((w) => `${w.roundName} ${w.stage} ${w.startsOn}`)).toEqual([
      "제22회 written 2026-07-14",
      "제23회 written 2026-07-21",
      "제15회 practical 2026-07-23",
    ]);
  });
});
