import { Link } from "react-router";

/** Whether the imported schedules have no round at all in `year` (`years`: the years they have). */
export const hasNoRounds = (years: readonly number[], year: number) => !years.includes(year);

/** What an empty day list says in a year the data has no round of. */
export function noRoundsText(years: readonly number[], year: number): string {
  const latest = years.at(-1);
  return latest !== undefined && year > latest
    ? `${year}년 시험일정은 아직 공고되지 않았습니다.`
    : `가져온 자료에 ${year}년 시험일정이 없습니다.`;
}

/**
 * Above the calendar in a month of a year the data has no round of: after the latest imported year,
 * the year is not announced yet (Q-Net announces in December) and the roadmap has estimates; before
 * it, the data simply does not reach back.
 */
export function UnannouncedYear({ years, year }: { years: readonly number[]; year: number }) {
  if (!hasNoRounds(years, year)) return null;
  const latest = years.at(-1);
  const ahead = latest !== undefined && year > latest;
  return (
    <div role="note" data-testid="year-not-announced" className="space-y-1 rounded bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        <strong>{noRoundsText(years, year)}</strong>{" "}
        {ahead
          ? `가져온 자료에 ${year}년 회차가 하나도 없어 달력이 비어 있습니다. 국가기술자격 시험일정은 보통 전년도 12월에 Q-Net에서 공고되며, 공고되어 가져오면 이 달력에 표시됩니다.`
          : "이 해의 달력은 비어 있습니다."}
      </p>
      {ahead && (
        <p>
          <Link to="/jnRcmd/roadmap" className="font-semibold underline">
            자격 로드맵
          </Link>
          에서 {latest}년 일정을 기준으로 한 {year}년 예상 일정을 볼 수 있습니다(공고 전 예상).
        </p>
      )}
    </div>
  );
}
