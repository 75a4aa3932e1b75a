/** Statuses of an education-fair registration, as the admin list and its CSV show them. */
export const REGISTRATION_STATUSES = { received: "접수", confirmed: "확정", cancelled: "취소" } as const;
export type RegistrationStatus = keyof typeof REGISTRATION_STATUSES;
export const REGISTRATION_STATUS_KEYS = Object.keys(REGISTRATION_STATUSES) as [RegistrationStatus, ...RegistrationStatus[]];

/** Columns of the booth CSV import (header: the Korean label or the field name). */
export const BOOTH_COLUMNS = [
  { name: "boothNo", label: "부스 번호" },
  { name: "name", label: "참가 기관명" },
  { name: "category", label: "분야" },
  { name: "description", label: "소개" },
  { name: "url", label: "홈페이지" },
  { name: "sortOrder", label: "순서" },
];
