import { Outlet } from "react-router";
import { ErrorScreenGuard } from "../components/layout/ErrorScreen";
import { RouteErrorScreen } from "../components/layout/RouteErrorScreen";
import type { Route } from "./+types/route-group";

/**
 * A route group without a frame of its own (licenses, jobs, members, boards, tests; app/routes.ts):
 * its pages render in the portal chrome, and so does its error screen, whose status the page answers
 * (decision 0075).
 */
export default function RouteGroup() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreenGuard>
      <RouteErrorScreen error={error} />
    </ErrorScreenGuard>
  );
}
