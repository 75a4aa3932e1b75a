/** The smallest SSR page, kept as the bench's baseline for server rendering cost; only when TEST_ROUTES=1. */
import { data } from "react-router";
import type { Route } from "./+types/bench-minimal";

export function loader({ context }: Route.LoaderArgs) {
  if (!context.services.config.TEST_ROUTES) throw data("This page could not be found", { status: 404 });
  return null;
}

export function meta() {
  return [{ title: "bench" }, { name: "robots", content: "noindex" }];
}

export default function BenchMinimal() {
  return <p>ok</p>;
}
