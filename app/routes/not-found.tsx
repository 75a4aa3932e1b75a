import { notFound } from "../../shared/app-error";
import { routeError } from "../lib/route-errors";

/** Every unmatched URL: answers HTTP 404 and renders the root error screen. */
export function loader() {
  throw routeError(notFound("This page could not be found"));
}

export default function NotFound() {
  return null;
}
