import type { BigFiveCode, LikertItem } from "./types";

/**
 * Big-Five personality inventory after the public-domain IPIP 50-item Big-Five Factor Markers
 * (Goldberg, 1992; ipip.ori.org), in the IPIP item order 1–50 with the IPIP keying. Korean
 * wording is our own. Factor N is keyed as emotional stability in IPIP; we report it as
 * 정서 안정성 so that a high score always means "more of the named trait".
 * Answers 1 (전혀 아니다) … 5 (매우 그렇다); reverse-keyed items score 6 − answer.
 */
const raw: Array<[BigFiveCode, string, boolean?]> = [
  ["E", "모임에서 분위기를 띄우는 편이다"],
  ["A", "다른 사람에게 별로 관심을 두지 않는다", true],
  ["C", "늘 미리 준비해 둔다"],
  ["N", "쉽게 스트레스를 받는다", true],
  ["O", "어휘력이 풍부하다"],
  ["E", "말수가 적은 편이다", true],
  ["A", "사람들에게 관심이 많다"],
  ["C", "물건을 아무 데나 두는 편이다", true],
  ["N", "대부분의 시간 동안 마음이 편안하다"],
  ["O", "추상적인 생각을 이해하기 어렵다", true],
  ["E", "사람들과 함께 있으면 편안하다"],
  ["A", "남의 기분을 상하게 하는 말을 하곤 한다", true],
  ["C", "세부 사항에 주의를 기울인다"],
  ["N", "이런저런 걱정을 많이 한다", true],
  ["O", "상상력이 풍부하다"],
  ["E", "눈에 띄지 않게 뒤에 있는 편이다", true],
  ["A", "다른 사람의 감정에 공감한다"],
  ["C", "일을 엉망으로 만들곤 한다", true],
  ["N", "우울한 기분이 드는 일이 드물다"],
  ["O", "추상적인 아이디어에는 흥미가 없다", true],
  ["E", "먼저 대화를 시작하는 편이다"],
  ["A", "다른 사람의 문제에는 관심이 없다", true],
  ["C", "해야 할 일을 바로 처리한다"],
  ["N", "쉽게 마음이 흔들린다", true],
  ["O", "좋은 아이디어를 잘 떠올린다"],
  ["E", "할 말이 별로 없는 편이다", true],
  ["A", "마음이 여린 편이다"],
  ["C", "쓴 물건을 제자리에 두는 것을 자주 잊는다", true],
  ["N", "쉽게 화가 난다", true],
  ["O", "상상력이 부족한 편이다", true],
  ["E", "모임에서 여러 사람과 두루 이야기한다"],
  ["A", "사실 다른 사람에게 별 관심이 없다", true],
  ["C", "정돈된 상태를 좋아한다"],
  ["N", "기분이 자주 바뀐다", true],
  ["O", "새로운 것을 빨리 이해한다"],
  ["E", "주목받는 것을 좋아하지 않는다", true],
  ["A", "다른 사람을 위해 시간을 낸다"],
  ["C", "맡은 일을 미루거나 피한다", true],
  ["N", "감정의 기복이 심하다", true],
  ["O", "어려운 단어를 즐겨 쓴다"],
  ["E", "관심의 중심이 되어도 괜찮다"],
  ["A", "다른 사람의 감정을 잘 느낀다"],
  ["C", "계획표대로 생활한다"],
  ["N", "쉽게 짜증이 난다", true],
  ["O", "깊이 생각하며 시간을 보낸다"],
  ["E", "낯선 사람 앞에서는 조용해진다", true],
  ["A", "사람들을 편안하게 해 준다"],
  ["C", "일을 꼼꼼하고 정확하게 한다"],
  ["N", "우울한 기분이 자주 든다", true],
  ["O", "아이디어가 넘친다"],
];

export const bigFiveItems: LikertItem<BigFiveCode>[] = raw.map(([scale, text, reverse], i) => ({
  id: `B${i + 1}`,
  scale,
  text,
  ...(reverse ? { reverse: true } : {}),
}));
