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
import { catalogueFingerprintSql } from "../recommendations/stored.server";
import { createDataLabs, type DataLab, heldBasesSql } from "./data-lab.server";
import { examsBetween, upcomingFromPhases, upcomingPhasesJsonSql } from "./license-info.server";

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

// The member's lists as json columns of a statement on `members`: each my-page read is one statement (decision 0078).
const pointsSql =
  // Points are a ledger (server/modules/boards/points.ts): the total is the sum of its rows.
  sql<number>`coalesce((select sum(pl.amount) from point_ledger pl where pl.member_id = "members"."id"), 0)::int`;
const ownedSql = sql<Array<MemberLicense & { kind: string }>>`coalesce((select json_agg(json_build_object(
    'licenseId', l.id, 'name', l.name, 'issuer', l.issuer, 'acquiredOn', ml.acquired_on, 'kind', ml.kind)
    order by ml.created_at, l.name)
  from ${memberLicenses} ml join ${licenses} l on l.id = ml.license_id where ml.member_id = "members"."id"), '[]'::json)`;
const starredSql = sql<MemberLicense[]>`coalesce((select json_agg(json_build_object(
    'licenseId', l.id, 'name', l.name, 'issuer', l.issuer, 'acquiredOn', null) order by f.created_at, l.name)
  from ${licenseFavorites} f join ${licenses} l on l.id = f.license_id where f.member_id = "members"."id"), '[]'::json)`;
const jobsSql = sql<Array<{ id: number; name: string }>>`coalesce((select json_agg(json_build_object('id', j.id, 'name', j.name)
    order by j.name)
  from ${memberDesiredJobs} x join ${careerJobs} j on j.id = x.job_id where x.member_id = "members"."id"), '[]'::json)`;
const subjectsSql = sql<
  Array<{ id: number; name: string }>
>`coalesce((select json_agg(json_build_object('id', mj.id, 'name', mj.name)
    order by mj.name)
  from ${memberDesiredSubjects} x join ${majors} mj on mj.id = x.major_id where x.member_id = "members"."id"), '[]'::json)`;
/** `interestedOf`'s length: the spec's wishes, and the stars on licenses neither held nor wished. */
const interestedCountSql = sql<number>`((select count(*) from member_licenses ml where ml.member_id = "members"."id" and ml.kind = 'wished')
  + (select count(*) from license_favorites f where f.member_id = "members"."id" and not exists (
    select 1 from member_licenses ml where ml.member_id = f.member_id and ml.license_id = f.license_id)))::int`;

const withoutKind = ({ kind: _kind, ...license }: MemberLicense & { kind: string }): MemberLicense => license;

/** Held and wished licenses of the spec, in the spec's order. */
function specLicenses(owned: Array<MemberLicense & { kind: string }>) {
  return {
    held: owned.filter((l) => l.kind === "held").map(withoutKind),
    wished: owned.filter((l) => l.kind === "wished").map(withoutKind),
  };
}

/** Spec wishes first, then stars not already among them; a held license stays 보유, not 관심. */
function interestedOf(held: MemberLicense[], wished: MemberLicense[], starred: MemberLicense[]): InterestedLicense[] {
  const heldIds = new Set(held.map((l) => l.licenseId));
  const starredIds = new Set(starred.map((l) => l.licenseId));
  const wishedIds = new Set(wished.map((l) => l.licenseId));
  return [
    ...wished.map((l) => ({ ...l, wished: true, favorite: starredIds.has(l.licenseId) })),
    ...starred
      .filter((l) => !wishedIds.has(l.licenseId) && !heldIds.has(l.licenseId))
      .map((l) => ({ ...l, wished: false, favorite: true })),
  ];
}

const EMPTY_LAB: DataLab = { basis: "public", licenses: [], jobs: [], majors: [] };

/** My page data: the profile card, licenses with dataLab, desired jobs/subjects, education, schedules. */
export function createProfileService(db: Db, clock: Clock) {
  const dataLabs = createDataLabs(db);
  // Every my-page screen reads it: its SQL is built once (decision 0080).
  const cardOf = db
    .select({
      name: members.name,
      nickname: members.nickname,
      points: pointsSql,
      held: sql<number>`(select count(*) from member_licenses ml where ml.member_id = "members"."id" and ml.kind = 'held')::int`,
      interested: interestedCountSql,
    })
    .from(members)
    .where(eq(members.id, sql.placeholder("memberId")))
    .prepare("member_profile_card");

  /** Held licenses with their data labs, 관심 자격증 and upcoming exams: what /mypage shows below the card. */
  async function licensesRead(memberId: number, today: string) {
    const [row] = await db
      .select({
        owned: ownedSql,
        starred: starredSql,
        bases: heldBasesSql,
        fingerprint: catalogueFingerprintSql,
        phases: upcomingPhasesJsonSql(today),
      })
      .from(members)
      .where(eq(members.id, memberId));
    if (!row) return null;
    const { held, wished } = specLicenses(row.owned);
    const labs = await dataLabs(memberId, row.bases, row.fingerprint);
    return {
      held: held.map((l) => ({ ...l, dataLab: labs.get(l.licenseId) ?? EMPTY_LAB })),
      wished,
      interested: interestedOf(held, wished, row.starred),
      upcoming: upcomingFromPhases(row.phases, today),
    };
  }

  return {
    /** The profile card of every my-page screen: name, points and how many licenses are held and interesting. */
    async card(memberId: number) {
      const [row] = await cardOf.execute({ memberId });
      return row ?? null;
    },

    /**
     * /mypage below the card: held licenses with their data labs, 관심 자격증 and upcoming exams,
     * with only the fields the page shows (they are shipped to the browser as loader data).
     */
    async licenses(memberId: number, today: string) {
      const read = await licensesRead(memberId, today);
      if (!read) return null;
      return {
        held: read.held,
        interested: read.interested.map(({ licenseId, name, favorite }) => ({ licenseId, name, favorite })),
        upcoming: read.upcoming.map((u) => ({
          licenseId: u.licenseId,
          licenseName: u.licenseName,
          roundName: u.roundName,
          next: { phase: u.next.phase, dDay: u.next.dDay },
          isDDay: u.isDDay,
          registrationWindows: u.registration?.windows ?? null,
          exam: u.exam && { start: u.exam.start, end: u.exam.end },
          resultStart: u.result?.start ?? null,
        })),
      };
    },

    /** The spec page's lists and education. */
    async spec(memberId: number) {
      const [row] = await db
        .select({
          educationLevel: members.educationLevel,
          educationStatus: members.educationStatus,
          owned: ownedSql,
          jobs: jobsSql,
          subjects: subjectsSql,
        })
        .from(members)
        .where(eq(members.id, memberId));
      if (!row) return null;
      const { owned, ...rest } = row;
      return { ...rest, ...specLicenses(owned) };
    },

    /** Everything of the my page at once (the `/v2/member/member-license-info` API). */
    async licenseInfo(memberId: number, today: string) {
      const [[row], read] = await Promise.all([
        db
          .select({
            name: members.name,
            nickname: members.nickname,
            points: pointsSql,
            educationLevel: members.educationLevel,
            educationStatus: members.educationStatus,
            jobs: jobsSql,
            subjects: subjectsSql,
          })
          .from(members)
          .where(eq(members.id, memberId)),
        licensesRead(memberId, today),
      ]);
      if (!row || !read) return null;
      const { jobs, subjects, ...member } = row;
      return { member, ...read, jobs, subjects };
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
