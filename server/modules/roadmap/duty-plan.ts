import { monthOf } from "../../../shared/roadmap-dates";
import type { PlanAlternative, PlanStep } from "./types";

/** One qualifying license's route: its steps (prerequisites first) as the planner made them. */
export interface DutyRoute {
  licenseId: string;
  name: string;
  reason: string;
  steps: PlanStep[];
}

/** When a route ends: its last final result, or null when any of its steps cannot be dated. */
function finishOf(route: DutyRoute): string | null {
  const finishes = route.steps.map((s) => s.finishOn);
  if (finishes.length === 0 || finishes.some((f) => f === null)) return null;
  return (finishes as string[]).sort().at(-1) ?? null;
}

/**
 * A duty's qualifying licenses are alternatives (decision 0082): any one of them is enough. The plan
 * follows the route that ends first for this person (the source's order breaks ties; an undatable
 * route comes after every dated one), and the others become choices with their own finish months.
 */
export function chooseDutyRoute(routes: DutyRoute[]): { chosen: DutyRoute | null; alternatives: PlanAlternative[] } {
  const ranked = routes
    .map((route, order) => ({ route, order, finish: finishOf(route) }))
    .sort((a, b) => (a.finish ?? "9999").localeCompare(b.finish ?? "9999") || a.order - b.order);
  const [first, ...rest] = ranked;
  return {
    chosen: first?.route ?? null,
    alternatives: rest.map(({ route, finish }) => ({
      licenseId: route.licenseId,
      name: route.name,
      finishMonth: finish ? monthOf(finish) : null,
      reason: route.reason,
    })),
  };
}
