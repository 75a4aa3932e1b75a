import { useEffect, useId, useRef, useState } from "react";
import { formatNumber } from "../../../shared/number-format";
import { ScrollRegion } from "../ui/ScrollRegion";

export interface StageFigures {
  applicants: number | null;
  passers: number | null;
  passRate: number | null;
}

export interface YearFigures {
  year: number;
  written: StageFigures | null;
  practical: StageFigures | null;
  /** 3차 of a three-stage exam (공인노무사 …); absent or null otherwise. */
  interview?: StageFigures | null;
  source: string;
}

/** The drawing width before the figure is measured (server render, no JavaScript). */
const DEFAULT_W = 640;
/** Axis labels in CSS pixels: the drawing takes the figure's measured width, so they never shrink. */
const LABEL_PX = 12;
const H = 260;
const PAD = { top: 20, right: 48, bottom: 36, left: 56 };
const fmt = (n: number | null | undefined) => (n === null || n === undefined ? "-" : formatNumber(n));
const pct = (n: number | null | undefined) => (n === null || n === undefined ? "-" : `${n.toFixed(1)}%`);

/** Upper bound of the count axis: the largest value rounded up to a "nice" step. */
export function niceMax(value: number): number {
  if (value <= 0) return 10;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s * 5 >= value) ?? magnitude * 10;
  return Math.ceil(value / step) * step;
}

/**
 * Applicants as bars (first / second stage) and pass rates as lines, drawn as plain SVG, followed by the same
 * figures as a table (the accessible version).
 */
