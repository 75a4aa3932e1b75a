import { describe, expect, it } from "vitest";
import { dueAt, isLate, offsetLabel, type PhaseRow, phaseEvents, phaseReminderText } from "./rules";

const phase: PhaseRow = {
  licenseId: "1320",
  licenseName: "정보처리기사",
  year: 2026,
  roundName: "정기 기사 1회",
  source: "qnet",
  stage: "written",
  kind: "registration",
  startsOn: "2026-01-12",
  endsOn: "2026-01-15",
  qualificationTypeName: "국가기술자격",
  gradeName: "기사",
};

describe("reminder rules", () => {
  it("turns a registration phase into an opening and a closing moment with stable keys", () => {
    const events = phaseEvents(phase);
    expect(events.map((e) => [e.moment, e.on])).toEqual([
      ["registration_open", "2026-01-12"],
      ["registration_close", "2026-01-15"],
    ]);
    expect(phaseEvents({ ...phase })[0]?.key).toBe(events[0]?.key);
    expect(phaseEvents({ ...phase, roundName: "정기 기사 2회" })[0]?.key).not.toBe(events[0]?.key);
    expect(phaseEvents({ ...phase, kind: "document_submission" })).toEqual([]);
  });

  it("schedules reminders at 09:00 Seoul time, offset days before", () => {
    expect(dueAt("2026-01-15", 3).toISOString()).toBe("2026-01-12T00:00:00.000Z");
    expect(dueAt("2026-03-01", 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });

  it("labels offsets and texts in Korean", () => {
    expect(offsetLabel(0)).toBe("D-day");
    expect(offsetLabel(7)).toBe("D-7");
    const [, close] = phaseEvents(phase);
    if (!close) throw new Error("no close event");
    expect(phaseReminderText(close, 3)).toEqual({
      title: "[D-3] 정보처리기사 필기 원서접수 마감",
      body: "2026.01.15 (3일 후) 2026년 정기 기사 1회 정보처리기사 필기 원서접수 마감 일정입니다.",
    });
  });

  it("names a 국가전문자격 stage 1차/2차/3차, as the license page and the calendar do", () => {
    const interview: PhaseRow = {
      licenseId: "9500",
      licenseName: "공인노무사",
      year: 2026,
      roundName: "제35회",
      source: "qnet_item_rounds_2026_getJMList",
      stage: "interview",
      kind: "exam",
      startsOn: "2026-11-27",
      endsOn: null,
      qualificationTypeName: "국가전문자격",
      gradeName: "공인노무사",
    };
    const [exam] = phaseEvents(interview);
    if (!exam) throw new Error("no exam event");
    expect(phaseReminderText(exam, 1).title).toBe("[D-1] 공인노무사 3차 시험");
  });

  it("marks deliveries more than 30 minutes after the due time as late", () => {
    const due = new Date("2026-01-12T00:00:00Z");
    expect(isLate(due, new Date("2026-01-12T00:29:00Z"))).toBe(false);
    expect(isLate(due, new Date("2026-01-12T03:00:00Z"))).toBe(true);
  });
});
