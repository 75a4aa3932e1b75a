/** Test hook for the error screen: a loader that fails with a 500, only when E2E_TEST_HOOKS=1. */
import { data } from "react-router";

export function loader() {
  if (process.env.E2E_TEST_HOOKS !== "1") throw data("This page could not be found", { status: 404 });
  throw new Error("e2e: deliberate loader failure");
}

export default function E2eError() {
  return null;
}