export function PassStatsChart({
  years,
  firstStageName,
  secondStageName,
  thirdStageName,
}: {
  years: YearFigures[];
  firstStageName: string;
  secondStageName: string;
  /** Shown only when a year has third-stage figures. */
  thirdStageName: string;
}) {
  const third = years.some((y) => y.interview) ? thirdStageName : null;
  const titleId = useId();
  const descId = useId();
  const figure = useRef<HTMLElement>(null);
  const [W, setW] = useState(DEFAULT_W);
  useEffect(() => {
    const el = figure.current;
    if (!el) return;
    const measure = () => setW(Math.max(300, Math.round(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const max = niceMax(
    Math.max(
      0,
      ...years.flatMap((y) => [y.written?.applicants ?? 0, y.practical?.applicants ?? 0, y.interview?.applicants ?? 0]),
    ),
  );
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, years.length);
  const barW = Math.min(28, slot / (third ? 4 : 3));
  const yCount = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const yRate = (v: number) => PAD.top + plotH - (v / 100) * plotH;
  const cx = (i: number) => PAD.left + slot * i + slot / 2;
  const line = (pick: (y: YearFigures) => number | null | undefined) =>
    years
      .map((y, i) => ({ i, v: pick(y) }))
      .filter((p): p is { i: number; v: number } => p.v !== null && p.v !== undefined)
      .map((p) => `${cx(p.i)},${yRate(p.v)}`)
      .join(" ");
  const summary = years
    .map(
      (y) =>
        `${y.year}년 ${firstStageName} 응시 ${fmt(y.written?.applicants)}명 합격률 ${pct(y.written?.passRate)}, ${secondStageName} 응시 ${fmt(y.practical?.applicants)}명 합격률 ${pct(y.practical?.passRate)}${third ? `, ${third} 응시 ${fmt(y.interview?.applicants)}명 합격률 ${pct(y.interview?.passRate)}` : ""}`,
    )
    .join("; ");

  return (
    <figure ref={figure}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full">
        <title id={titleId}>연도별 응시자 수와 합격률</title>
        <desc id={descId}>{summary}</desc>
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + plotH * (1 - f)}
              y2={PAD.top + plotH * (1 - f)}
              stroke="#e2e8f0"
            />
            <text x={PAD.left - 6} y={PAD.top + plotH * (1 - f) + 4} textAnchor="end" fontSize={LABEL_PX} fill="#64748b">
              {fmt(Math.round(max * f))}
            </text>
            <text x={W - PAD.right + 6} y={PAD.top + plotH * (1 - f) + 4} fontSize={LABEL_PX} fill="#64748b">
              {Math.round(100 * f)}%
            </text>
          </g>
        ))}
        {years.map((y, i) => (
          <g key={y.year}>
            {y.written?.applicants ? (
              <rect
                x={cx(i) - barW - 2}
                y={yCount(y.written.applicants)}
                width={barW}
                height={PAD.top + plotH - yCount(y.written.applicants)}
                fill="#60a5fa"
              />
            ) : null}
            {y.practical?.applicants ? (
              <rect
                x={cx(i) + 2}
                y={yCount(y.practical.applicants)}
                width={barW}
                height={PAD.top + plotH - yCount(y.practical.applicants)}
                fill="#1d4ed8"
              />
            ) : null}
            {y.interview?.applicants ? (
              <rect
                x={cx(i) + barW + 4}
                y={yCount(y.interview.applicants)}
                width={barW}
                height={PAD.top + plotH - yCount(y.interview.applicants)}
                fill="#1e293b"
              />
            ) : null}
            <text x={cx(i)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize={LABEL_PX} fill="#334155">
              {y.year}
            </text>
          </g>
        ))}
        <polyline points={line((y) => y.written?.passRate)} fill="none" stroke="#f59e0b" strokeWidth="2" />
        <polyline
          points={line((y) => y.practical?.passRate)}
          fill="none"
          stroke="#dc2626"
          strokeWidth="2"
          strokeDasharray="5 3"
        />
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-3 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block h-2 w-3 bg-blue-400" aria-hidden="true" />
          {firstStageName} 응시자
        </span>
        <span>
          <span className="mr-1 inline-block h-2 w-3 bg-blue-700" aria-hidden="true" />
          {secondStageName} 응시자
        </span>
        <span>
          <span className="mr-1 inline-block h-0.5 w-3 bg-amber-500 align-middle" aria-hidden="true" />
          {firstStageName} 합격률
        </span>
        <span>
          <span className="mr-1 inline-block h-0.5 w-3 bg-red-600 align-middle" aria-hidden="true" />
          {secondStageName} 합격률
        </span>
        {third ? (
          <span>
            <span className="mr-1 inline-block h-2 w-3 bg-slate-800" aria-hidden="true" />
            {third} 응시자 (합격률은 표)
          </span>
        ) : null}
      </figcaption>
      <ScrollRegion label="연도별 합격 통계 표" className="mt-3">
        <table className="w-full min-w-[560px] border-collapse text-right text-sm">
          <caption className="sr-only">연도별 합격 통계</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="p-2 text-left">
                연도
              </th>
              <th scope="col" className="p-2">
                {firstStageName} 응시
              </th>
              <th scope="col" className="p-2">
                {firstStageName} 합격
              </th>
              <th scope="col" className="p-2">
                {firstStageName} 합격률
              </th>
              <th scope="col" className="p-2">
                {secondStageName} 응시
              </th>
              <th scope="col" className="p-2">
                {secondStageName} 합격
              </th>
              <th scope="col" className="p-2">
                {secondStageName} 합격률
              </th>
              {third ? (
                <>
                  <th scope="col" className="p-2">
                    {third} 응시
                  </th>
                  <th scope="col" className="p-2">
                    {third} 합격
                  </th>
                  <th scope="col" className="p-2">
                    {third} 합격률
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {years.map((y) => (
              <tr key={y.year} className="border-t border-slate-100">
                <th scope="row" className="p-2 text-left font-medium">
                  {y.year}
                </th>
                <td className="p-2">{fmt(y.written?.applicants)}</td>
                <td className="p-2">{fmt(y.written?.passers)}</td>
                <td className="p-2">{pct(y.written?.passRate)}</td>
                <td className="p-2">{fmt(y.practical?.applicants)}</td>
                <td className="p-2">{fmt(y.practical?.passers)}</td>
                <td className="p-2">{pct(y.practical?.passRate)}</td>
                {third ? (
                  <>
                    <td className="p-2">{fmt(y.interview?.applicants)}</td>
                    <td className="p-2">{fmt(y.interview?.passers)}</td>
                    <td className="p-2">{pct(y.interview?.passRate)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}
