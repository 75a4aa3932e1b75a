/**
 * What an empty "다가오는 원서접수" box says: Q-Net announces the next year's 국가기술자격 schedule
 * in December, so late in the year the known windows run out until then.
 */
export function noUpcomingRegistrationNotice(today: string, continuousShown = false): string {
  const none = continuousShown ? "종목별로 공고된 원서접수 일정이 남아 있지 않습니다." : "예정된 원서접수 일정이 없습니다.";
  const year = Number(today.slice(0, 4));
  const lateInYear = Number(today.slice(5, 7)) >= 10;
  const next = lateInYear ? year + 1 : year;
  return lateInYear
    ? `${none} ${next}년 시험일정은 보통 ${year}년 12월에 Q-Net에서 공고되며, 공고되면 이곳에 표시됩니다.`
    : `${none} ${next}년 시험일정은 보통 전년도 12월에 Q-Net에서 공고됩니다.`;
}
