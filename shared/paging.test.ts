import { describe, expect, it } from "vitest";
import { z } from "zod";
import { containsPattern } from "./like";
import { careerPaging, pageCount, pageParam, pageSizeParam, visiblePagesFor } from "./paging";

describe("page sizes by device", () => {
  it("shows 12 career cards and 10 page links on desktop", () => {
    expect(careerPaging("desktop")).toEqual({ pageSize: 12, visiblePages: 10 });
    expect(visiblePagesFor("desktop")).toBe(10);
  });

  it("shows 6 career cards and 5 page links on tablets and phones", () => {
    expect(careerPaging("mobile")).toEqual({ pageSize: 6, visiblePages: 5 });
    expect(careerPaging("tablet")).toEqual({ pageSize: 6, visiblePages: 5 });
    expect(visiblePagesFor("mobile")).toBe(5);
  });
});

describe("paging parameters", () => {
  const schema = z.object({ page: pageParam, pageSize: pageSizeParam(10) });

  it("defaults absent or empty values", () => {
    expect(schema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(schema.parse({ page: "", pageSize: "" })).toEqual({ page: 1, pageSize: 10 });
    expect(schema.parse({ page: "3", pageSize: "100" })).toEqual({ page: 3, pageSize: 100 });
  });

  it.each([{ page: "0" }, { page: "-1" }, { page: "1.5" }, { page: "abc" }, { pageSize: "0" }, { pageSize: "101" }])(
    "rejects %o",
    (input) => {
      expect(schema.safeParse(input).success).toBe(false);
    },
  );

  it("counts pages and escapes LIKE wildcards", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(containsPattern("10%_a")).toBe("%10\\%\\_a%");
  });
});
