/** The 14 basic Hangul initial consonants offered by the university-privilege filter. */
export const basicConsonants = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"] as const;
export type BasicConsonant = (typeof basicConsonants)[number];

/** All 19 initial consonants in Unicode syllable order. */
const initials = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const FIRST_SYLLABLE = 0xac00;
const SYLLABLES_PER_INITIAL = 21 * 28;

/**
 * Code-point range [from, to) of syllables starting with a basic consonant; its tense pair
 * belongs to it (ㄱ covers 가…깋 and 까…낗), so the range ends where the next basic one starts.
 */
export function consonantRange(consonant: BasicConsonant): { from: number; to: number } {
  const index = basicConsonants.indexOf(consonant);
  const start = initials.indexOf(consonant);
  const next = basicConsonants[index + 1];
  const end = next ? initials.indexOf(next) : initials.length;
  return { from: FIRST_SYLLABLE + start * SYLLABLES_PER_INITIAL, to: FIRST_SYLLABLE + end * SYLLABLES_PER_INITIAL };
}
