/**
 * The grade ladder of 국가기술자격: 기능사 → 산업기사 → 기사 → 기술사 (기능장 sits beside 기사 for
 * 기능 careers). Licenses of one ladder share a name stem ("정보처리" + 기능사/산업기사/기사).
 */
export const GRADES = ["기능사", "산업기사", "기사", "기능장", "기술사"] as const;
export type Grade = (typeof GRADES)[number];

/** Rank used to order grades; 기능장 and 기사 share a rank (neither requires the other). */
export const GRADE_RANK: Record<Grade, number> = { 기능사: 1, 산업기사: 2, 기사: 3, 기능장: 3, 기술사: 4 };

/** Longest suffix first so "산업기사" is not read as "기사". */
const SUFFIXES: Grade[] = ["산업기사", "기능사", "기능장", "기술사", "기사"];

/** The grade of a license from its grade name, else from its name's suffix. */
export function gradeOf(name: string, gradeName: string | null): Grade | null {
  if (gradeName && (GRADES as readonly string[]).includes(gradeName)) return gradeName as Grade;
  return SUFFIXES.find((s) => name.endsWith(s)) ?? null;
}

/** The name without its grade suffix ("정보처리산업기사" → "정보처리"); null when it has none. */
export function stemOf(name: string): string | null {
  const suffix = SUFFIXES.find((s) => name.endsWith(s));
  if (!suffix) return null;
  const stem = name.slice(0, -suffix.length).trim();
  return stem.length > 0 ? stem : null;
}

export interface LadderLicense {
  id: string;
  name: string;
  grade: Grade | null;
}

/**
 * The licenses one step above `from` on its ladder: the same stem at the lowest higher grade
 * (기능사 → 산업기사, or 기사 when there is no 산업기사 of that stem).
 */
export function nextSteps(from: LadderLicense, all: LadderLicense[]): LadderLicense[] {
  const stem = stemOf(from.name);
  if (!stem || !from.grade) return [];
  const rank = GRADE_RANK[from.grade];
  const higher = all.filter((l) => l.grade && GRADE_RANK[l.grade] > rank && stemOf(l.name) === stem && l.grade !== "기능장");
  if (higher.length === 0) return [];
  const lowest = Math.min(...higher.map((l) => GRADE_RANK[l.grade as Grade]));
  return higher.filter((l) => GRADE_RANK[l.grade as Grade] === lowest);
}

/**
 * Within one job field (대직무분야) of a list, the higher grades take the earlier places: someone
 * who may sit 전기기사 now (관련학과 4년제 졸업) is better advised to take it than the 산업기사 of the
 * field, which the data links to the same majors and so often scores as high. The places the field
 * holds in the list stay; only their order within the field changes (stable within a grade).
 */
export function higherGradeFirst<T>(items: T[], gradeOf: (item: T) => { field: string | null; grade: Grade | null }): T[] {
  const result = [...items];
  const places = new Map<string, number[]>();
  items.forEach((item, i) => {
    const { field } = gradeOf(item);
    if (field) places.set(field, [...(places.get(field) ?? []), i]);
  });
  const rank = (item: T) => {
    const grade = gradeOf(item).grade;
    return grade ? GRADE_RANK[grade] : 0;
  };
  for (const indices of places.values()) {
    if (indices.length < 2) continue;
    const ordered = indices.map((i) => items[i] as T).sort((a, b) => rank(b) - rank(a));
    indices.forEach((place, k) => {
      result[place] = ordered[k] as T;
    });
  }
  return result;
}
