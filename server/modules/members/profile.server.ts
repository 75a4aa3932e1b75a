import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import {
  careerJobs,
  licenses,
  majors,
  memberDesiredJobs,
  memberDesiredSubjects,
  memberLicenses,
  members,
  personalSchedules,
} from "../../db/schema";
import { type DataLab, dataLabFor, examsBetween, upcomingExams } from "./license-info.server";

export interface MemberLicense {
  licenseId: string;
  name: string;
  issuer: string | null;
  acquiredOn: string | null;
}

export interface PersonalSchedule {
  id: number;
  content: string;
  date: string;
}

/** My page data: licenses with dataLab, desired jobs/subjects, education, schedules. */
export function createProfileService(db: Db) {
  return {
    async licenseInfo(memberId: number, today: string) {
      const [member] = await db
        .select({
          name: members.name,
          nickname: members.nickname,
          // Points are a ledger (server/modules/boards/points.ts): the total is the sum of its rows.
          points: sql<number>`coalesce((select sum(pl.amount) from point_ledger pl where pl.member_id = "members"."id"), 0)::int`,
          educationLevel: members.educationLevel,
          educationStatus: members.educationStatus,
        })
        .from(members)
        .where(eq(members.id, memberId));
      if (!member) return null;
      const [owned, jobs, subjects, upcoming] = await Promise.all([
        db
          .select({
            licenseId: licenses.id,
            name: licenses.name,
            issuer: licenses.issuer,
            acquiredOn: memberLicenses.acquiredOn,
            kind: memberLicenses.kind,
          })
          .from(memberLicenses)
          .innerJoin(licenses, eq(licenses.id, memberLicenses.licenseId))
          .where(eq(memberLicenses.memberId, memberId))
          .orderBy(asc(memberLicenses.createdAt), asc(licenses.name)),
        db
          .select({ id: careerJobs.id, name: careerJobs.name })
          .from(memberDesiredJobs)
          .innerJoin(careerJobs, eq(careerJobs.id, memberDesiredJobs.jobId))
          .where(eq(memberDesiredJobs.memberId, memberId))
          .orderBy(asc(careerJobs.name)),
        db
          .select({ id: majors.id, name: majors.name })
          .from(memberDesiredSubjects)
          .innerJoin(majors, eq(majors.id, memberDesiredSubjects.majorId))
          .where(eq(memberDesiredSubjects.memberId, memberId))
          .orderBy(asc(majors.name)),
        upcomingExams(db, memberId, today),
      ]);
      const held = owned.filter((l) => l.kind === "held").map(({ kind: _kind, ...l }) => l);
      const wished = owned.filter((l) => l.kind === "wished").map(({ kind: _kind, ...l }) => l);
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
        jobs,
        subjects,
        upcoming,
      };
    },

    /** Exam phases (held+wished licenses) and personal schedules of the days from..to. */
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
        .values({ memberId, scheduledOn: date, content })
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
