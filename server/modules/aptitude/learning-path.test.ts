import { describe, expect, it } from "vitest";
import { learningStage, startStage } from "./learning-path";

describe("learning path", () => {
  it("maps Q-Net grades to stages and leaves other grades out", () => {
    expect(["기능사", "산업기사", "기사", "기술사", "공인", null].map(learningStage)).toEqual([0, 1, 2, 3, null, null]);
  });

  it("starts at the self-rated level, moved by the quiz", () => {
    expect(startStage(0, 2, 5)).toBe(0);
    expect(startStage(0, 4, 5)).toBe(1);
    expect(startStage(1, 1, 5)).toBe(0);
    expect(startStage(2, 5, 5)).toBe(2);
    expect(startStage(0, 0, 5)).toBe(0);
  });
});
