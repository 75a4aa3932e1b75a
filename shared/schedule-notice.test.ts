import { describe, expect, it } from "vitest";
import { noUpcomingRegistrationNotice } from "./schedule-notice";

describe("noUpcomingRegistrationNotice", () => {
  it("says in late November that next year's schedule is announced in December", () => {
    expect(noUpcomingRegistrationNotice("2026-11-23")).toBe(
      "예정된 원서접수 일정이 없습니다. 2027년 시험일정은 보통 2026년 12월에 Q-Net에서 공고되며, 공고되면 이곳에 표시됩니다.",
    );
    expect(noUpcomingRegistrationNotice("2026-05-02")).toContain("2026년 시험일정은 보통 전년도 12월");
    expect(noUpcomingRegistrationNotice("2026-11-23", true)).toBe(
      "종목별로 공고된 원서접수 일정이 남아 있지 않습니다. 2027년 시험일정은 보통 2026년 12월에 Q-Net에서 공고되며, 공고되면 이곳에 표시됩니다.",
    );
  });
});
