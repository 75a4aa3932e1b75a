import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import {
  careerJobs,
  licenseFavorites,
  licenses,
  majors,
  memberDesiredJobs,
  memberDesiredSubjects,
  memberLicenses,
  members,
  personalSchedules,
} from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import { type DataLab, dataLabFor, examsBetween, upcomingExams } from "./license-info.server";

export interface MemberLicense {
  licenseId: string;
  name: string;
  issuer: string | null;
  acquiredOn: string | null;
}

/** A 관심 자격증 as the member sees it: from the spec (`wished`), starred (`favorite`), or both. */
export interface InterestedLicense extends MemberLicense {
  wished: boolean;
  favorite: boolean;
}

export interface PersonalSchedule {
  id: number;
  content: string;
  date: string;
}

/** My page data: licenses with dataLab, desired jobs/subjects, education, schedules. */
export function createProfileService(db: Db, clock: Clock) {
  return {
    async licenseInfo(memberId: number, today: string) {
      // The profile card and the spec in one statement, beside the exams: no waterfall (decision 0033).
      const [[row], upcoming] = await Promise.all([
        db
          .select({
            name: members.name,
            nickname: members.nickname,
            // Points are a ledger (server/modules/boards/points.ts): the total is the sum of its rows.
            points: sql<number>`coalesce((select sum(pl.amount) from point_ledger pl where pl.member_id = "members"."id"), 0)::int`,
            educationLevel: members.educationLevel,
            educationStatus: members.educationStatus,
            owned: sql<Array<MemberLicense & { kind: string }>>`coalesce((select json_agg(json_build_object(
                'licenseId', l.id, 'name', l.name, 'issuer', l.issuer, 'acquiredOn', ml.acquired_on, 'kind', ml.kind)
                order by ml.created_at, l.name)
              from ${memberLicenses} ml join ${licenses} l on l.id = ml.license_id where ml.member_id = "members"."id"), '[]'::json)`,
            starred: sql<MemberLicense[]>`coalesce((select json_agg(json_build_object(
                'licenseId', l.id, 'name', l.name, 'issuer', l.issuer, 'acquiredOn', null) order by f.created_at, l.name)
              from ${licenseFavorites} f join ${licenses} l on l.id = f.license_id where f.member_id = "members"."id"), '[]'::json)`,
            jobs: sql<Array<{ id: number; name: string }>>`coalesce((select json_agg(json_build_object('id', j.id, 'name', j.name)
                order by j.name)
              from ${memberDesiredJobs} x join ${careerJobs} j on j.id = x.job_id where x.member_id = "members"."id"), '[]'::json)`,
            subjects: sql<
              Array<{ id: number; name: string }>
            >`coalesce((select json_agg(json_build_object('id', mj.id, 'name', mj.name)
                order by mj.name)
              from ${memberDesiredSubjects} x join ${majors} mj on mj.id = x.major_id where x.member_id = "members"."id"), '[]'::json)`,
          })
          .from(members)
          .where(eq(members.id, memberId)),
        upcomingExams(db, memberId, today),
      ]);
      if (!row) return null;
      const { owned, starred, jobs, subjects, ...member } = row;
      const held = owned.filter((l) => l.kind === "held").map(({ kind: _kind, ...l }) => l);
      const wished = owned.filter((l) => l.kind === "wished").map(({ kind: _kind, ...l }) => l);
      // Spec wishes first, then stars not already among them; a held license stays 보유, not 관심.
      const heldIds = new Set(held.map((l) => l.licenseId));
      const starredIds = new Set(starred.map((l) => l.licenseId));
      const wishedIds = new Set(wished.map((l) => l.licenseId));
      const interested: InterestedLicense[] = [
        ...wished.map((l) => ({ ...l, wished: true, favorite: starredIds.has(l.licenseId) })),
        ...starred
          .filter((l) => !wishedIds.has(l.licenseId) && !heldIds.has(l.licenseId))
          .map((l) => ({ ...l, wished: false, favorite: true })),
      ];
      const dataLab = await dataLabFor(
        db,
        memberId,
        held.map((l) => l.licenseId),
      );
      const empty: DataLab = { basis: "public", licenses: [], jobs: [], majors: [] };
      return {
        member,
        held: held.map((l) => ({ ...l, dataLab: dataLab.get(l.licenseId) ?? empty })),
        wished: wished as MemberLicense[],
        interested,
        jobs,
        subjects,
        upcoming,
      };
    },

    /** Exam phases (held, wished and starred licenses) and personal schedules of the days from..to. */
    async daySchedule(memberId: number, from: string, to: string) {
      const [exams, personal] = await Promise.all([
        examsBetween(db, memberId, from, to),
        db
          .select({ id: personalSchedules.id, content: personalSchedules.content, date: personalSchedules.scheduledOn })
          .from(personalSchedules)
          .where(and(eq(personalSchedules.memberId, memberId), between(personalSchedules.scheduledOn, from, to)))
          .orderBy(asc(personalSchedules.scheduledOn), asc(personalSchedules.id)),
      ]);
      return { exams, personal: personal as PersonalSchedule[] };
    },

    async addSchedule(memberId: number, date: string, content: string): Promise<PersonalSchedule> {
      const [row] = await db
        .insert(personalSchedules)
        .values({ memberId, scheduledOn: date, content, createdAt: clock.now() })
        .returning({ id: personalSchedules.id, content: personalSchedules.content, date: personalSchedules.scheduledOn });
      if (!row) throw new Error("insert returned nothing");
      return row;
    },

    /** Deletes one of the member's own schedules; false when it does not exist or is not theirs. */
    async deleteSchedule(memberId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(personalSchedules)
        .where(and(eq(personalSchedules.id, id), eq(personalSchedules.memberId, memberId)))
        .returning({ id: personalSchedules.id });
      return deleted.length > 0;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
