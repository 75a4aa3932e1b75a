import type { RiasecCode } from "./types";

export type MetaverseScene = "island" | "festival" | "station" | "museum" | "workshop" | "clinic" | "factory" | "stage";

export interface ScenarioQuestion {
  id: string;
  scene: MetaverseScene;
  title: string;
  situation: string;
  options: Array<{ code: RiasecCode; text: string }>;
}

/**
 * The metaverse job test: 8 short scenarios, 3 choices each. The scenarios come in complementary
 * pairs (RIA/SEC, RSE/IAC, RAC/ISE, RIC/ASE), so every RIASEC type is offered exactly 4 times and
 * the counts are comparable. Our own content, scored like the RIASEC inventory (scoring.ts).
 */
export const metaverseQuestions: ScenarioQuestion[] = [
  {
    id: "M1",
    scene: "island",
    title: "처음 도착한 섬",
    situation: "아바타가 낯선 섬에 도착했습니다. 가장 먼저 무엇을 할까요?",
    options: [
      { code: "R", text: "나무와 돌을 모아 건너편으로 가는 다리를 만든다" },
      { code: "I", text: "섬의 지형과 날씨를 관찰해 지도를 그린다" },
      { code: "A", text: "섬 입구에 어울리는 표지판과 조형물을 디자인한다" },
    ],
  },
  {
    id: "M2",
    scene: "festival",
    title: "광장 축제",
    situation: "가상 마을 광장에서 축제가 열립니다. 어떤 역할을 맡고 싶나요?",
    options: [
      { code: "S", text: "처음 온 방문자에게 길을 안내하고 도와준다" },
      { code: "E", text: "먹거리 가게를 열어 손님을 모으고 매출을 올린다" },
      { code: "C", text: "참가 신청과 예산 장부를 빈틈없이 관리한다" },
    ],
  },
  {
    id: "M3",
    scene: "station",
    title: "우주 정거장의 경보",
    situation: "우주 정거장에 경보가 울렸습니다. 당신의 선택은?",
    options: [
      { code: "R", text: "공구를 들고 고장 난 장치를 직접 고친다" },
      { code: "S", text: "놀란 승무원들을 진정시키고 다친 사람을 돌본다" },
      { code: "E", text: "대원들에게 역할을 나눠 주고 대응을 지휘한다" },
    ],
  },
  {
    id: "M4",
    scene: "museum",
    title: "가상 박물관",
    situation: "메타버스 박물관에 새 전시관이 생깁니다. 무엇을 맡을까요?",
    options: [
      { code: "I", text: "유물의 연대와 쓰임새를 조사해 설명을 쓴다" },
      { code: "A", text: "관람객이 빠져들 전시 공간과 조명을 연출한다" },
      { code: "C", text: "소장품 목록을 번호별로 정리하고 기록한다" },
    ],
  },
  {
    id: "M5",
    scene: "workshop",
    title: "나만의 공방",
    situation: "아바타의 공방을 꾸밀 수 있습니다. 무엇부터 할까요?",
    options: [
      { code: "R", text: "작업대와 기계를 설치하고 직접 가구를 만든다" },
      { code: "A", text: "벽화와 소품으로 공방을 개성 있게 꾸민다" },
      { code: "C", text: "재료와 공구를 종류별로 분류해 정리한다" },
    ],
  },
  {
    id: "M6",
    scene: "clinic",
    title: "마을에 번진 감기",
    situation: "마을에 감기가 돌고 있습니다. 어떻게 돕고 싶나요?",
    options: [
      { code: "I", text: "환자 기록을 분석해 어디서 퍼졌는지 알아낸다" },
      { code: "S", text: "아픈 주민을 찾아가 간호하고 건강 수칙을 알려 준다" },
      { code: "E", text: "이웃 마을과 협상해 약과 물품을 들여온다" },
    ],
  },
  {
    id: "M7",
    scene: "factory",
    title: "로봇 공장",
    situation: "로봇 공장에서 불량품이 나오고 있습니다. 무엇을 할까요?",
    options: [
      { code: "R", text: "생산 라인의 로봇 팔을 조정하고 부품을 교체한다" },
      { code: "I", text: "센서 데이터를 분석해 불량의 원인을 찾는다" },
      { code: "C", text: "검사 기준표를 만들어 제품을 하나씩 점검한다" },
    ],
  },
  {
    id: "M8",
    scene: "stage",
    title: "학교 축제 무대",
    situation: "메타버스 학교 축제 무대를 준비합니다. 어떤 일을 맡을까요?",
    options: [
      { code: "A", text: "공연 음악과 무대 의상을 만든다" },
      { code: "S", text: "무대에 서는 친구들의 연습을 도와준다" },
      { code: "E", text: "축제를 홍보하고 후원사를 모은다" },
    ],
  },
];
