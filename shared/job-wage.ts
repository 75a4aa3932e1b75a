/**
 * CareerNet 직업백과 wage texts quote 워크넷 in two forms: "하위(25%) 2912만원, 평균(50%) 3295.56만원,
 * 상위(25%) 4141만원이다. (자료:워크넷 직업정보)" and "평균연봉(중위값)은 3350만원이다(자료: 워크넷 직업정보
 * 2019년 7월 기준)". Both call the 50th percentile "평균"; it is the median. The first form names no
 * survey year. Values are kept as the source writes them.
 */
export interface WageFigures {
  /** 25th percentile (the source's "하위(25%)"), as written ("2912만원"). */
  lower: string | null;
  /** 50th percentile, the median (the source's "평균(50%)" / "평균연봉(중위값)"). */
  median: string;
  /** 75th percentile (the source's "상위(25%)"). */
  upper: string | null;
  /** "워크넷 직업정보" */
  source: string;
  /** "2019년 7월" when the text gives it; null when the source names no year. */
  asOf: string | null;
}

const AMOUNT = String.raw`([\d,.]+만원)`;
const QUARTILES = new RegExp(String.raw`하위\(25%\)\s*${AMOUNT},\s*평균\(50%\)\s*${AMOUNT},\s*상위\(25%\)\s*${AMOUNT}`);
const MEDIAN = new RegExp(String.raw`평균연봉\(중위값\)은\s*${AMOUNT}`);
const SOURCE = /\(자료:\s*([^)]*?)\s*(?:(\d{4}년(?:\s*\d{1,2}월)?)\s*기준)?\)/;

/** The figures of a wage text; null when it is in neither form (the page then shows the text as is). */
export function wageFigures(text: string | null): WageFigures | null {
  if (!text) return null;
  const source = SOURCE.exec(text);
  if (!source?.[1]) return null;
  const base = { source: source[1], asOf: source[2] ?? null };
  const quartiles = QUARTILES.exec(text);
  if (quartiles?.[2]) return { ...base, lower: quartiles[1] ?? null, median: quartiles[2], upper: quartiles[3] ?? null };
  const median = MEDIAN.exec(text);
  return median?.[1] ? { ...base, lower: null, median: median[1], upper: null } : null;
}

/** "연봉 중위값(50%) 3295.56만원 · 하위 25% 2912만원 · 상위 25% 4141만원" */
export function wageLine(w: WageFigures): string {
  return [`연봉 중위값(50%) ${w.median}`, w.lower && `하위 25% 경계 ${w.lower}`, w.upper && `상위 25% 경계 ${w.upper}`]
    .filter(Boolean)
    .join(" · ");
}

/** "출처: 워크넷 직업정보(커리어넷 직업백과 인용), 2019년 7월 기준" or "…, 조사 연도 표기 없음" */
export function wageSourceLine(w: WageFigures): string {
  return `출처: ${w.source}(커리어넷 직업백과 인용), ${w.asOf ? `${w.asOf} 기준` : "조사 연도 표기 없음"}`;
}
