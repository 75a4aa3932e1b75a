/** What a 400 says when text holds a NUL byte or a lone UTF-16 surrogate (PostgreSQL cannot store either). */
export const BAD_CHARACTERS_MESSAGE = "허용되지 않는 문자가 포함되어 있습니다.";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when text has a NUL byte or a lone UTF-16 surrogate (both are a 400, never stored). */
export function hasBadCharacters(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}
