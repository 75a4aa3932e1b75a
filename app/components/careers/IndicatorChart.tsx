export interface IndicatorValue {
  label: string;
  value: number | null;
}

const SIZE = 260;
const CENTER = SIZE / 2;
const RADIUS = 90;

const point = (index: number, count: number, ratio: number) => {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  return [CENTER + Math.cos(angle) * RADIUS * ratio, CENTER + Math.sin(angle) * RADIUS * ratio] as const;
};

const polygon = (ratios: number[]) => ratios.map((r, i) => point(i, ratios.length, r).join(",")).join(" ");

/** CareerNet 직업 지표 (0–100) as a radar chart; the values are also listed as text for screen readers. */
export function IndicatorChart({
  title,
  indicators,
  note = "0~100점, 출처: 커리어넷 직업백과",
  showValues = true,
}: {
  title: string;
  indicators: IndicatorValue[];
  /** Scale and source line under the chart. */
  note?: string;
  /** False when the page shows the same numbers in its own table. */
  showValues?: boolean;
}) {
  const known = indicators.filter((i) => i.value !== null);
  if (known.length === 0) return null;
  const summary = indicators.map((i) => `${i.label} ${i.value ?? "자료 없음"}`).join(", ");
  return (
    <figure className="flex flex-col items-center gap-4 md:flex-row md:items-start">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="h-64 w-64 shrink-0" role="img" aria-label={`${title}: ${summary}`}>
        {[0.25, 0.5, 0.75, 1].map((r) => (
          <polygon key={r} points={polygon(indicators.map(() => r))} fill="none" stroke="#cbd5e1" strokeWidth="1" />
        ))}
        {indicators.map((indicator, i) => {
          const [x, y] = point(i, indicators.length, 1);
          const [lx, ly] = point(i, indicators.length, 1.22);
          return (
            <g key={indicator.label}>
              <line x1={CENTER} y1={CENTER} x2={x} y2={y} stroke="#e2e8f0" />
              <text x={lx} y={ly} textAnchor="middle" dominantBaseline="middle" fontSize="12" fill="#334155">
                {indicator.label}
              </text>
            </g>
          );
        })}
        <polygon
          points={polygon(indicators.map((i) => (i.value ?? 0) / 100))}
          fill="rgba(29, 78, 216, 0.25)"
          stroke="#1d4ed8"
          strokeWidth="2"
        />
      </svg>
      <figcaption className="w-full">
        <p className="mb-2 font-semibold">{title}</p>
        {showValues && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {indicators.map((i) => (
              <div key={i.label} className="flex justify-between border-b border-slate-100 py-1">
                <dt>{i.label}</dt>
                <dd className="font-semibold">{i.value === null ? "자료 없음" : `${i.value}점`}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-2 text-xs text-slate-500">{note}</p>
      </figcaption>
    </figure>
  );
}
