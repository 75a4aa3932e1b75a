/** Test hook for the error screen: a loader that fails with a 500, only when TEST_ROUTES=1. */
import { data } from "react-router";
import type { Route } from "./+types/e2e-error";

export function loader({ context }: Route.LoaderArgs) {
  if (!context.services.config.TEST_ROUTES) throw data("This page could not be found", { status: 404 });
  throw new Error("e2e: deliberate loader failure");
}

export default function E2eError() {
  return null;
}
