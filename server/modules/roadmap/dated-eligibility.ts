import { formatDate } from "../../../shared/dates";
import { type EducationLevel, type EducationStatus, PROGRAM_YEARS } from "../../../shared/education";
import { addYears, endOfMonth, firstOfMonth, laterOf, monthsBefore } from "../../../shared/roadmap-dates";
import { ELIGIBILITY_REFERENCE, ELIGIBILITY_RULES } from "../recommendations/eligibility";
import type { Grade } from "../recommendations/ladder";

/**
 * "From which day may the person sit this grade?" on top of the 응시자격 table of decision 0023
 * (국가기술자격법 시행령 [별표 11의2]). The self-check answers yes/no for today; the planner needs a
 * date per path: the graduation month, the day a held license's 실무 years are reached, the day a
 * lower license of the plan is passed. Assumptions (stated on the page, decision 0067):
 * - 실무 is the years the person states, up to today, and never more: no work is assumed from today
 *   on. A path that asks for n years counts only when the stated years reach n and, where the
 *   statute counts them after a license ("취득한 후") or a graduation, that day is n years past.
 *   A path that would need years not yet worked gives no date (the planner offers it as a route).
 * - 졸업예정자 is 최종 학년 재학: from the first day of the month 11 months before the graduation
 *   month (March for a February graduation). A graduation counts on the last day of its month.
 * - 재학 n학년 (shared/education.ts): the final year starts on the 1 March that begins it (the 학년도
 *   starts on 1 March, 고등교육법 시행령), graduation at the end of the February after it unless a
 *   month is given. 휴학 n학년: not 졸업예정자 while on leave (as the self-check says); the planner
 *   assumes the return in n학년 on the next 1 March and says so. 대학원 재학·휴학 counts as a
 *   university graduate (the degree below is held).
 */
export interface DatedEducation {
  level: EducationLevel;
  status: EducationStatus;
  /** 학년 of a 재학 or 휴학 status; null = not said. */
  grade: number | null;
  /** Graduation month (done or expected), "YYYY-MM"; null = not said (졸업예정 then counts as now). */
  month: string | null;
  /** Job fields (대직무분야 codes) the person's department counts as 관련학과 for. */
  relatedFields: ReadonlySet<string>;
}

export interface DatedHeld {
  grade: Grade | null;
  jobFieldCode: string | null;
  /** Day passed; null = before today (the date is not known). */
  passedOn: string | null;
}

export interface DatedProfile {
  education: DatedEducation | null;
  /** Years of 실무 in the same or a similar field up to today. */
  experienceYears: number;
  held: DatedHeld[];
}

export interface DatedEligibility {
  /** The first day the person may sit; today or earlier means now. */
  from: string;
  /** The row of the table that gives the date, with the planner's assumption where one was made. */
  rule: string;
  reference: string;
}

const SATISFIES: Record<Grade, Grade[]> = {
  기능사: ["기능사"],
  산업기사: ["기능사", "산업기사"],
  기사: ["기능사", "산업기사", "기사"],
  기능장: ["기능사", "산업기사", "기능장"],
  기술사: ["기능사", "산업기사", "기사", "기술사"],
};

/** A license held before today whose date is not known. */
const LONG_AGO = "0000-01-01";

/** The first month of the school year (고등교육법 시행령: 학년도는 3월 1일부터 다음 해 2월 말일까지). */
const SCHOOL_YEAR_START = "-03-01";
const schoolYearOf = (today: string) => Number(today.slice(0, 4)) - (today.slice(4) >= SCHOOL_YEAR_START ? 0 : 1);

interface EducationDates {
  /** The day the person is 졸업예정자 (최종 학년 재학); null = the rules cannot date it. */
  expected: string | null;
  /** Graduation day; null = not known. */
  graduated: string | null;
  graduatedMonth: string | null;
  /** How `expected` was dated, for the rule's brackets. */
  note: string | null;
}

