import { describe, expect, it } from "vitest";
import { ageStatistics, genderChartMax, genderStatistics } from "./demographics";

const gender = (year: number, male: number, female: number) => [
  { year, label: "남", count: male },
  { year, label: "여", count: female },
];

describe("genderStatistics", () => {
  it("keeps only years with exactly two entries and adds a 합계 row", () => {
    const rows = [...gender(2021, 30, 20), { year: 2022, label: "남", count: 5 }, ...gender(2023, 1, 2)];
    rows.push({ year: 2023, label: "미상", count: 1 });
    expect(genderStatistics(rows)).toEqual([
      {
        year: 2021,
        entries: [
          { label: "남", count: 30 },
          { label: "여", count: 20 },
          { label: "합계", count: 50 },
        ],
      },
    ]);
  });

  it("keeps at most the last four years, in year order", () => {
    const rows = [2024, 2019, 2020, 2021, 2022, 2023].flatMap((y) => gender(y, y - 2000, 1));
    expect(genderStatistics(rows).map((y) => y.year)).toEqual([2021, 2022, 2023, 2024]);
  });

  it("is empty without rows", () => {
    expect(genderStatistics([])).toEqual([]);
  });
});

describe("genderChartMax", () => {
  it("rounds the largest total up to a multiple of 100", () => {
    expect(genderChartMax(genderStatistics([...gender(2022, 120, 31), ...gender(2023, 50, 50)]))).toBe(200);
    expect(genderChartMax(genderStatistics(gender(2022, 150, 150)))).toBe(300);
  });

  it("is at least 100", () => {
    expect(genderChartMax(genderStatistics(gender(2022, 3, 4)))).toBe(100);
    expect(genderChartMax([])).toBe(100);
  });
});

describe("ageStatistics", () => {
  const bands = (year: number, skip?: string) =>
    ["10대", "20대", "30대", "40대", "50대"].filter((b) => b !== skip).map((label, i) => ({ year, label, count: i + 1 }));

  it("keeps only years with all five bands, in band order", () => {
    const rows = [...bands(2022).reverse(), ...bands(2023, "50대")];
    const result = ageStatistics(rows);
    expect(result).toHaveLength(1);
    expect(result[0]?.year).toBe(2022);
    expect(result[0]?.entries.map((e) => e.label)).toEqual(["10대", "20대", "30대", "40대", "50대"]);
  });

  it("keeps at most the last four years", () => {
    const rows = [2018, 2019, 2020, 2021, 2022].flatMap((y) => bands(y));
    expect(ageStatistics(rows).map((y) => y.year)).toEqual([2019, 2020, 2021, 2022]);
  });
});
