/**
 * How applicant figures are named and dated on every page (decision 0041). A source may give one
 * number for a family of licenses (CertWeb: ITQ A/B/C급 together): it is shown once, under the
 * family's name, never as one grade's figure.
 */

import { formatNumber } from "./number-format";

/**
 * "정보기술자격(ITQ) 전체(A·B·C급 합계)" for ["정보기술자격(ITQ) A급", "… B급", "… C급"]: the common
 * beginning, then each member's own part with their common ending said once. Names without a common
 * beginning are summed up as "<first> 등 N개 종목 합계".
 */
export function figureFamilyLabel(names: readonly string[]): string {
  const [first = ""] = names;
  if (names.length < 2) return first;
  let prefix = first;
  for (const name of names) while (!name.startsWith(prefix)) prefix = prefix.slice(0, -1);
  const rests = names.map((n) => n.slice(prefix.length).trim());
  if (!prefix.trim() || rests.some((r) => !r)) return `${first} 등 ${names.length}개 종목 합계`;
  let suffix = rests[0] ?? "";
  for (const rest of rests) while (!rest.endsWith(suffix)) suffix = suffix.slice(1);
  // The ending is said once only when every member keeps a part of its own ("기사" / "산업기사" keep both).
  if (rests.some((r) => r.length === suffix.length)) suffix = "";
  const parts = rests.map((r) => r.slice(0, r.length - suffix.length));
  return `${prefix.trim()} 전체(${parts.join("·")}${suffix} 합계)`;
}

/** "245,068명(2024년)": a figure never goes without its year. */
export function applicantsText(count: number, year: number | null): string {
  const figure = `${formatNumber(count)}명`;
  return year ? `${figure}(${year}년)` : figure;
}

export interface Figure {
  applicants: number;
  applicantsYear: number | null;
  /** The family's label when the figure is a family's total. */
  figureFamily: string | null;
}

/** "정보기술자격(ITQ) 전체(A·B·C급 합계) 245,068명(2024년)" beside a family member; "88,916명(2022년)" otherwise. */
export function figureText(f: Figure): string {
  const count = applicantsText(f.applicants, f.applicantsYear);
  return f.figureFamily ? `${f.figureFamily} ${count}` : count;
}

/** The name a ranking shows for a figure: the family's for a family's total. */
export function rankedName(f: Figure & { name: string }): string {
  return f.figureFamily ?? f.name;
}