/** When the person is (or will be) 졸업예정자 and when graduated. */
function educationDates(e: DatedEducation, today: string): EducationDates {
  if (e.status === "graduated" || (e.level === "graduate" && e.status !== "expected")) {
    const done = e.status === "graduated" && e.month ? endOfMonth(e.month) : LONG_AGO;
    return { expected: done, graduated: done, graduatedMonth: e.status === "graduated" ? e.month : null, note: null };
  }
  const finalYear = PROGRAM_YEARS[e.level];
  const fromMonth = (month: string) => ({ expected: firstOfMonth(monthsBefore(month, 11)), graduated: endOfMonth(month) });
  if (e.status === "expected" || !finalYear || e.grade === null) {
    // 재학 without a month counts as the final year now (decision 0023); its graduation day is unknown.
    if (!e.month)
      return e.status === "expected" || !finalYear
        ? { expected: today, graduated: null, graduatedMonth: null, note: null }
        : { expected: null, graduated: null, graduatedMonth: null, note: null };
    const dates = fromMonth(e.month);
    if (e.status !== "leave") return { ...dates, graduatedMonth: e.month, note: `졸업예정 ${e.month}: 최종 학년부터` };
    const back = `${schoolYearOf(today) + 1}${SCHOOL_YEAR_START}`;
    return {
      expected: laterOf(dates.expected, back),
      graduated: dates.graduated,
      graduatedMonth: e.month,
      note: `휴학: 복학해 최종 학년에 재학하는 날부터, 졸업예정 ${e.month} 기준`,
    };
  }
  // 재학 or 휴학 in a known 학년: the final year starts on a 1 March (휴학: after returning next March).
  const leave = e.status === "leave";
  const thisYear = schoolYearOf(today) + (leave ? 1 : 0);
  const startYear = thisYear + Math.max(0, finalYear - e.grade);
  const start = `${startYear}${SCHOOL_YEAR_START}`;
  const month = e.month ?? `${startYear + 1}-02`;
  const expected = leave || start > today ? start : today;
  const status = leave ? `휴학 ${e.grade}학년: ${thisYear}.03 복학을 가정,` : `재학 ${e.grade}학년:`;
  return {
    expected,
    graduated: endOfMonth(month),
    graduatedMonth: month,
    note:
      expected === today
        ? `${status} 최종 학년 재학 중`
        : `${status} 최종 학년(${finalYear}학년)이 시작되는 ${formatDate(start)}부터`,
  };
}

/**
 * The earliest day the person may sit a 국가기술자격 of `grade` in job field `jobFieldCode`, over
 * every path of the table, with the path that gives it; null when no path opens on what the person
 * stated (a path needing 실무 they have not stated, decision 0081).
 */
export function eligibleFrom(
  grade: Grade,
  jobFieldCode: string | null,
  person: DatedProfile,
  today: string,
): DatedEligibility | null {
  const options: Array<{ from: string; rule: string }> = [];
  for (const path of ELIGIBILITY_RULES[grade]) {
    const notes: string[] = [];
    // The day the path's license or education condition is met; undefined = the path has none.
    let anchor: string | undefined;
    const required = path.held;
    if (required) {
      const passed = person.held
        .filter((h) => h.grade && SATISFIES[h.grade].includes(required) && (!jobFieldCode || h.jobFieldCode === jobFieldCode))
        .map((h) => h.passedOn ?? LONG_AGO)
        .sort();
      if (!passed[0]) continue;
      anchor = passed[0];
      if (anchor > today) notes.push(`${required} 최종 합격 발표일 기준`);
    }
    if (path.education) {
      const e = person.education;
      if (!e || !path.education.levels.includes(e.level) || !jobFieldCode || !e.relatedFields.has(jobFieldCode)) continue;
      const dates = educationDates(e, today);
      const day = path.education.allowExpected ? dates.expected : dates.graduated;
      if (!day) continue;
      if (path.education.allowExpected && dates.note) notes.push(dates.note);
      else if (day > today) notes.push(`졸업 ${dates.graduatedMonth} 기준`);
      anchor = anchor ? laterOf(anchor, day) : day;
    }
    let from = anchor ?? today;
    if (path.experience) {
      // Only years already worked count, and only those after the license or graduation the row names.
      if (person.experienceYears < path.experience) continue;
      if (anchor && addYears(anchor, path.experience) > today) continue;
      notes.push(`입력한 실무 ${person.experienceYears}년 기준`);
      from = today;
    }
    from = laterOf(from, today);
    options.push({ from, rule: notes.length > 0 ? `${path.label} (${notes.join(", ")})` : path.label });
  }
  if (options.length === 0) return null;
  // The earliest wins, the table's order breaks ties.
  const best = options.reduce((a, b) => (b.from < a.from ? b : a));
  return { ...best, reference: ELIGIBILITY_REFERENCE };
}
