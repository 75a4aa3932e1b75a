import { data } from "react-router";

/** Every unmatched URL: answers HTTP 404 and renders the root error screen. */
export function loader() {
  throw data("This page could not be found", { status: 404 });
}

export default function NotFound() {
  return null;
}
