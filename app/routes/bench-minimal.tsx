import { notFound } from "../../shared/app-error";
import { routeError } from "../lib/route-errors";
import type { Route } from "./+types/bench-minimal";

export function loader({ context }: Route.LoaderArgs) {
  if (!context.services.config.TEST_ROUTES) throw routeError(notFound("This page could not be found"));
  return null;
}

export function meta() {
  return [{ title: "bench" }, { name: "robots", content: "noindex" }];
}

export default function BenchMinimal() {
  return <p>ok</p>;
}
