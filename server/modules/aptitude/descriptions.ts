import { josa } from "es-hangul";
import type { BigFiveCode, RiasecCode } from "./instruments/types";
import type { BigFiveLevel } from "./scoring";

/** Korean names and descriptions of the Holland types (docs/aptitude-instruments.md). */
export const RIASEC_TYPES: Record<
  RiasecCode,
  { name: string; english: string; summary: string; traits: string; environments: string }
> = {
  R: {
    name: "현실형",
    english: "Realistic",
    summary: "손과 도구, 기계를 써서 눈에 보이는 결과를 만드는 활동에 흥미가 큽니다.",
    traits: "실제적이고 솔직하며, 설명보다 직접 해 보는 것을 좋아합니다.",
    environments: "제조·정비·건설·농림 현장, 기계와 설비를 다루는 작업장",
  },
  I: {
    name: "탐구형",
    english: "Investigative",
    summary: "관찰하고 분석해서 현상의 원리를 밝혀내는 활동에 흥미가 큽니다.",
    traits: "호기심이 많고 논리적이며, 스스로 생각해 답을 찾는 것을 즐깁니다.",
    environments: "연구소, 실험실, 데이터 분석·개발 조직, 의료·과학 분야",
  },
  A: {
    name: "예술형",
    english: "Artistic",
    summary: "생각과 감정을 글, 그림, 소리, 움직임으로 표현하는 활동에 흥미가 큽니다.",
    traits: "상상력이 풍부하고 독창적이며, 틀에 얽매이지 않는 방식을 선호합니다.",
    environments: "디자인·출판·방송·공연 분야, 창작 스튜디오",
  },
  S: {
    name: "사회형",
    english: "Social",
    summary: "사람을 가르치고 돕고 돌보는 활동에 흥미가 큽니다.",
    traits: "친절하고 협조적이며, 다른 사람의 성장과 회복에서 보람을 느낍니다.",
    environments: "학교, 병원, 복지 기관, 상담·교육 현장",
  },
  E: {
    name: "진취형",
    english: "Enterprising",
    summary: "사람들을 이끌고 설득해 목표를 이루는 활동에 흥미가 큽니다.",
    traits: "적극적이고 도전적이며, 결정을 내리고 책임지는 자리를 즐깁니다.",
    environments: "영업·마케팅·경영 조직, 창업, 공공·정치 분야",
  },
  C: {
    name: "관습형",
    english: "Conventional",
    summary: "정해진 규칙과 절차에 따라 자료와 일을 정확하게 처리하는 활동에 흥미가 큽니다.",
    traits: "꼼꼼하고 책임감이 있으며, 체계적으로 정리된 환경을 편안해합니다.",
    environments: "사무·회계·금융·행정 조직, 품질·물류 관리 부서",
  },
};

export const BIG_FIVE_FACTORS: Record<BigFiveCode, { name: string; high: string; low: string }> = {
  E: {
    name: "외향성",
    high: "사람들과 어울리며 활력을 얻고, 모임에서 먼저 나서는 편입니다.",
    low: "혼자 또는 소수와 있을 때 편안하고, 말하기 전에 충분히 생각하는 편입니다.",
  },
  A: {
    name: "친화성",
    high: "다른 사람의 감정에 공감하고 도우려는 마음이 큰 편입니다.",
    low: "자기 판단을 분명히 하고, 필요하면 다른 의견에 맞서는 편입니다.",
  },
  C: {
    name: "성실성",
    high: "계획을 세우고 꼼꼼하게 끝까지 해내는 편입니다.",
    low: "상황에 따라 유연하게 움직이고, 틀에 얽매이지 않는 편입니다.",
  },
  N: {
    name: "정서 안정성",
    high: "스트레스 상황에서도 비교적 차분하고 기분이 안정된 편입니다.",
    low: "걱정이나 기분 변화를 자주 느끼고, 감정에 민감한 편입니다.",
  },
  O: {
    name: "지적 개방성",
    high: "새로운 생각과 추상적인 아이디어를 즐기고 상상력이 풍부한 편입니다.",
    low: "익숙하고 검증된 방식과 구체적인 사실을 선호하는 편입니다.",
  },
};

export const LEVEL_NAMES: Record<BigFiveLevel, string> = { high: "높음", mid: "보통", low: "낮음" };

export function bigFiveComment(code: BigFiveCode, level: BigFiveLevel): string {
  const factor = BIG_FIVE_FACTORS[code];
  if (level === "mid") return `${josa(factor.name, "이/가")} 보통 수준입니다. 상황에 따라 두 성향을 모두 보입니다.`;
  return factor[level];
}

/** What a result is and is not; shown on the result, detail and print pages and in the PDF. */
export const RESULT_NOTES = {
  riasec:
    "이 결과는 스스로 답한 활동 선호를 홀랜드(RIASEC) 여섯 유형으로 요약한 흥미 프로파일입니다. 능력이나 적성을 측정한 것도, 특정 직업에 맞는지 판정하는 진단도 아닙니다. 규준(다른 사람들과의 비교 자료)이 없으므로 점수는 본인의 유형끼리 비교해서만 읽어 주세요.",
  bigfive:
    "이 결과는 IPIP 5요인 성격 문항에 스스로 답한 내용을 요약한 성격 프로파일입니다. 심리 진단이나 임상 평가가 아니며, 좋고 나쁜 성격을 가리지도 않습니다. 규준이 없으므로 높음·보통·낮음은 문항 평균(3.5 이상, 2.5 이하)으로 나눈 것입니다.",
} as const;
