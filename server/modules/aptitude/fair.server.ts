import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { eduFairRegistrations, exhibitionBooths } from "../../db/schema";
import { type BoothInput, type RegistrationInput, registrationSchema, type registrationStatuses } from "./schemas";

export type RegistrationStatus = keyof typeof registrationStatuses;

/** Fair registrations and exhibition booths: the public form/page and the admin console's lists. */
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

    async listRegistrations(page: number, pageSize: number) {
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(eduFairRegistrations)
          .orderBy(desc(eduFairRegistrations.createdAt), desc(eduFairRegistrations.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(eduFairRegistrations),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    /** Admin change of a registration's status and memo; false when it does not exist. */
    async updateRegistration(id: number, change: { status: RegistrationStatus; adminMemo: string | null }) {
      const rows = await db
        .update(eduFairRegistrations)
        .set(change)
        .where(eq(eduFairRegistrations.id, id))
        .returning({ id: eduFairRegistrations.id });
      return rows.length > 0;
    },

    async listBooths() {
      return db.select().from(exhibitionBooths).orderBy(asc(exhibitionBooths.sortOrder), asc(exhibitionBooths.boothNo));
    },

    async createBooth(input: BoothInput) {
      const [row] = await db.insert(exhibitionBooths).values(input).returning({ id: exhibitionBooths.id });
      return row?.id as number;
    },

    async updateBooth(id: number, input: BoothInput) {
      const rows = await db
        .update(exhibitionBooths)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(exhibitionBooths.id, id))
        .returning({ id: exhibitionBooths.id });
      return rows.length > 0;
    },

    async deleteBooth(id: number) {
      const rows = await db.delete(exhibitionBooths).where(eq(exhibitionBooths.id, id)).returning({ id: exhibitionBooths.id });
      return rows.length > 0;
    },
  };
}
