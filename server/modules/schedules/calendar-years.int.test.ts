import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { loader as calendarLoader } from "../../../app/routes/jnLics/licenseSchedule";
import { examRounds, licenses } from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";

/** The calendar's years with rounds, read from the data (issue 53, 13): a year without any is "not announced". */
describeWithDatabases("calendar: years the schedules cover", (ctx) => {
  const load = async (c: TestContext, query: string) =>
    (await calendarLoader({
      request: new Request(`http://localhost/jnLics/licenseSchedule?${query}`),
      context: routeContext(c.services),
      params: {},
    } as never)) as { scheduledYears: number[]; month: { year: number; month: number } };

  let years: number[] = [];
  beforeAll(async () => {
    const rows = await ctx().database.db.selectDistinct({ year: examRounds.year }).from(examRounds);
    years = rows.map((r) => r.year).sort((a, b) => a - b);
  });

  it("sends the years that have rounds, so a month after the latest says its year is not announced", async () => {
    const latest = years.at(-1) as number;
    expect(latest).toBeGreaterThan(2000);
    const next = latest + 1;
    const page = await load(ctx(), `month=${next}-01`);
    expect(page.month).toEqual({ year: next, month: 1 });
    expect(page.scheduledYears).toEqual(years);
    expect(page.scheduledYears).not.toContain(next);
  });

  it("counts a year as soon as one round of it is imported", async () => {
    const next = (years.at(-1) as number) + 1;
    const [license] = await ctx().database.db.select({ id: licenses.id }).from(licenses).limit(1);
    const [round] = await ctx()
      .database.db.insert(examRounds)
      .values({ licenseId: license?.id as string, year: next, roundName: "제1회", description: `${next}년 시험`, source: "test" })
      .returning({ id: examRounds.id });
    try {
      expect((await load(ctx(), `month=${next}-01`)).scheduledYears).toContain(next);
    } finally {
      await ctx()
        .database.db.delete(examRounds)
        .where(eq(examRounds.id, round?.id as number));
    }
  });
});
