import { isRouteErrorResponse } from "react-router";
import { notFound } from "../../shared/app-error";
import { ErrorScreen } from "../components/layout/ErrorScreen";
import { routeError } from "../lib/route-errors";
import type { Route } from "./+types/e2e-error-screen";

/** Test-only (TEST_ROUTES=1): a page whose rendering fails and whose error screen fails as well. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.services.config.TEST_ROUTES) throw routeError(notFound("This page could not be found"));
  return null;
}

export default function E2eErrorScreen(): never {
  throw new Error("e2e: deliberate render failure");
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorScreen status={404} />;
  throw new Error("e2e: deliberate error screen failure");
}
