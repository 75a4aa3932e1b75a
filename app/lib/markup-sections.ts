/** The gallery's sections, in page order: the e2e test checks each one renders. */
export const MARKUP_SECTIONS = [
  { id: "buttons", title: "버튼" },
  { id: "fields", title: "입력 필드" },
  { id: "dialogs", title: "대화상자" },
  { id: "combobox", title: "콤보박스 (검색어 추천)" },
  { id: "calendar", title: "달력" },
  { id: "charts", title: "차트" },
  { id: "tables", title: "표" },
  { id: "empty", title: "빈 상태" },
  { id: "pagination", title: "페이지 이동" },
] as const;
