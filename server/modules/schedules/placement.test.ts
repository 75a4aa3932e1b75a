import { describe, expect, it } from "vitest";
import { continuousRoundsOf, itemRoundPhases, itemSchedule, type PlacedPhase, practicalOnly, splitWindows } from "./placement";
import { type ExamRound, nextPhase } from "./service.server";

const phase = (stage: PlacedPhase["stage"], kind: PlacedPhase["kind"], startsOn: string, endsOn: string | null = null) => ({
  stage,
  kind,
  startsOn,
  endsOn,
});

describe("an item's stages follow its 검정방법", () => {
  it("reads a method without 필기 as 실기 only, and an unknown method as unknown", () => {
    expect(practicalOnly("작업형(5시간 정도, 100점)")).toBe(true);
    expect(practicalOnly("실기 : 작업형(3시간 30분 정도)")).toBe(true);
    expect(practicalOnly("필기 : 객관식 4지 택일형 60문항(60분)- 실기 : 작업형")).toBe(false);
    expect(practicalOnly(null)).toBe(false);
    expect(practicalOnly("  ")).toBe(false);
  });

  it("drops the series' 필기 phases from a 실기-only item's round", () => {
    const series = [
      phase("written", "registration", "2026-08-24", "2026-08-27"),
      phase("practical", "exam", "2026-11-14", "2026-12-02"),
    ];
    const own = [phase("practical", "registration", "2026-10-12", "2026-10-15")];
    expect(itemRoundPhases(own, series, { practicalOnly: true }).map((p) => p.stage)).toEqual(["practical", "practical"]);
    expect(itemRoundPhases(own, series, { practicalOnly: false }).map((p) => p.stage)).toContain("written");
  });
});

describe("split registration windows", () => {
  const series = [
    phase("practical", "registration", "2026-09-21", "2026-09-23"),
    phase("practical", "registration", "2026-09-28", "2026-09-28"),
  ];

  it("shows an item's span as the series' windows where it runs from the first to the last", () => {
    expect(splitWindows(phase("practical", "registration", "2026-09-21", "2026-09-28"), series)).toEqual(series);
  });

  it("never invents a split the source does not state", () => {
    const other = phase("practical", "registration", "2026-09-21", "2026-09-30");
    expect(splitWindows(other, series)).toEqual([other]);
    const single = [phase("practical", "registration", "2026-09-21", "2026-09-28")];
    expect(splitWindows(phase("practical", "registration", "2026-09-21", "2026-09-28"), single)).toHaveLength(1);
  });

  it("fills the round with the series' phases it lacks, 기사 items taking the later final result", () => {
    const result = itemRoundPhases(
      [phase("practical", "registration", "2026-09-21", "2026-09-28")],
      [...series, phase("practical", "result", "2026-12-11")],
      { practicalOnly: false, laterFinal: "2026-12-18" },
    );
    expect(result.map((p) => [p.kind, p.startsOn, p.endsOn])).toEqual([
      ["registration", "2026-09-21", "2026-09-23"],
      ["registration", "2026-09-28", "2026-09-28"],
      ["result", "2026-12-18", null],
    ]);
  });
});

describe("what is known about an item's rounds", () => {
  const item = { qualificationType: "T", gradeName: "기능사", feeWritten: 14500, feePractical: 20000, feeText: null };
  const stats = [{ year: 2023, written: { applicants: 1200 }, practical: { applicants: 800 } }];

  it("treats rounds numbered beyond the four 정기 rounds of 2023 as 상시 rounds", () => {
    const rounds = [
      { year: 2023, roundName: "제24회" },
      { year: 2023, roundName: "제25회" },
    ];
    expect(continuousRoundsOf("기능사", rounds)).toEqual(["제24회", "제25회"]);
    expect(continuousRoundsOf("기능사", [{ year: 2023, roundName: "제4회" }])).toEqual([]);
    expect(itemSchedule(item, rounds, stats, 2026)).toEqual({ status: "continuous", historyRounds: ["제24회", "제25회"] });
  });

  it("gives the series and the 2023 rounds, not a 2026 round, where no item row places the item", () => {
    const rounds = [
      { year: 2023, roundName: "제1회" },
      { year: 2023, roundName: "제2회" },
    ];
    expect(itemSchedule(item, rounds, stats, 2026)).toEqual({
      status: "unplaced",
      series: "기능사",
      historyRounds: ["제1회", "제2회"],
    });
    expect(itemSchedule(item, [...rounds, { year: 2026, roundName: "제4회" }], stats, 2026)).toEqual({ status: "placed" });
  });

  it("says a grade no longer runs where no fee is published and nobody sat it", () => {
    const none = { ...item, feeWritten: null, feePractical: null };
    const zero = [2021, 2022, 2023].map((year) => ({ year, written: { applicants: 0 }, practical: { applicants: 0 } }));
    expect(itemSchedule(none, [], zero, 2026)).toEqual({ status: "notRunning", fromYear: 2021, toYear: 2023 });
    expect(itemSchedule(item, [], zero, 2026).status).toBe("unplaced");
  });

  it("leaves licenses outside the Q-Net series alone", () => {
    expect(itemSchedule({ ...item, qualificationType: "S", gradeName: "공인노무사" }, [], [], 2026)).toEqual({
      status: "placed",
    });
  });
});

describe("다음 일정", () => {
  const round = (phases: ExamRound["phases"]): ExamRound => ({
    id: 1,
    year: 2026,
    roundName: "제25회",
    description: "2026년 청소년상담사 제25회",
    asOf: null,
    fromApi: false,
    phases,
  });

  it("counts a range from its start, not its end", () => {
    const rounds = [round([phase("practical", "exam", "2026-11-30", "2026-12-05"), phase("written", "result", "2026-12-03")])];
    expect(nextPhase(rounds, "2026-11-27")).toMatchObject({ startsOn: "2026-11-30", endsOn: "2026-12-05", running: false });
  });

  it("names a phase running today before the next to start", () => {
    const rounds = [
      round([phase("practical", "registration", "2026-11-20", "2026-12-10"), phase("written", "exam", "2026-11-28")]),
    ];
    expect(nextPhase(rounds, "2026-11-27")).toMatchObject({ kind: "registration", running: true });
  });

  it("names every window of a split 원서접수 and counts from the window not yet ended (issue 38)", () => {
    // 기술사 제140회 면접 원서접수: ① 08.31 ~ 09.03, ② 10.12 ~ 10.15.
    const rounds = [
      round([
        phase("interview", "registration", "2026-08-31", "2026-09-03"),
        phase("interview", "registration", "2026-10-12", "2026-10-15"),
        phase("interview", "exam", "2026-11-14", "2026-11-25"),
      ]),
    ];
    const windows = [
      { startsOn: "2026-08-31", endsOn: "2026-09-03" },
      { startsOn: "2026-10-12", endsOn: "2026-10-15" },
    ];
    expect(nextPhase(rounds, "2026-08-25")).toMatchObject({ startsOn: "2026-08-31", running: false, windows });
    // Between the windows the next is the second, counted from its start (not a span running since 08.31).
    expect(nextPhase(rounds, "2026-09-10")).toMatchObject({
      startsOn: "2026-10-12",
      endsOn: "2026-10-15",
      running: false,
      windows,
    });
  });
});
