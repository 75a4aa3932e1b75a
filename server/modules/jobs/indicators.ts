/** One CareerNet 직업 지표 on 0–100; `value` is null when the source has none. */
export interface Indicator {
  label: string;
  value: number | null;
}

export interface IndicatorColumns {
  indicatorReward: number | null;
  indicatorStability: number | null;
  indicatorGrowth: number | null;
  indicatorConditions: number | null;
  indicatorProfessionalism: number | null;
  indicatorEquality: number | null;
}

const clamp = (v: number | null) => (v === null || Number.isNaN(v) ? null : Math.min(100, Math.max(0, v)));

/** The six indicators in the order CareerNet shows them. */
export function indicatorsOf(row: IndicatorColumns): Indicator[] {
  return [
    { label: "보상", value: clamp(row.indicatorReward) },
    { label: "고용안정", value: clamp(row.indicatorStability) },
    { label: "발전가능성", value: clamp(row.indicatorGrowth) },
    { label: "근무여건", value: clamp(row.indicatorConditions) },
    { label: "직업전문성", value: clamp(row.indicatorProfessionalism) },
    { label: "고용평등", value: clamp(row.indicatorEquality) },
  ];
}

/** Splits a comma/newline separated source list ("가구제작원, 가구목공") into trimmed items. */
export function splitList(text: string | null, separator: RegExp = /[,\n]/): string[] {
  if (!text) return [];
  return text
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
