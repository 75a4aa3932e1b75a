import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every route of the portal, in the order of the spec's route list (section 2). */
export default [index("routes/home.tsx"), route("_bench/minimal", "routes/bench-minimal.tsx")] satisfies RouteConfig;
