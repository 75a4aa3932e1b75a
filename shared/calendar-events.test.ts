import { describe, expect, it } from "vitest";
import { type CalendarEvent, countByDay, eventsByLicense, groupOfKind } from "./calendar-events";

const event = (
  date: string,
  licenseId: string,
  licenseName: string,
  kind: CalendarEvent["kind"] = "examStart",
): CalendarEvent => ({
  date,
  kind,
  licenseId,
  licenseName,
  description: "2026년 정기 기사 4회 필기",
});

describe("eventsByLicense", () => {
  const events = [
    event("2026-12-01", "2", "전기기사"),
    event("2026-11-30", "1", "정보처리기사", "examRegEnd"),
    event("2026-11-29", "1", "정보처리기사", "examRegStart"),
    event("2026-12-05", "3", "건축기사"),
  ];

  it("keeps the selected range and groups by license in date order", () => {
    const groups = eventsByLicense(events, { start: "2026-11-29", end: "2026-12-01" });
    expect(groups.map((g) => g.licenseName)).toEqual(["정보처리기사", "전기기사"]);
    expect(groups[0]?.events.map((e) => e.kind)).toEqual(["examRegStart", "examRegEnd"]);
  });

  it("puts favorites first and is empty without a selection", () => {
    const groups = eventsByLicense(events, { start: "2026-11-01", end: "2026-12-31" }, new Set(["3"]));
    expect(groups[0]).toMatchObject({ licenseName: "건축기사", favorite: true });
    expect(eventsByLicense(events, null)).toEqual([]);
  });

  it("maps kinds to the three filter groups", () => {
    expect(groupOfKind("examRegEnd")).toBe("examReg");
    expect(groupOfKind("examEnd")).toBe("exam");
    expect(groupOfKind("passStart")).toBe("pass");
  });
});

describe("countByDay", () => {
  it("counts each group per day and flags favorites", () => {
    const days = countByDay(
      [
        event("2026-07-20", "1", "정보처리기사", "examRegStart"),
        event("2026-07-20", "2", "전기기사", "examStart"),
        event("2026-07-20", "3", "건축기사", "examRegEnd"),
      ],
      new Set(["2"]),
    );
    expect(days).toEqual({ "2026-07-20": { examReg: 2, exam: 1, pass: 0, favorite: true } });
  });
});
