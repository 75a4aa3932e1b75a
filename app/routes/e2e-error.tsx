import { notFound } from "../../shared/app-error";
import { routeError } from "../lib/route-errors";
import type { Route } from "./+types/e2e-error";

export function loader({ context }: Route.LoaderArgs) {
  if (!context.services.config.TEST_ROUTES) throw routeError(notFound("This page could not be found"));
  throw new Error("e2e: deliberate loader failure");
}

export default function E2eError() {
  return null;
}
