import { getChoseong } from "es-hangul";

/**
 * Pure text helpers of the search engine: the same normalisation runs when documents are indexed
 * and when a query arrives, so matching is a plain substring/array comparison in SQL.
 */

/** Raw keywords longer than this are rejected before any other work (10 KB inputs stay cheap). */
export const MAX_RAW_KEYWORD_LENGTH = 200;
export const MIN_KEYWORD_LENGTH = 2;
export const MAX_KEYWORD_LENGTH = 50;
/** More terms than this are ignored: each one adds a strpos() recheck. */
const MAX_TERMS = 5;

/** Hangul compatibility consonants ㄱ–ㅎ (what keyboards type and es-hangul returns). */
const CHOSEONG_CHAR = /^[\u3131-\u314e]$/;
const CHOSEONG_QUERY = /^[\u3131-\u314e]+$/u;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
/** Zero-width and bidi control characters a pasted keyword may carry. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\u00ad]/g;

/**
 * Normalises one code point: NFKC, lowercase, and only letters and digits survive. Compatibility
 * jamo are kept as they are (NFKC would turn ㄱ into a conjoining jamo and break 초성 matching).
 */
function normalizeChar(ch: string): string {
  if (CHOSEONG_CHAR.test(ch)) return ch;
  let out = "";
  for (const c of ch.normalize("NFKC").toLowerCase()) if (WORD_CHAR.test(c)) out += c;
  return out;
}

/** NFKC + lowercase + whitespace/punctuation/symbols removed: "정보처리 기사(필기)" → "정보처리기사필기". */
export function normalizeText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) out += normalizeChar(ch);
  return out;
}

/** Distinct adjacent pairs of code points of an already normalised string. */
export function bigramsOf(normalized: string): string[] {
  const chars = Array.from(normalized);
  const set = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) set.add(`${chars[i]}${chars[i + 1]}`);
  return [...set];
}

/** 초성 key of a title, whitespace and non-Hangul removed: "정보처리기사" → "ㅈㅂㅊㄹㄱㅅ". */
export function choseongKey(title: string): string {
  return getChoseong(title.normalize("NFC")).replace(/[^\u3131-\u314e]/g, "");
}

/** True when the keyword (whitespace ignored) consists of 초성 only, e.g. "ㅈㅂㅊㄹ". */
export function isChoseongQuery(keyword: string): boolean {
  return CHOSEONG_QUERY.test(keyword.replace(/\s+/g, ""));
}

/** Removes zero-width/bidi control characters and surrounding whitespace. */
export function cleanKeyword(raw: string): string {
  return raw.replace(INVISIBLE, "").trim();
}

export type KeywordCheck = { ok: true; keyword: string } | { ok: false; reason: "empty" | "tooShort" | "tooLong" };

/** The spec's length rules (section 5) on the cleaned keyword, counted in characters. */
export function checkKeyword(raw: string): KeywordCheck {
  if (raw.length > MAX_RAW_KEYWORD_LENGTH) return { ok: false, reason: "tooLong" };
  const keyword = cleanKeyword(raw);
  const length = Array.from(keyword).length;
  if (length === 0) return { ok: false, reason: "empty" };
  if (length < MIN_KEYWORD_LENGTH) return { ok: false, reason: "tooShort" };
  if (length > MAX_KEYWORD_LENGTH) return { ok: false, reason: "tooLong" };
  return { ok: true, keyword };
}

/** What the SQL layer needs to answer a keyword. */
export interface ParsedQuery {
  /** Whole keyword normalised (used for exact/prefix ranking and trigram similarity). */
  normalized: string;
  /** Normalised terms that must all occur (substring) in a document. */
  terms: string[];
  /** Bigrams every matching document must contain (GIN `@>`). */
  bigrams: string[];
  /** Set when the keyword is 초성 only: matched against the 초성 key instead of the text. */
  choseong: string | null;
}

/**
 * Turns a keyword into terms and bigrams. Whitespace-separated words become separate terms (so
 * "기사 정보처리" finds 정보처리기사); if no word has two characters the joined keyword is used.
 * Returns null when nothing searchable is left (e.g. only punctuation or emoji).
 */
export function parseQuery(keyword: string): ParsedQuery | null {
  const compact = keyword.replace(/\s+/g, "");
  if (isChoseongQuery(compact)) {
    if (Array.from(compact).length < MIN_KEYWORD_LENGTH) return null;
    return { normalized: compact, terms: [compact], bigrams: bigramsOf(compact), choseong: compact };
  }
  const normalized = normalizeText(keyword);
  if (Array.from(normalized).length < MIN_KEYWORD_LENGTH) return null;
  const words = keyword.split(/\s+/).map(normalizeText).filter(Boolean);
  const long = words.filter((w) => Array.from(w).length >= MIN_KEYWORD_LENGTH);
  const terms = long.length > 0 ? [...new Set(words)].slice(0, MAX_TERMS) : [normalized];
  const bigrams = new Set<string>();
  for (const term of terms) for (const b of bigramsOf(term)) bigrams.add(b);
  return { normalized, terms, bigrams: [...bigrams], choseong: null };
}

/** [start, end) ranges in UTF-16 units of `text`. */
export type Range = [number, number];

/**
 * Where the query matches inside an original (not normalised) title, for <mark> highlighting.
 * Each normalised character remembers the original span it came from, so "정보 처리" in a title
 * is highlighted for the query "정보처리" and 초성 queries highlight the matching syllables.
 */
export function highlightRanges(text: string, query: ParsedQuery): Range[] {
  const chars: string[] = [];
  const spans: Range[] = [];
  let offset = 0;
  for (const ch of text) {
    const key = query.choseong ? choseongKey(ch) || (CHOSEONG_CHAR.test(ch) ? ch : "") : normalizeChar(ch);
    for (const c of key) {
      chars.push(c);
      spans.push([offset, offset + ch.length]);
    }
    offset += ch.length;
  }
  const ranges: Range[] = [];
  for (const term of query.terms) {
    const needle = Array.from(term);
    if (needle.length === 0) continue;
    for (let i = 0; i + needle.length <= chars.length; i++) {
      let hit = true;
      for (let j = 0; j < needle.length; j++) {
        if (chars[i + j] !== needle[j]) {
          hit = false;
          break;
        }
      }
      if (!hit) continue;
      const first = spans[i];
      const last = spans[i + needle.length - 1];
      if (first && last) ranges.push([first[0], last[1]]);
      i += needle.length - 1;
    }
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
