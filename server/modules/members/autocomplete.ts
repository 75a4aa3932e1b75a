import { getChoseong } from "es-hangul";

export interface Candidate<T> {
  name: string;
  /** Higher first among equally ranked matches (e.g. applicants of a license). */
  weight: number;
  value: T;
}

export interface NameIndex<T> {
  entries: Array<Candidate<T> & { folded: string; choseong: string }>;
}

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

const fold = (text: string) => text.replace(/\s+/g, "").toLowerCase();

export function buildNameIndex<T>(candidates: Array<Candidate<T>>): NameIndex<T> {
  return {
    entries: candidates.map((c) => ({ ...c, folded: fold(c.name), choseong: fold(getChoseong(c.name)) })),
  };
}

/**
 * Korean-aware name search: prefix matches first, then infix matches, then 초성 matches (only when
 * the query consists of initial consonants, e.g. "ㅈㅂㅊㄹㄱㅅ" → 정보처리기사). Within a rank,
 * heavier and then shorter names come first.
 */
export function searchNames<T>(index: NameIndex<T>, query: string, limit: number): T[] {
  const q = fold(query);
  if (q === "") return [];
  const choseongQuery = CHOSEONG_ONLY.test(q);
  const ranked: Array<{ rank: number; entry: NameIndex<T>["entries"][number] }> = [];
  for (const entry of index.entries) {
    let rank = -1;
    if (entry.folded.startsWith(q)) rank = 0;
    else if (entry.folded.includes(q)) rank = 1;
    else if (choseongQuery && entry.choseong.startsWith(q)) rank = 2;
    else if (choseongQuery && entry.choseong.includes(q)) rank = 3;
    if (rank >= 0) ranked.push({ rank, entry });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.entry.weight - a.entry.weight ||
      a.entry.name.length - b.entry.name.length ||
      a.entry.name.localeCompare(b.entry.name, "ko"),
  );
  return ranked.slice(0, limit).map((r) => r.entry.value);
}
