import type { RiasecCode } from "./types";

/**
 * eduTech step 1: learning fields, each tied to the Holland type whose jobs it leads to and to the
 * licenses of its learning path: the 국가기술자격 대직무분야 codes (Q-Net `obligfldcd`) plus named
 * licenses the Q-Net list has no field for (e.g. 빅데이터분석기사 from CertWeb).
 */
export const eduTechFields: Array<{
  id: string;
  code: RiasecCode;
  name: string;
  example: string;
  jobFields: string[];
  licenseNames: string[];
}> = [
  {
    id: "machine",
    code: "R",
    name: "기계·설비·스마트 제조",
    example: "로봇 정비, 설비 자동화",
    // 기계 and 전기.전자: equipment automation needs both.
    jobFields: ["16", "20"],
    licenseNames: [],
  },
  {
    id: "data",
    code: "I",
    name: "데이터·AI 연구",
    example: "데이터 분석, 머신러닝",
    jobFields: ["21"],
    licenseNames: ["빅데이터분석기사", "사회조사분석사2급", "사회조사분석사1급", "정보처리기능사"],
  },
  {
    id: "content",
    code: "A",
    name: "디자인·디지털 콘텐츠",
    example: "생성형 AI 디자인, 영상",
    jobFields: ["08"],
    licenseNames: ["멀티미디어콘텐츠제작전문가"],
  },
  {
    id: "care",
    code: "S",
    name: "교육·상담·돌봄",
    example: "AI 튜터 활용 교육, 상담",
    jobFields: ["04", "06", "07"],
    licenseNames: [],
  },
  { id: "business", code: "E", name: "경영·마케팅", example: "AI 마케팅, 창업", jobFields: ["02", "10"], licenseNames: [] },
  { id: "office", code: "C", name: "사무·회계·행정", example: "업무 자동화, 회계 데이터", jobFields: ["02"], licenseNames: [] },
];

export const eduTechLevels = [
  { id: "new", name: "처음 시작해요", description: "AI나 관련 분야를 배워 본 적이 거의 없어요." },
  { id: "basic", name: "기초는 알아요", description: "수업이나 독학으로 기본 개념을 배웠어요." },
  { id: "practice", name: "실습해 봤어요", description: "과제나 업무에서 직접 써 본 경험이 있어요." },
] as const;

/** eduTech step 2: a short AI-literacy quiz (our own questions); `answer` is the correct option. */
export const eduTechQuiz: Array<{ id: string; question: string; options: string[]; answer: number }> = [
  {
    id: "Q1",
    question: "머신러닝 모델이 학습하는 데 가장 필요한 것은 무엇일까요?",
    options: ["데이터", "화려한 화면", "빠른 인터넷", "큰 모니터"],
    answer: 0,
  },
  {
    id: "Q2",
    question: "생성형 AI가 만든 답변에 대해 옳은 설명은?",
    options: ["항상 사실이다", "사실과 다를 수 있어 확인이 필요하다", "출처가 자동으로 검증된다", "사람이 쓴 글보다 늘 정확하다"],
    answer: 1,
  },
  {
    id: "Q3",
    question: "개인정보가 담긴 자료를 AI 서비스에 넣기 전에 해야 할 일은?",
    options: ["아무것도 하지 않는다", "파일 이름을 바꾼다", "이름·연락처 등을 지우거나 가린다", "글자 크기를 줄인다"],
    answer: 2,
  },
  {
    id: "Q4",
    question: "사진 속 물체가 고양이인지 개인지 고르는 AI 작업을 무엇이라 할까요?",
    options: ["정렬", "분류", "압축", "암호화"],
    answer: 1,
  },
  {
    id: "Q5",
    question: "AI 모델의 성능을 공정하게 확인하려면 어떤 데이터로 평가해야 할까요?",
    options: ["학습에 쓴 데이터", "학습에 쓰지 않은 새 데이터", "아무 데이터나", "데이터 없이 평가한다"],
    answer: 1,
  },
];
