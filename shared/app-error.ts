/**
 * The one error type of the portal (decision 0037): services, API handlers, loaders and actions
 * throw it with an HTTP status, a Korean message for people and, for input errors, a message per
 * field. The API answers it in its error shape (`server/http/errors.ts`); pages turn it into a
 * route error response (`app/lib/route-errors.ts`), so statuses reach the error boundary.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/**
 * True for an AppError, also one made by another copy of this module: the server and the page
 * build each bundle `shared/`, so a service's error is not an instance of the pages' class.
 */
export function isAppError(error: unknown): error is AppError {
  if (error instanceof AppError) return true;
  return error instanceof Error && error.name === "AppError" && typeof (error as { status?: unknown }).status === "number";
}

export const BAD_REQUEST_MESSAGE = "요청 값이 올바르지 않습니다.";
export const NOT_FOUND_MESSAGE = "요청한 정보를 찾을 수 없습니다.";

export const badRequest = (message = BAD_REQUEST_MESSAGE, fields?: Record<string, string>) => new AppError(400, message, fields);
export const notFound = (message = NOT_FOUND_MESSAGE) => new AppError(404, message);
export const unauthorized = (message = "로그인이 필요합니다.") => new AppError(401, message);
export const forbidden = (message = "권한이 없습니다.") => new AppError(403, message);
