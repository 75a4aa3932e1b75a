import { asc } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../../../shared/app-error";
import type { Db } from "../../db/client.server";
import { eduFairRegistrations, exhibitionBooths } from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import type { RateLimits } from "../../rate-limits.server";
import { type RegistrationInput, registrationSchema } from "./schemas";

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
    /** Validates the registration form; field → Korean message on failure. */
    parseRegistration(form: Record<string, unknown>) {
      const parsed = registrationSchema.safeParse(form);
      if (parsed.success) return { success: true as const, data: parsed.data };
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form");
        errors[field] ??= issue.message;
      }
      return { success: false as const, errors };
    },

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
