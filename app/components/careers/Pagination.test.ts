import { describe, expect, it } from "vitest";
import { pageHref, pageWindow } from "./Pagination";

describe("pageWindow", () => {
  it("shows blocks of visible pages that contain the current page", () => {
    expect(pageWindow(1, 30, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(12, 30, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(7, 8, 5)).toEqual([6, 7, 8]);
    expect(pageWindow(1, 1, 5)).toEqual([1]);
  });

  it("keeps the other query parameters in page links", () => {
    expect(pageHref("/jnJob/jobDic", new URLSearchParams("keco=1&page=3"), 4)).toBe("/jnJob/jobDic?keco=1&page=4");
  });
});
