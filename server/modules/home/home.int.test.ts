import { expect, it } from "vitest";
import { stageName } from "../../../shared/exam-stages";
import { describeWithDatabases } from "../../test/databases";

describeWithDatabases("home data", (ctx) => {
  it("lists the next known application windows with what names their stages", async () => {
    const { registrations } = await ctx().services.home.homeData("2026-08-02");
    const broker = registrations.filter((r) => r.licenseName === "공인중개사");
    expect(broker.map((r) => `${r.roundName} ${stageName(r.stage, r)}`).sort()).toEqual(["제37회 1차", "제37회 2차"]);
    for (const r of registrations) expect((r.endsOn ?? r.startsOn) >= "2026-08-02").toBe(true);
  });

  it("in December 2026, without windows, lists the month's 합격자 발표 days from today (기사 제3회 실기 2026.12.11)", async () => {
    const { registrations, results } = await ctx().services.home.homeData("2026-12-07");
    expect(registrations).toEqual([]);
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.kind).toBe("result");
      expect(r.startsOn >= "2026-12-07" && r.startsOn <= "2026-12-31").toBe(true);
    }
    expect(results.map((r) => `${r.startsOn} ${r.year}년 ${r.roundName} ${stageName(r.stage, r)}`)).toContain(
      "2026-12-11 2026년 제3회 실기",
    );
  });

  it("has no windows left in late November 2026: the snapshot ends before the 2027 schedule", async () => {
    const { registrations } = await ctx().services.home.homeData("2026-11-23");
    expect(registrations).toEqual([]);
  });
});
