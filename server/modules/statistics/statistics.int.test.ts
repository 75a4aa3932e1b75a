import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";

describeWithDatabases("statistics for /jnData/licenseData", (ctx) => {
  it("sums practical pass rates per grade and ranks licenses by written applicants", async () => {
    const { statistics } = ctx().services;
    const trends = await statistics.gradeTrends();
    expect(trends.grades.map((g) => g.grade)).toEqual(["기능사", "산업기사", "기사", "기능장", "기술사"]);
    const gisa = trends.grades.find((g) => g.grade === "기사");
    expect(gisa?.years.length).toBeGreaterThanOrEqual(5);
    for (const y of gisa?.years ?? []) {
      expect(y.passRate).toBeCloseTo((y.passers / y.applicants) * 100, 0);
      expect(y.passRate).toBeGreaterThan(0);
      expect(y.passRate).toBeLessThan(100);
    }
    expect(trends.sources).toContain("Q-Net");

    const applicants = await statistics.applicants(10);
    expect(applicants.year).toBeGreaterThanOrEqual(2023);
    expect(applicants.top).toHaveLength(10);
    const counts = applicants.top.map((t) => t.applicants);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(applicants.top.map((t) => t.name)).toContain("정보처리기사");
    // Risers are ranked only from a base of 1,000 applicants the year before.
    expect(applicants.rising.length).toBeGreaterThan(0);
    for (const r of applicants.rising) expect(r.previous).toBeGreaterThanOrEqual(1000);
  });
});
