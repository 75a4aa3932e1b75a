import { formatNumber } from "../../../shared/number-format";
export interface DemographicYear {
  year: number;
  entries: Array<{ label: string; count: number }>;
}

/** One bar row per entry; the bar length is relative to `max`. */
function BarTable({ caption, years, max }: { caption: string; years: DemographicYear[]; max: number }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <tbody>
        {years.map((y) =>
          y.entries.map((e, i) => (
            <tr key={`${y.year}-${e.label}`} className={i === 0 ? "border-t border-slate-100" : ""}>
              {i === 0 ? (
                <th scope="rowgroup" rowSpan={y.entries.length} className="w-16 p-1 text-left align-top font-medium">
                  {y.year}
                </th>
              ) : null}
              <th scope="row" className="w-12 p-1 text-left font-normal text-slate-600">
                {e.label}
              </th>
              <td className="p-1">
                <div className="flex items-center gap-2">
                  <div
                    className="h-3 rounded bg-indigo-500"
                    style={{ width: `${Math.min(100, (e.count / max) * 100)}%` }}
                    aria-hidden="true"
                  />
                  <span>{formatNumber(e.count)}명</span>
                </div>
              </td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** Gender and age-band statistics; only the years that pass the spec's rules reach this component. */
export function DemographicCharts({
  gender,
  genderMax,
  age,
  sources,
}: {
  gender: DemographicYear[];
  genderMax: number;
  age: DemographicYear[];
  sources: string[];
}) {
  if (gender.length === 0 && age.length === 0) {
    return (
      <p className="rounded bg-slate-50 p-3 text-sm text-slate-600">
        성별·연령대별 합격 통계는 공개된 자료가 없어 제공하지 않습니다. 공식 자료가 확보되면 이곳에 표시됩니다.
      </p>
    );
  }
  const ageMax = Math.max(1, ...age.flatMap((y) => y.entries.map((e) => e.count)));
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {gender.length > 0 ? <BarTable caption="성별 합격자" years={gender} max={genderMax} /> : null}
      {age.length > 0 ? <BarTable caption="연령대별 합격자" years={age} max={ageMax} /> : null}
      {sources.length > 0 ? <p className="text-xs text-slate-500 md:col-span-2">출처: {sources.join(", ")}</p> : null}
    </div>
  );
}
