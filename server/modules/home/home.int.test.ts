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

  it("has no windows left in late November 2026: the snapshot ends before the 2027 schedule", async () => {
    const { registrations } = await ctx().services.home.homeData("2026-11-23");
    expect(registrations).toEqual([]);
  });
});
