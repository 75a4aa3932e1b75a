import type { CatalogueRound } from "../modules/roadmap/rounds";
import type { RoadmapCatalogue, RoadmapLicense } from "../modules/roadmap/types";

/**
 * Test data for the planner: the 2026 rounds of the snapshot's 전기 ladder and 공인노무사 (dates
 * copied from the 2026 source files, so the tests do not read the snapshot), and a 2027 schedule
 * that no source has yet.
 */
export const TODAY = "2026-11-25";
export const ELECTRIC_FIELD = "19";

const tech = (id: string, name: string, grade: "기능사" | "산업기사" | "기사"): RoadmapLicense => ({
  id,
  name,
  grade,
  gradeName: grade,
  qualificationTypeName: "국가기술자격",
  jobFieldCode: ELECTRIC_FIELD,
});
export const CRAFTSMAN = tech("7780", "전기기능사", "기능사");
export const INDUSTRIAL = tech("2140", "전기산업기사", "산업기사");
export const ENGINEER = tech("1150", "전기기사", "기사");
export const LABOR_ATTORNEY: RoadmapLicense = {
  id: "9500",
  name: "공인노무사",
  grade: null,
  gradeName: null,
  qualificationTypeName: "국가전문자격",
  jobFieldCode: null,
};

type Window = [string, string];
function techRound(
  year: number,
  roundName: string,
  description: string,
  d: { wReg: Window; wExam: Window; wPass: string; pReg: Window; pExam: Window; pPass: string },
): CatalogueRound {
  return {
    year,
    roundName,
    description,
    phases: [
      { stage: "written", kind: "registration", startsOn: d.wReg[0], endsOn: d.wReg[1] },
      { stage: "written", kind: "exam", startsOn: d.wExam[0], endsOn: d.wExam[1] },
      { stage: "written", kind: "result", startsOn: d.wPass, endsOn: null },
      { stage: "practical", kind: "registration", startsOn: d.pReg[0], endsOn: d.pReg[1] },
      { stage: "practical", kind: "exam", startsOn: d.pExam[0], endsOn: d.pExam[1] },
      { stage: "practical", kind: "result", startsOn: d.pPass, endsOn: null },
    ],
  };
}

/** 기사·산업기사 2026 (qnet_technical_series_schedule_2026.csv, getJMList for the 기사 items). */
const engineerRounds = (description: (n: number) => string) => [
  techRound(2026, "제1회", description(1), {
    wReg: ["2026-01-12", "2026-01-15"],
    wExam: ["2026-01-30", "2026-03-03"],
    wPass: "2026-03-11",
    pReg: ["2026-03-23", "2026-03-26"],
    pExam: ["2026-04-18", "2026-05-06"],
    pPass: "2026-06-05",
  }),
  techRound(2026, "제2회", description(2), {
    wReg: ["2026-04-20", "2026-04-23"],
    wExam: ["2026-05-09", "2026-05-29"],
    wPass: "2026-06-10",
    pReg: ["2026-06-22", "2026-06-25"],
    pExam: ["2026-07-18", "2026-08-05"],
    pPass: "2026-09-04",
  }),
  techRound(2026, "제3회", description(3), {
    wReg: ["2026-07-20", "2026-07-23"],
    wExam: ["2026-08-07", "2026-09-01"],
    wPass: "2026-09-09",
    pReg: ["2026-09-21", "2026-09-23"],
    pExam: ["2026-10-24", "2026-11-13"],
    pPass: "2026-12-11",
  }),
];

const craftsmanRounds = [
  techRound(2026, "제1회", "2026년 정기 기능사 1회", {
    wReg: ["2026-01-06", "2026-01-09"],
    wExam: ["2026-01-20", "2026-01-24"],
    wPass: "2026-01-30",
    pReg: ["2026-02-02", "2026-02-05"],
    pExam: ["2026-03-14", "2026-04-05"],
    pPass: "2026-04-10",
  }),
  techRound(2026, "제4회", "2026년 정기 기능사 4회", {
    wReg: ["2026-08-24", "2026-08-27"],
    wExam: ["2026-09-16", "2026-09-21"],
    wPass: "2026-10-07",
    pReg: ["2026-10-12", "2026-10-15"],
    pExam: ["2026-11-14", "2026-12-02"],
    pPass: "2026-12-11",
  }),
  // Only some schools sit it: the planner must not pick it.
  {
    year: 2026,
    roundName: "산업별 맞춤형 고교등 필기면제검정",
    description: "2026년 정기 기능사 산업별 맞춤형 고교등 필기면제검정",
    phases: [
      { stage: "practical", kind: "registration", startsOn: "2026-05-11", endsOn: "2026-05-14" },
      { stage: "practical", kind: "exam", startsOn: "2026-06-13", endsOn: "2026-06-24" },
    ],
  },
];

