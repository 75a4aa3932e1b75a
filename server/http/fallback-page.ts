import { ERROR_SCREEN_FAILED, errorTexts } from "../../shared/error-texts";

/**
 * The error page the server writes itself, without React: for a failure before React Router runs
 * (a middleware) and for the case where rendering the error screen failed too. No scripts and no
 * inline styles, so it needs nothing from the page's CSP.
 */
export function fallbackErrorPage(status: number, { screenFailed = false } = {}): string {
  const texts = errorTexts(status);
  const lines = screenFailed ? [ERROR_SCREEN_FAILED] : [texts.message, texts.hint];
  return `<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} | 자격나침반</title></head>
<body>
<main data-testid="fallback-error">
<p>${texts.heading}</p>
<h1>${status}</h1>
${lines.map((line) => `<p>${line}</p>`).join("\n")}
<p><a href="/">메인으로</a></p>
</main>
</body>
</html>`;
}

/**
 * React Router's last-resort answer (plain "Unexpected Server Error") when rendering the error
 * boundary failed as well; page data requests (`.data`) keep theirs for the client router.
 */
export function isLastResortResponse(response: Response, path: string): boolean {
  return (
    response.status === 500 && !path.endsWith(".data") && (response.headers.get("content-type") ?? "").startsWith("text/plain")
  );
}
