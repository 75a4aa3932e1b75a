import { parse } from "graphql";
import { getComplexity } from "graphql-query-complexity";
import { describe, expect, it } from "vitest";
import { listAwareEstimator, MAX_COST } from "./cost";
import { schema } from "./schema";

const cost = (query: string, variables: Record<string, unknown> = {}) =>
  getComplexity({ schema, query: parse(query), variables, estimators: [listAwareEstimator] });

describe("the GraphQL cost model", () => {
  it("counts every field once and multiplies a page's selection by its pageSize", () => {
    expect(cost('{ license(id: "1320") { id name } }')).toBe(3);
    expect(cost("{ licenses(pageSize: 50) { totalItems items { id name } } }")).toBe(1 + 50 * (1 + 1 + 2));
    // The schema's default page size, and a size given as a variable.
    expect(cost("{ licenses { items { id } } }")).toBe(1 + 10 * 2);
    expect(cost("query ($n: Int) { majors(pageSize: $n) { items { id } } }", { n: 40 })).toBe(1 + 40 * 2);
  });

  it("multiplies unpaged lists by their declared maximum and a major's licenses by `first`", () => {
    expect(cost('{ license(id: "1320") { relatedLicenses { name } } }')).toBe(1 + (1 + 10 * 1));
    expect(cost("{ major(id: 1) { licenses(first: 3) { name } } }")).toBe(1 + (1 + 3 * 1));
  });

  it("prices the reported fan-out far over the limit and a license page's worth under it", () => {
    const fanOut = "{majors(pageSize:50){items{licenses{relatedLicenses{license{name}}}}}}";
    expect(cost(fanOut)).toBeGreaterThan(MAX_COST * 5);
    const licensePage = `{ license(id: "1320") {
      id name qualificationType grade jobField issuer examMethod passCriteria feeWritten feePractical feesAsOf url source
      schedules(year: 2026) { year roundName description asOf phases { stage kind startsOn endsOn } }
      statistics { year source written { applicants passers passRate } practical { applicants passers passRate } }
      relatedLicenses { id name percent }
    } }`;
    expect(cost(licensePage)).toBeLessThan(MAX_COST);
  });
});
