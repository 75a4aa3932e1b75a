import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { eduFairRegistrations, exhibitionBooths } from "../../db/schema";
import { type RegistrationInput, registrationSchema } from "./schemas";

/** Fair registrations and exhibition booths as the public sees them (admin side: fair-admin.server.ts). */
export function createFairService(db: Db) {
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

    async register(input: RegistrationInput, memberId: number | null) {
      const { consent: _consent, ...fields } = input;
      const [row] = await db
        .insert(eduFairRegistrations)
        .values({ ...fields, memberId, consentedAt: new Date() })
        .returning({ id: eduFairRegistrations.id });
      return row?.id as number;
    },

    async listBooths() {
      return db.select().from(exhibitionBooths).orderBy(asc(exhibitionBooths.sortOrder), asc(exhibitionBooths.boothNo));
    },
  };
}
