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
function rethrowForRoute(error: unknown): never {
  if (isAppError(error)) throw routeError(error);
  throw error;
}

/**
 * A loader or action whose services may throw an AppError (decision 0075): the AppError becomes its
 * route error response, so the route group's error boundary shows its status; redirects, responses
 * and bugs pass through as they are.
 */
export function withRouteErrors<Args, Result>(handler: (args: Args) => Promise<Result>): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      rethrowForRoute(error);
    }
  };
}
