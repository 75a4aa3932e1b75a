import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("shows blocks of visible pages", () => {
    expect(pageWindow(1, 95, 10, 5)).toMatchObject({ pages: [1, 2, 3, 4, 5], previousBlock: null, nextBlock: 6, totalPages: 10 });
    expect(pageWindow(7, 95, 10, 5)).toMatchObject({ pages: [6, 7, 8, 9, 10], previousBlock: 5, nextBlock: null });
  });

  it("has one page for an empty list and clamps the current page", () => {
    expect(pageWindow(1, 0, 10, 10)).toMatchObject({ pages: [1], totalPages: 1, current: 1 });
    expect(pageWindow(40, 25, 10, 10).current).toBe(3);
  });
});
