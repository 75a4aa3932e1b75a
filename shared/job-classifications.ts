/** 한국고용직업분류(KECO 2018) 대분류: the first digit of a four-digit KECO code. */
export const kecoMajorGroups: ReadonlyArray<{ code: string; name: string }> = [
  { code: "0", name: "경영·사무·금융·보험직" },
  { code: "1", name: "연구직 및 공학 기술직" },
  { code: "2", name: "교육·법률·사회복지·경찰·소방직 및 군인" },
  { code: "3", name: "보건·의료직" },
  { code: "4", name: "예술·디자인·방송·스포츠직" },
  { code: "5", name: "미용·여행·숙박·음식·경비·청소직" },
  { code: "6", name: "영업·판매·운전·운송직" },
  { code: "7", name: "건설·채굴직" },
  { code: "8", name: "설치·정비·생산직" },
  { code: "9", name: "농림어업직" },
];

/** 한국표준직업분류(KSCO) 대분류: the first character of a KSCO code. */
export const kscoMajorGroups: ReadonlyArray<{ code: string; name: string }> = [
  { code: "1", name: "관리자" },
  { code: "2", name: "전문가 및 관련 종사자" },
  { code: "3", name: "사무 종사자" },
  { code: "4", name: "서비스 종사자" },
  { code: "5", name: "판매 종사자" },
  { code: "6", name: "농림·어업 숙련 종사자" },
  { code: "7", name: "기능원 및 관련 기능 종사자" },
  { code: "8", name: "장치·기계 조작 및 조립 종사자" },
  { code: "9", name: "단순노무 종사자" },
  { code: "A", name: "군인" },
];

/** 한국직업사전 정규교육 levels, shortest first (the values the 직업사전 uses verbatim). */
export const educationLevels: readonly string[] = [
  "6년 이하(초졸 이하)",
  "6년 초과 ~ 9년 이하(중졸 정도)",
  "9년 초과 ~ 12년 이하(고졸 정도)",
  "12년 초과 ~ 14년 이하(전문대졸 정도)",
  "14년 초과 ~ 16년 이하(대졸 정도)",
  "16년 초과(대학원 이상)",
];

/** 한국직업사전 숙련기간 values, shortest first. */
export const skillPeriods: readonly string[] = [
  "약간의 시범정도",
  "시범후 30일 이하",
  "1개월 초과 ~ 3개월 이하",
  "3개월 초과 ~ 6개월 이하",
  "6개월 초과 ~ 1년 이하",
  "1년 초과 ~ 2년 이하",
  "2년 초과 ~ 4년 이하",
  "4년 초과 ~ 10년 이하",
  "10년 초과",
];

/** Short label of an education level for filter buttons ("고졸 정도"). */
export const shortEducationLabel = (level: string) => /\(([^)]+)\)/.exec(level)?.[1] ?? level;

export const kecoGroupName = (code: string | null) =>
  code ? (kecoMajorGroups.find((g) => g.code === code.slice(0, 1))?.name ?? null) : null;
