import type { LikertItem, RiasecCode } from "./types";

/**
 * Holland RIASEC interest inventory, 48 items (8 per type), answered 1 (전혀 하고 싶지 않다) to
 * 5 (매우 하고 싶다). Item content follows the activity lists of the public-domain O*NET Interest
 * Profiler Short Form and the IPIP RIASEC scales; the Korean wording is our own
 * (docs/aptitude-instruments.md lists the sources and the item → scale key).
 */
const byScale: Record<RiasecCode, string[]> = {
  R: [
    "가구나 선반 같은 물건을 직접 만든다",
    "자동차나 오토바이를 정비한다",
    "전기 배선이나 전자 부품을 조립한다",
    "공구와 기계를 다루는 일을 한다",
    "건물을 짓거나 수리하는 현장에서 일한다",
    "농작물을 기르거나 가축을 돌본다",
    "고장 난 가전제품을 분해해서 고친다",
    "야외에서 몸을 쓰며 일한다",
  ],
  I: [
    "실험실에서 실험을 설계하고 결과를 분석한다",
    "질병의 원인이나 치료법을 연구한다",
    "자연 현상이 왜 일어나는지 탐구한다",
    "수학 문제나 논리 퍼즐을 푼다",
    "새로운 기술이나 이론에 관한 논문을 읽는다",
    "데이터를 모아 원인과 결과를 밝혀낸다",
    "현미경이나 측정 장비로 시료를 관찰한다",
    "컴퓨터 프로그램의 동작 원리를 파고든다",
  ],
  A: [
    "그림을 그리거나 디자인을 한다",
    "소설이나 시, 시나리오를 쓴다",
    "악기를 연주하거나 작곡을 한다",
    "연극이나 영상에서 연기를 한다",
    "사진이나 영상을 촬영하고 편집한다",
    "옷, 장신구, 실내 공간을 꾸민다",
    "광고나 포스터의 아이디어를 낸다",
    "춤이나 공연 무대를 기획한다",
  ],
  S: [
    "다른 사람에게 공부나 기술을 가르친다",
    "고민이 있는 사람의 이야기를 듣고 상담한다",
    "아픈 사람이나 어르신을 돌본다",
    "봉사 활동을 계획하고 참여한다",
    "어린이의 성장과 학습을 돕는다",
    "사람들이 서로 협력하도록 돕는다",
    "운동이나 건강 관리 방법을 알려 준다",
    "어려운 이웃을 위한 지원 제도를 안내한다",
  ],
  E: [
    "팀을 이끌고 목표를 정한다",
    "상품이나 서비스를 고객에게 판매한다",
    "나만의 가게나 회사를 창업한다",
    "사람들 앞에서 발표하고 설득한다",
    "회사의 사업 계획과 예산을 결정한다",
    "협상을 통해 좋은 조건을 얻어 낸다",
    "행사나 캠페인을 기획하고 홍보한다",
    "선거에 나가거나 단체를 대표한다",
  ],
  C: [
    "서류와 자료를 정해진 규칙대로 정리한다",
    "장부를 기록하고 계산이 맞는지 확인한다",
    "표 계산 프로그램으로 자료를 입력하고 관리한다",
    "재고나 물품의 입출고를 관리한다",
    "보고서의 오탈자와 형식을 꼼꼼히 검토한다",
    "일정과 회의 자료를 준비하고 관리한다",
    "세금이나 급여 계산을 처리한다",
    "규정과 절차에 맞는지 점검한다",
  ],
};

const order: RiasecCode[] = ["R", "I", "A", "S", "E", "C"];

/** Items interleaved R, I, A, S, E, C, R, … so a scale's items are spread over the test. */
export const riasecItems: LikertItem<RiasecCode>[] = Array.from({ length: 8 }, (_, round) =>
  order.map((scale) => ({ id: `${scale}${round + 1}`, scale, text: byScale[scale][round] as string })),
).flat();
