import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { careerJobs } from "./jobs";
import { licenses } from "./licenses";
import { majors } from "./majors";

export const members = pgTable(
  "members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    loginId: text("login_id").notNull(),
    passwordHash: text("password_hash"),
    name: text("name"),
    nickname: text("nickname"),
    email: text("email"),
    /**
     * When the member proved the address (the e-mail's link, or a provider that vouches for it).
     * Only a verified address is unique and counts as the member's: an unverified one never blocks
     * a sign-up or a provider login (issue 34, e-mail squatting).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phone: text("phone"),
    age: integer("age"),
    /** M | F */
    gender: text("gender"),
    mailing: boolean("mailing").notNull().default(false),
    sms: boolean("sms").notNull().default(false),
    points: integer("points").notNull().default(0),
    experience: integer("experience").notNull().default(0),
    isAdmin: boolean("is_admin").notNull().default(false),
    socialLogin: boolean("social_login").notNull().default(false),
    /** Education level code 01–06 (spec section 3). */
    educationLevel: text("education_level"),
    /** Education status code 01–03. */
    educationStatus: text("education_status"),
    /** active | left */
    status: text("status").notNull().default("active"),
    leaveReason: text("leave_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp("left_at", { withTimezone: true }),
    /** Set by an admin: the member cannot log in until then. */
    bannedUntil: timestamp("banned_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("members_login_id_idx").on(t.loginId),
    uniqueIndex("members_email_idx").on(sql`lower(${t.email})`).where(sql`${t.emailVerifiedAt} is not null`),
  ],
);

/** Held (`held`) and wished (`wished`) licenses of a member. */
export const memberLicenses = pgTable(
  "member_licenses",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    acquiredOn: date("acquired_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.licenseId, t.kind] }),
    index("member_licenses_license_idx").on(t.licenseId, t.kind),
  ],
);

export const memberDesiredJobs = pgTable(
  "member_desired_jobs",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => careerJobs.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.jobId] })],
);

/** Desired subjects (hope lessons) are majors in the CareerNet catalogue. */
export const memberDesiredSubjects = pgTable(
  "member_desired_subjects",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    majorId: integer("major_id")
      .notNull()
      .references(() => majors.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.majorId] })],
);

/** Provider accounts (Kakao, Naver, Google) a member logs in with; `subject` is the provider's user id. */
export const memberIdentities = pgTable(
  "member_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("member_identities_member_idx").on(t.memberId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    familyId: text("family_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    /** Login time of the family, copied on every rotation: the session ends SESSION_MAX_AGE_SECONDS after it. */
    sessionStartedAt: timestamp("session_started_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash), index("refresh_tokens_family_idx").on(t.familyId)],
);

export const personalSchedules = pgTable(
  "personal_schedules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    scheduledOn: date("scheduled_on", { mode: "string" }).notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("personal_schedules_member_date_idx").on(t.memberId, t.scheduledOn)],
);
