import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../../../shared/app-error";
import type { RateLimits } from "../../rate-limits.server";

/**
 * Plans a minute per client address, for the page, `/v2/roadmap` and its iCal file together: a plan
 * costs 15–160 server CPU ms (a duty goal scans the 우대현황 laws), and a person asks a few a minute
 * (decision 0083). Answers the API's cache miss only: a stored answer costs no plan.
 */
export const ROADMAP_PLAN_LIMITS = { perClient: 60, windowSeconds: 60 };
export const ROADMAP_LIMITED_MESSAGE = "로드맵 요청이 너무 많습니다. 1분 뒤 다시 시도해주세요.";

export function createRoadmapPlanLimits(rateLimits: RateLimits) {
  const plans = rateLimits.limiter({
    name: "roadmap-plans",
    points: ROADMAP_PLAN_LIMITS.perClient,
    durationSeconds: ROADMAP_PLAN_LIMITS.windowSeconds,
  });
  return {
    /** Counts one plan for `clientAddress`; an AppError 429 past the limit. */
    async consume(clientAddress: string): Promise<void> {
      try {
        await plans.consume(clientAddress);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new AppError(429, ROADMAP_LIMITED_MESSAGE);
        throw rejection;
      }
    },
  };
}

export type RoadmapPlanLimits = ReturnType<typeof createRoadmapPlanLimits>;