/** 공인노무사 제35회 (getJMList + the HRDK pre-announcement, decision 0035). */
const laborRounds: CatalogueRound[] = [
  {
    year: 2026,
    roundName: "제35회",
    description: "2026년 공인노무사 제35회",
    phases: [
      { stage: "written", kind: "registration", startsOn: "2026-03-30", endsOn: "2026-04-03" },
      { stage: "written", kind: "exam", startsOn: "2026-05-23", endsOn: null },
      { stage: "written", kind: "result", startsOn: "2026-06-24", endsOn: null },
      { stage: "practical", kind: "registration", startsOn: "2026-07-13", endsOn: "2026-07-20" },
      { stage: "practical", kind: "exam", startsOn: "2026-08-29", endsOn: "2026-08-30" },
      { stage: "practical", kind: "result", startsOn: "2026-11-18", endsOn: null },
      { stage: "interview", kind: "registration", startsOn: "2026-07-13", endsOn: "2026-07-20" },
      { stage: "interview", kind: "exam", startsOn: "2026-11-27", endsOn: null },
      { stage: "interview", kind: "result", startsOn: "2026-12-09", endsOn: null },
    ],
  },
];

/** A 2027 제1회 for 기사 items, as an import of the next year's schedule would bring it (test data). */
export const ENGINEER_2027_FIRST = techRound(2027, "제1회", "2027년 정기 기사 1회", {
  wReg: ["2027-01-11", "2027-01-14"],
  wExam: ["2027-02-06", "2027-03-02"],
  wPass: "2027-03-10",
  pReg: ["2027-03-22", "2027-03-25"],
  pExam: ["2027-04-17", "2027-05-05"],
  pPass: "2027-06-04",
});

export function catalogue(extra: Record<string, CatalogueRound[]> = {}): RoadmapCatalogue {
  const rounds: Record<string, CatalogueRound[]> = {
    [CRAFTSMAN.id]: craftsmanRounds,
    [INDUSTRIAL.id]: engineerRounds((n) => `2026년 정기 산업기사 ${n}회`),
    [ENGINEER.id]: engineerRounds((n) => `2026년 정기 기사 ${n}회`),
    [LABOR_ATTORNEY.id]: laborRounds,
  };
  for (const [id, more] of Object.entries(extra)) rounds[id] = [...(rounds[id] ?? []), ...more];
  return {
    licenses: new Map([CRAFTSMAN, INDUSTRIAL, ENGINEER, LABOR_ATTORNEY].map((l) => [l.id, l])),
    rounds: new Map(Object.entries(rounds)),
    passRates: new Map([
      [
        ENGINEER.id,
        [
          { stage: "written", name: "필기", rate: 21.4, year: 2024, source: "한국산업인력공단 Q-Net 국가기술자격 통계" },
          { stage: "practical", name: "실기", rate: 39.2, year: 2024, source: "한국산업인력공단 Q-Net 국가기술자격 통계" },
        ],
      ],
    ]),
    opens: new Map([
      [
        ENGINEER.id,
        {
          lawCount: 76,
          items: [
            {
              law: "기초연구진흥및기술개발지원에관한법률시행규칙",
              article: "제2조기업부설연구소등의연구시설및연구전담요원에대한기준",
              use: "연구전담요원의자격기준",
              preferenceClass: "의무고용",
            },
            {
              law: "전기사업법시행규칙",
              article: "제40조전기안전관리자의선임등(별표12)",
              use: "전기안전관리자및안전관리보조원의선임기준",
              preferenceClass: "직무권한부여",
            },
          ],
        },
      ],
    ]),
    continuous: [
      { label: "2026년 상시 기능사 24회", stage: "written", startsOn: "2026-11-30", endsOn: "2026-12-01" },
      { label: "2026년 상시 기능사 1회", stage: "written", startsOn: "2026-01-06", endsOn: "2026-01-07" },
    ],
  };
}
