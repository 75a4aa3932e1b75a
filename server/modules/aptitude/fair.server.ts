import { asc } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../../../shared/app-error";
import type { RegistrationInput } from "../../../shared/fair-schemas";
import type { Db } from "../../db/client.server";
import { eduFairRegistrations, exhibitionBooths } from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import type { RateLimits } from "../../rate-limits.server";

/** Registrations one client address may send per hour: a school registers once, not hundreds of times. */
export const FAIR_REGISTRATIONS_PER_HOUR = 10;
export const FAIR_REGISTRATION_LIMITED_MESSAGE = "참가 신청이 너무 많습니다. 1시간 뒤에 다시 신청해주세요.";

/** Fair registrations and exhibition booths as the public sees them (admin side: fair-admin.server.ts). */
export function createFairService(db: Db, rateLimits: RateLimits, clock: Clock) {
  const registrations = rateLimits.limiter({
    name: "fair-registrations",
    points: FAIR_REGISTRATIONS_PER_HOUR,
    durationSeconds: 3_600,
  });

  return {
    /** Anyone may register, so the limit is per client address (issue 34: 200 in 4 s were accepted); 429 past it. */
    async register(input: RegistrationInput, memberId: number | null, clientAddress: string) {
      try {
        await registrations.consume(clientAddress);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new AppError(429, FAIR_REGISTRATION_LIMITED_MESSAGE);
        throw rejection;
      }
      const { consent: _consent, ...fields } = input;
      const [row] = await db
        .insert(eduFairRegistrations)
        .values({ ...fields, memberId, consentedAt: clock.now(), createdAt: clock.now() })
        .returning({ id: eduFairRegistrations.id });
      return row?.id as number;
    },

    async listBooths() {
      return db.select().from(exhibitionBooths).orderBy(asc(exhibitionBooths.sortOrder), asc(exhibitionBooths.boothNo));
    },
  };
}
