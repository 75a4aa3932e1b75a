/** The spec's error screen texts (section 2), shared by the React error screen and the server's fallback page. */
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

/** Shown when the error screen itself cannot be rendered (spec section 2). */
export const ERROR_SCREEN_FAILED = "오류 페이지를 표시하는 중 문제가 발생했습니다.";
