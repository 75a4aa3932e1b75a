/**
 * The judged cases (issues 25 and 38): inputs a person would try, with what a careful human
 * advisor would and would not recommend. `judged.int.test.ts` checks each one on the snapshot;
 * the evaluation report (docs/recommendation-evaluation.md) lists them beside the offline figures,
 * which cannot see eligibility, questionnaire fields, wording or data gaps.
 */
export const JUDGED_CASES = {
  highSchoolLater: "a high-school graduate without experience sees exams they can sit now first, and the rest marked as later",
  educationUnknown: "without an education nothing is moved to later; the reason asks for it instead",
  relatedGraduate: "a related-department university graduate may sit 기사 exams now, and the reason says on which ground",
  nursing: "간호학과 + 간호사: says what it recognised and that the data has no licence for it, instead of nothing",
  eduTechPath: "the eduTech path for data/AI lists data and IT licenses, not foundry or metalworking",
  student:
    "a 3rd-year 전기공학과 student is told 기사·산업기사 open on the 1 March that starts the final year, not that they may sit them now",
  enteredNames: "reasons cite the department the person typed (전기공학과), not the majors it was resolved to",
  gradeOrder: "a 4년제 전기공학과 graduate with 2 years sees 전기기사, which they may sit now, above the 산업기사 of its field",
  jobLinks: "정보처리기능사 names IT jobs as 관련 직업, not 통계학연구원 or 우편물집배원",
  professional: "국가전문자격 recommendations say where their 응시자격 is stated",
} as const;
