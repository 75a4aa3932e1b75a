import { describe, expect, it } from "vitest";
import { pageHref, pageWindow } from "./paging";

describe("pageWindow", () => {
  it("shows blocks of visible pages that contain the current page", () => {
    expect(pageWindow(1, 300, 10, 10).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(12, 300, 10, 10).pages).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(7, 8, 1, 5).pages).toEqual([6, 7, 8]);
    expect(pageWindow(1, 1, 1, 5).pages).toEqual([1]);
    expect(pageWindow(1, 95, 10, 5)).toMatchObject({ pages: [1, 2, 3, 4, 5], previousBlock: null, nextBlock: 6, totalPages: 10 });
    expect(pageWindow(7, 95, 10, 5)).toMatchObject({ pages: [6, 7, 8, 9, 10], previousBlock: 5, nextBlock: null });
  });

  it("has one page for an empty list and clamps the current page", () => {
    expect(pageWindow(1, 0, 10, 10)).toMatchObject({ pages: [1], totalPages: 1, current: 1 });
    expect(pageWindow(40, 25, 10, 10).current).toBe(3);
  });

  it("keeps the other query parameters in page links", () => {
    expect(pageHref("/jnJob/jobDic", new URLSearchParams("keco=1&page=3"), 4)).toBe("/jnJob/jobDic?keco=1&page=4");
  });
});
