import { Outlet } from "react-router";
import { ErrorScreenGuard } from "../../components/layout/ErrorScreen";
import { RouteErrorScreen } from "../../components/layout/RouteErrorScreen";
import type { Route } from "./+types/layout";

/** The education-fair pages use the spec's event layout (AppShell reads the handle). */
export const handle = { layout: "event" };

export default function EduFairLayout() {
  return <Outlet />;
}

/** A fair page's error, still in the event layout (the handle stays matched; decision 0075). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreenGuard>
      <RouteErrorScreen error={error} />
    </ErrorScreenGuard>
  );
}
