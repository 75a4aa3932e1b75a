/**
 * Status of any thrown value: a route error response (`status`), an API error (`statusCode`),
 * a fetch-style error carrying `response.status`; anything else is a 500.
 */
export function statusOf(error: unknown): number {
  if (error && typeof error === "object") {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      const n = Number(candidate);
      if (Number.isInteger(n) && n >= 400 && n <= 599) return n;
    }
  }
  return 500;
}

export interface ErrorTexts {
  heading: string;
  message: string;
  hint: string;
}

export function errorTexts(status: number): ErrorTexts {
  const client = status >= 400 && status < 500;
  return {
    heading: "SORRY Something's wrong here.",
    message: client ? "현재 사용할 수 없는 페이지입니다." : "문제가 발생했습니다.",
    hint: client ? "주소를 다시 확인해주세요." : "잠시 후 다시 접속해주세요.",
  };
}
