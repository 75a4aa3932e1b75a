import {
  EDUCATION_LEVEL_NAMES,
  EDUCATION_LEVELS,
  EDUCATION_STATUS_NAMES,
  EDUCATION_STATUSES,
  type EducationLevel,
  type EducationStatus,
  MAX_SCHOOL_YEAR,
} from "../../../shared/education";

const YEARS = Array.from({ length: MAX_SCHOOL_YEAR }, (_, i) => i + 1);

/**
 * 최종학력, 학적 상태 and 학년: the same three selects (shared/education.ts) on the license-page
 * self-check and the recommendation form. `optional` adds "선택 안 함" where not saying is allowed.
 */
export function EducationSelects({
  value,
  optional = false,
  labelClassName,
  selectClassName,
}: {
  value: { edu?: EducationLevel; eduStatus?: EducationStatus; grade?: number };
  optional?: boolean;
  labelClassName: string;
  selectClassName: string;
}) {
  const blank = optional ? <option value="">선택 안 함</option> : null;
  return (
    <>
      <label className={labelClassName}>
        최종학력
        <select name="edu" defaultValue={value.edu ?? (optional ? "" : "none")} className={selectClassName}>
          {blank}
          {EDUCATION_LEVELS.map((v) => (
            <option key={v} value={v}>
              {EDUCATION_LEVEL_NAMES[v]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClassName}>
        학적 상태
        <select name="eduStatus" defaultValue={value.eduStatus ?? (optional ? "" : "graduated")} className={selectClassName}>
          {blank}
          {EDUCATION_STATUSES.map((v) => (
            <option key={v} value={v}>
              {EDUCATION_STATUS_NAMES[v]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClassName}>
        학년 (재학·휴학)
        <select name="grade" defaultValue={value.grade ?? ""} className={selectClassName}>
          <option value="">선택 안 함</option>
          {YEARS.map((y) => (
            <option key={y} value={y}>
              {y}학년
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
