import { and, eq, inArray } from "drizzle-orm";
import type { educationLevels, educationStatuses } from "../../../shared/member-schemas";
import { createTtlCache } from "../../cache/ttl-cache";
import type { Db } from "../../db/client.server";
import { careerJobs, licenses, majors, memberDesiredJobs, memberDesiredSubjects, memberLicenses, members } from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import { keywordVariants } from "../search/synonyms";
import { buildNameIndex, type NameIndex, searchNames } from "./autocomplete";

const SUGGESTION_LIMIT = 10;
/** Names change only when data is re-imported; the in-memory indexes are rebuilt after this. */
const INDEX_TTL_MS = 10 * 60_000;

export interface LicenseChoice {
  licenseId: string;
  /** YYYY-MM-DD; held licenses only. */
  acquiredOn?: string | null;
}

export type SpecSaveResult = { ok: true } | { ok: false; unknown: string[] };

/** Spec management: held/wished licenses, desired jobs and subjects, last education, autocomplete. */
export function createSpecService(db: Db, clock: Clock) {
  const cached = <T>(load: () => Promise<NameIndex<T>>) => {
    const cache = createTtlCache<NameIndex<T>>(INDEX_TTL_MS);
    return () => cache.get("index", load);
  };

  const licenseIndex = cached(async () => {
    const rows = await db.select({ id: licenses.id, name: licenses.name, applicants: licenses.applicants }).from(licenses);
    return buildNameIndex(rows.map((r) => ({ name: r.name, weight: r.applicants, value: { id: r.id, name: r.name } })));
  });
  const majorIndex = cached(async () => {
    const rows = await db.select({ id: majors.id, name: majors.name }).from(majors);
    return buildNameIndex(rows.map((r) => ({ name: r.name, weight: 0, value: { id: r.id, name: r.name } })));
  });
  const jobIndex = cached(async () => {
    const rows = await db.select({ id: careerJobs.id, name: careerJobs.name }).from(careerJobs);
    return buildNameIndex(rows.map((r) => ({ name: r.name, weight: 0, value: { id: r.id, name: r.name } })));
  });

  async function replaceLicenses(memberId: number, kind: "held" | "wished", choices: LicenseChoice[]): Promise<SpecSaveResult> {
    const ids = [...new Set(choices.map((c) => c.licenseId))];
    const known = ids.length
      ? (await db.select({ id: licenses.id }).from(licenses).where(inArray(licenses.id, ids))).map((r) => r.id)
      : [];
    const unknown = ids.filter((id) => !known.includes(id));
    if (unknown.length) return { ok: false, unknown };
    const byId = new Map(choices.map((c) => [c.licenseId, c.acquiredOn ?? null]));
    // One instant for the whole save: licenses saved together are listed by name (a clock read per
    // row could fall on two milliseconds and order them by that instead).
    const savedAt = clock.now();
    await db.transaction(async (tx) => {
      await tx.delete(memberLicenses).where(and(eq(memberLicenses.memberId, memberId), eq(memberLicenses.kind, kind)));
      if (ids.length) {
        await tx.insert(memberLicenses).values(
          ids.map((licenseId) => ({
            memberId,
            licenseId,
            kind,
            acquiredOn: kind === "held" ? byId.get(licenseId) : null,
            createdAt: savedAt,
          })),
        );
      }
    });
    return { ok: true };
  }

  return {
    /** License names for the spec form; abbreviations (정처기, 컴활) list the licenses they stand for first. */
    async suggestLicenses(query: string) {
      const index = await licenseIndex();
      const found = new Map<string, { id: string; name: string }>();
      for (const variant of keywordVariants(query)) {
        for (const license of searchNames(index, variant, SUGGESTION_LIMIT)) found.set(license.id, license);
      }
      return [...found.values()].slice(0, SUGGESTION_LIMIT);
    },
    async suggestMajors(query: string) {
      return searchNames(await majorIndex(), query, SUGGESTION_LIMIT);
    },
    async suggestJobs(query: string) {
      return searchNames(await jobIndex(), query, SUGGESTION_LIMIT);
    },

    saveHeldLicenses: (memberId: number, choices: LicenseChoice[]) => replaceLicenses(memberId, "held", choices),
    saveWishedLicenses: (memberId: number, licenseIds: string[]) =>
      replaceLicenses(
        memberId,
        "wished",
        licenseIds.map((licenseId) => ({ licenseId })),
      ),

    async saveDesiredJobs(memberId: number, jobIds: number[]): Promise<SpecSaveResult> {
      const ids = [...new Set(jobIds)];
      const known = ids.length
        ? (await db.select({ id: careerJobs.id }).from(careerJobs).where(inArray(careerJobs.id, ids))).map((r) => r.id)
        : [];
      const unknown = ids.filter((id) => !known.includes(id));
      if (unknown.length) return { ok: false, unknown: unknown.map(String) };
      await db.transaction(async (tx) => {
        await tx.delete(memberDesiredJobs).where(eq(memberDesiredJobs.memberId, memberId));
        if (ids.length) await tx.insert(memberDesiredJobs).values(ids.map((jobId) => ({ memberId, jobId })));
      });
      return { ok: true };
    },

    async saveDesiredSubjects(memberId: number, majorIds: number[]): Promise<SpecSaveResult> {
      const ids = [...new Set(majorIds)];
      const known = ids.length
        ? (await db.select({ id: majors.id }).from(majors).where(inArray(majors.id, ids))).map((r) => r.id)
        : [];
      const unknown = ids.filter((id) => !known.includes(id));
      if (unknown.length) return { ok: false, unknown: unknown.map(String) };
      await db.transaction(async (tx) => {
        await tx.delete(memberDesiredSubjects).where(eq(memberDesiredSubjects.memberId, memberId));
        if (ids.length) await tx.insert(memberDesiredSubjects).values(ids.map((majorId) => ({ memberId, majorId })));
      });
      return { ok: true };
    },

    async saveLastEducation(
      memberId: number,
      education: { level: keyof typeof educationLevels; status: keyof typeof educationStatuses } | null,
    ): Promise<void> {
      await db
        .update(members)
        .set({ educationLevel: education?.level ?? null, educationStatus: education?.status ?? null })
        .where(eq(members.id, memberId));
    },
  };
}

export type SpecService = ReturnType<typeof createSpecService>;
