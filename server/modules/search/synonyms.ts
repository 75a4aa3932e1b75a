import { convertQwertyToHangul } from "es-hangul";
import { z } from "zod";
import dictionary from "./abbreviations.json" with { type: "json" };
import { normalizeText } from "./text";

/**
 * Query rewriting before the index is asked: license abbreviations (정처기 → 정보처리기사, kept as data
 * in abbreviations.json), stage words after a name ("전기기사 실기" → 전기기사) and Korean typed on an
 * English keyboard (wjdqhcjfl → 정보처리). Pure; see docs/decisions/0040-search-synonyms.md.
 */

const dictionarySchema = z.object({
  entries: z.record(z.string().min(2), z.union([z.string().min(1), z.array(z.string().min(1)).min(1)])),
});

/** Normalised abbreviation → license names, best first. */
const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(dictionarySchema.parse(dictionary).entries).map(([abbr, target]) => [
    normalizeText(abbr),
    Array.isArray(target) ? target : [target],
  ]),
);

/** Every abbreviation with its license names, as written in the dictionary (for tests and tools). */
export function abbreviationEntries(): Array<[string, string[]]> {
  return Object.entries(dictionarySchema.parse(dictionary).entries).map(([abbr, target]) => [
    abbr,
    Array.isArray(target) ? target : [target],
  ]);
}

/** The license names an abbreviation stands for ([] when it is none). Spacing and case are ignored. */
export function licenseNamesFor(text: string): readonly string[] {
  return ABBREVIATIONS.get(normalizeText(text)) ?? [];
}

/**
 * Words people put after a license name to ask about one part of it. Licenses are never indexed
 * under them, so as separate words they would only make a name query find nothing.
 */
const STAGE_WORDS = new Set([
  "필기",
  "실기",
  "면접",
  "시험",
  "일정",
  "시험일정",
  "원서접수",
  "접수",
  "기출",
  "기출문제",
  "합격률",
  "합격자발표",
  "응시자격",
  "난이도",
  "자격증",
  "1차",
  "2차",
  "3차",
]);
/** Stage words also cut from the end of a glued word ("전기기사실기"); "시험" is not one: names end in it. */
const STAGE_SUFFIXES = ["시험일정", "기출문제", "응시자격", "합격률", "난이도", "자격증", "필기", "실기", "면접", "기출", "일정"];
/** Adjacent words joined when looking up an abbreviation ("컴활 2급" → 컴활2급). */
const MAX_JOINED_WORDS = 3;
/** Each variant is one more index lookup. */
const MAX_VARIANTS = 4;

function stripStageSuffix(word: string): string | null {
  const normalized = normalizeText(word);
  for (const suffix of STAGE_SUFFIXES) {
    if (!normalized.endsWith(suffix)) continue;
    const rest = normalized.slice(0, -suffix.length);
    if (Array.from(rest).length >= 2) return rest;
  }
  return null;
}

/** Words with stage words dropped, as long as a name of two characters or more is left. */
function withoutStageWords(words: string[]): string[] {
  const kept: string[] = [];
  for (const word of words) {
    if (STAGE_WORDS.has(normalizeText(word))) continue;
    kept.push(stripStageSuffix(word) ?? word);
  }
  return kept.some((w) => Array.from(normalizeText(w)).length >= 2) ? kept : words;
}

/**
 * Grade abbreviations in everyday use: "산기" is 산업기사, alone ("산기" → every 산업기사) or glued to a
 * field ("가스산기" → 가스산업기사). The dictionary's own entries (정처산기 …) win over this rule.
 */
const GRADE_ABBREVIATIONS: ReadonlyArray<[string, string]> = [["산기", "산업기사"]];

function expandGrade(word: string): string | null {
  const normalized = normalizeText(word);
  for (const [short, grade] of GRADE_ABBREVIATIONS) {
    if (normalized === short) return grade;
    if (normalized.endsWith(short) && Array.from(normalized).length > Array.from(short).length + 1)
      return `${normalized.slice(0, -short.length)}${grade}`;
  }
  return null;
}

/** Each abbreviation (a word, adjacent words joined, or a word before a stage suffix) replaced by its licenses. */
function expandAbbreviations(words: string[]): string[][] {
  let variants: string[][] = [[]];
  let expanded = false;
  for (let i = 0; i < words.length; ) {
    let names: readonly string[] = [];
    let used = 1;
    for (let n = Math.min(MAX_JOINED_WORDS, words.length - i); n >= 1 && names.length === 0; n--) {
      names = licenseNamesFor(words.slice(i, i + n).join(""));
      if (names.length > 0) used = n;
    }
    const word = words[i] ?? "";
    if (names.length === 0) {
      const stem = stripStageSuffix(word);
      if (stem) names = licenseNamesFor(stem);
    }
    if (names.length === 0) {
      const grade = expandGrade(stripStageSuffix(word) ?? word);
      if (grade) names = [grade];
    }
    if (names.length > 0) {
      expanded = true;
      variants = names.flatMap((name) => variants.map((v) => [...v, name])).slice(0, MAX_VARIANTS);
    } else {
      variants = variants.map((v) => [...v, word]);
    }
    i += used;
  }
  return expanded ? variants : [];
}

/**
 * The keywords a search runs with, best first: abbreviations expanded and stage words dropped,
 * then the keyword as typed (always last, so posts quoting "정처기" are still found). A keyword
 * nothing applies to comes back alone.
 */
export function keywordVariants(keyword: string): string[] {
  const words = keyword.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  const add = (ws: string[]) => {
    const text = ws.join(" ");
    if (text && !out.includes(text)) out.push(text);
  };
  for (const expanded of expandAbbreviations(words)) {
    add(withoutStageWords(expanded));
    add(expanded);
  }
  add(withoutStageWords(words));
  const literal = words.join(" ");
  const kept = out.filter((o) => o !== literal).slice(0, MAX_VARIANTS - 1);
  return [...kept, literal];
}

const QWERTY_ONLY = /^[A-Za-z][A-Za-z ]*$/;
const SYLLABLES_ONLY = /^[가-힣]+( [가-힣]+)*$/;

/**
 * The Hangul a keyword of Latin letters would be if it was typed on a 2-set Korean keyboard left in
 * English mode ("wjdqhcjfl" → "정보처리"); null when the letters do not spell whole syllables
 * ("sqld" → "ㄴ빙"), so real English words are left alone. Caps Lock is tried away as well.
 */
export function hangulFromQwerty(keyword: string): string | null {
  const trimmed = keyword.trim().replace(/\s+/g, " ");
  if (!QWERTY_ONLY.test(trimmed)) return null;
  const lower = trimmed.toLowerCase();
  // All capitals is Caps Lock, not Shift held for ㅃ/ㅉ/ㄸ/ㄲ/ㅆ on every key.
  const tries = trimmed === trimmed.toUpperCase() ? [lower] : [trimmed, lower];
  for (const typed of new Set(tries)) {
    const hangul = typed
      .split(" ")
      .map((w) => convertQwertyToHangul(w))
      .join(" ");
    if (SYLLABLES_ONLY.test(hangul) && Array.from(hangul.replace(/ /g, "")).length >= 2) return hangul;
  }
  return null;
}
