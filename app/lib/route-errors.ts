import { data } from "react-router";
import { type AppError, isAppError } from "../../shared/app-error";

/**
 * An AppError as React Router's error response: the status sets the page's status and the error
 * boundary's screen, on a document request and over `.data` alike (a thrown Error would reach the
 * browser as a sanitized 500). The body is the Korean message.
 */
export function routeError(error: AppError) {
  return data(error.message, { status: error.status });
}

/** Rethrows what a service threw: an AppError as its route error response, anything else as it is. */
export function rethrowForRoute(error: unknown): never {
  if (isAppError(error)) throw routeError(error);
  throw error;
}
