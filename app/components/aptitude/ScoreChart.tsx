import { IndicatorChart } from "../careers/IndicatorChart";
import type { ProfileResultPage } from "./types";

/** The scale scores as a radar chart plus the same numbers in a table. */
export function ScoreChart({ page }: { page: ProfileResultPage }) {
  const { view } = page;
  const unit = view.kind === "riasec" ? "흥미 유형별 점수" : "성격 요인별 점수";
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:items-start">
      <IndicatorChart
        title={`${unit} (범위 내 위치, 0–100)`}
        indicators={view.scales.map((s) => ({ label: s.name, value: s.percent }))}
        note="바깥 원이 가능한 최고 점수(100), 중심이 최저 점수(0)입니다. 출처: 본인 응답"
        showValues={false}
      />
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-slate-600">
          {unit}: 원점수는 문항 응답의 합계이고, 위치(0–100)는 가능한 최저–최고 점수 사이에서 차지하는 위치입니다. 다른 사람과
          비교한 백분위가 아닙니다.
        </caption>
        <thead>
          <tr className="border-b-2 border-slate-800 text-left">
            <th scope="col" className="py-2">
              {view.kind === "riasec" ? "유형" : "요인"}
            </th>
            <th scope="col" className="py-2 text-right">
              원점수
            </th>
            <th scope="col" className="py-2 text-right">
              범위
            </th>
            <th scope="col" className="py-2 text-right">
              위치
            </th>
            {view.kind === "bigfive" && (
              <th scope="col" className="py-2 text-right">
                수준
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {view.scales.map((s) => (
            <tr key={s.code} className="border-b border-slate-200">
              <th scope="row" className="py-2 text-left font-medium">
                {s.name} ({s.code})
              </th>
              <td className="py-2 text-right font-semibold">{s.raw}</td>
              <td className="py-2 text-right text-slate-600">
                {s.min}–{s.max}
              </td>
              <td className="py-2 text-right">{s.percent}</td>
              {view.kind === "bigfive" && <td className="py-2 text-right">{s.levelName}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
