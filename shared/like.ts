/** LIKE/ILIKE patterns: the wildcard characters of user input are escaped, never interpreted. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%keyword%` for ILIKE with the wildcard characters escaped. */
export const containsPattern = (keyword: string) => `%${escapeLike(keyword)}%`;
