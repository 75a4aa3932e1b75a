import { createHash } from "node:crypto";
import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Config } from "../../config.server";
import type { Db } from "../../db/client.server";
import { aptitudeAttempts, members } from "../../db/schema";
import { type Clock, systemClock } from "../../jobs/clock";
import type { RateLimits } from "../../rate-limits.server";
import { newAttemptId, newAttemptInstrument } from "./attempt-ids";
import { instrumentContent } from "./content";
import { createFairService } from "./fair.server";
import { INSTRUMENT_NAMES, instruments, type StoredResult } from "./instruments";
import { eduTechFields, eduTechLevels } from "./instruments/edutech";
import type { Instrument } from "./instruments/types";
import { LEARNING_STAGES, startStage } from "./learning-path";
import { pdfFontsAvailable } from "./pdf.server";
import { createPdfRenderer } from "./pdf-renderer.server";
import { createRelatedService } from "./related.server";
import type { Answers, BigFiveProfile, RiasecProfile } from "./scoring";
import { bigFiveView, riasecView } from "./views";
import { createVisitorTokens } from "./visitor.server";

/** Who an attempt belongs to: a member, or a visitor identified by the hash of a cookie token. */
export type Owner = { memberId: number } | { visitorToken: string };

export interface OpenAttempt {
  id: string;
  instrument: Instrument;
  answers: Answers;
}

export interface CompletedAttempt {
  id: string;
  instrument: Instrument;
  result: StoredResult;
  completedAt: Date;
  memberId: number | null;
  memberName: string | null;
  /** Whether `viewer` owns the attempt (only the owner sees the member's name). */
  ownedByViewer: boolean;
}

export type CompleteOutcome = { ok: true; id: string } | { ok: false; missing: number[] };

const visitorKey = (token: string) => createHash("sha256").update(token).digest("base64url");

function ownerCondition(owner: Owner) {
  return "memberId" in owner
    ? eq(aptitudeAttempts.memberId, owner.memberId)
    : and(isNull(aptitudeAttempts.memberId), eq(aptitudeAttempts.visitorKey, visitorKey(owner.visitorToken)));
}

/** Who may store a new attempt under an id from `newAttemptId`. */
const ownerKey = (owner: Owner) => ("memberId" in owner ? `m:${owner.memberId}` : `v:${visitorKey(owner.visitorToken)}`);
const ownerColumns = (owner: Owner) => ({
  memberId: "memberId" in owner ? owner.memberId : null,
  visitorKey: "visitorToken" in owner ? visitorKey(owner.visitorToken) : null,
});

/** "2026.03.14" in Korean time. */
const koreanDate = (date: Date) =>
  new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", year: "numeric", month: "2-digit", day: "2-digit" })
    .format(date)
    .replace(/\.\s?/g, ".")
    .replace(/\.$/, "");

function isOwner(row: { memberId: number | null; visitorKey: string | null }, viewer: Owner | null) {
  if (!viewer) return false;
  if ("memberId" in viewer) return row.memberId === viewer.memberId;
  return row.memberId === null && row.visitorKey === visitorKey(viewer.visitorToken);
}

export function createAptitudeService(db: Db, config: Config, rateLimits: RateLimits, clock: Clock = systemClock) {
  async function findOpen(instrument: Instrument, owner: Owner): Promise<OpenAttempt | null> {
    const [row] = await db
      .select({ id: aptitudeAttempts.id, answers: aptitudeAttempts.answers })
      .from(aptitudeAttempts)
      .where(and(eq(aptitudeAttempts.instrument, instrument), ownerCondition(owner), isNull(aptitudeAttempts.completedAt)))
      .orderBy(desc(aptitudeAttempts.updatedAt))
      .limit(1);
    return row ? { id: row.id, instrument, answers: row.answers } : null;
  }

  /** A member's completed attempts, newest first (my page / testPrintList). */
  async function listForMember(memberId: number, page = 1, pageSize = 10) {
    const condition = and(eq(aptitudeAttempts.memberId, memberId), isNotNull(aptitudeAttempts.completedAt));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: aptitudeAttempts.id,
          instrument: aptitudeAttempts.instrument,
          result: aptitudeAttempts.result,
          completedAt: aptitudeAttempts.completedAt,
        })
        .from(aptitudeAttempts)
        .where(condition)
        .orderBy(desc(aptitudeAttempts.completedAt), desc(aptitudeAttempts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(aptitudeAttempts).where(condition),
    ]);
    const items = rows.map((r) => {
      const instrument = r.instrument as Instrument;
      const result = r.result as StoredResult;
      const view =
        result.kind === "riasec" ? riasecView(result.profile) : result.kind === "bigfive" ? bigFiveView(result.profile) : null;
      return {
        id: r.id,
        instrument,
        instrumentName: INSTRUMENT_NAMES[instrument],
        result,
        summary: view ? `${view.roleName} (${view.typeCd})` : "AI 교육 학습 경로",
        completedAt: r.completedAt as Date,
      };
    });
    return { items, total: total?.n ?? 0 };
  }

  async function completed(id: string, viewer: Owner | null): Promise<CompletedAttempt | null> {
    const [row] = await db
      .select({
        id: aptitudeAttempts.id,
        instrument: aptitudeAttempts.instrument,
        result: aptitudeAttempts.result,
        completedAt: aptitudeAttempts.completedAt,
        memberId: aptitudeAttempts.memberId,
        visitorKey: aptitudeAttempts.visitorKey,
        memberName: sql<string | null>`coalesce(${members.name}, ${members.nickname})`,
      })
      .from(aptitudeAttempts)
      .leftJoin(members, eq(members.id, aptitudeAttempts.memberId))
      .where(and(eq(aptitudeAttempts.id, id), isNotNull(aptitudeAttempts.completedAt)));
    if (!row?.result || !row.completedAt) return null;
    const ownedByViewer = isOwner(row, viewer);
    return {
      id: row.id,
      instrument: row.instrument as Instrument,
      result: row.result as StoredResult,
      completedAt: row.completedAt,
      memberId: row.memberId,
      memberName: ownedByViewer ? row.memberName : null,
      ownedByViewer,
    };
  }

  const related = createRelatedService(db);
  const pdfRenderer = createPdfRenderer();

  return {
    ...related,
    ...createFairService(db, rateLimits, clock),

    visitor: createVisitorTokens(config),
    findOpen,

    /**
     * The owner's unfinished attempt of `instrument` (resumed), or a new one that is stored with
     * its first answer (`saveAnswers`): opening a start page writes nothing.
     */
    async openAttempt(instrument: Instrument, owner: Owner): Promise<OpenAttempt> {
      const open = await findOpen(instrument, owner);
      if (open) return open;
      return { id: newAttemptId(instrument, ownerKey(owner)), instrument, answers: {} };
    },

    /**
     * Merges answers into the owner's unfinished attempt. Unknown keys or invalid values are
     * rejected as a whole ("invalid"); "not_found" when the attempt is not the owner's or is done.
     */
    async saveAnswers(id: string, owner: Owner, answers: Answers): Promise<"saved" | "invalid" | "not_found"> {
      const [row] = await db
        .select({ instrument: aptitudeAttempts.instrument })
        .from(aptitudeAttempts)
        .where(and(eq(aptitudeAttempts.id, id), ownerCondition(owner), isNull(aptitudeAttempts.completedAt)));
      const instrument = (row?.instrument as Instrument | undefined) ?? newAttemptInstrument(id, ownerKey(owner));
      if (!instrument) return "not_found";
      const def = instruments[instrument];
      if (!Object.entries(answers).every(([key, value]) => def.accepts(key, value))) return "invalid";
      if (!row) {
        // The first answer of a new attempt stores it (a finished one with this id stays untouched).
        const stored = await db
          .insert(aptitudeAttempts)
          .values({ id, instrument, answers, ...ownerColumns(owner), createdAt: clock.now(), updatedAt: clock.now() })
          .onConflictDoNothing()
          .returning({ id: aptitudeAttempts.id });
        return stored.length > 0 ? "saved" : "not_found";
      }
      await db
        .update(aptitudeAttempts)
        .set({
          answers: sql`${aptitudeAttempts.answers} || ${JSON.stringify(answers)}::jsonb`,
          updatedAt: clock.now(),
        })
        .where(eq(aptitudeAttempts.id, id));
      return "saved";
    },

    /** Scores and closes the attempt when every required question is answered. */
    async complete(id: string, owner: Owner): Promise<CompleteOutcome | null> {
      const [row] = await db
        .select({ instrument: aptitudeAttempts.instrument, answers: aptitudeAttempts.answers })
        .from(aptitudeAttempts)
        .where(and(eq(aptitudeAttempts.id, id), ownerCondition(owner), isNull(aptitudeAttempts.completedAt)));
      if (!row) {
        // A new attempt sent without any answer: everything is missing.
        const instrument = newAttemptInstrument(id, ownerKey(owner));
        const [taken] = instrument
          ? await db.select({ id: aptitudeAttempts.id }).from(aptitudeAttempts).where(eq(aptitudeAttempts.id, id))
          : [];
        return instrument && !taken ? { ok: false, missing: instruments[instrument].missing({}) } : null;
      }
      const def = instruments[row.instrument as Instrument];
      const missing = def.missing(row.answers);
      if (missing.length > 0) return { ok: false, missing };
      const result = def.score(row.answers);
      await db
        .update(aptitudeAttempts)
        .set({ result, completedAt: clock.now(), updatedAt: clock.now() })
        .where(eq(aptitudeAttempts.id, id));
      return { ok: true, id };
    },

    completed,

    listForMember,

    /** Everything a result page shows; null when there is no completed attempt with this id. */
    async resultPage(id: string, viewer: Owner | null) {
      const attempt = await completed(id, viewer);
      if (!attempt) return null;
      const base = {
        id: attempt.id,
        instrument: attempt.instrument,
        instrumentName: INSTRUMENT_NAMES[attempt.instrument],
        completedAt: attempt.completedAt,
        user: attempt.memberName ? { name: attempt.memberName } : null,
        ownedByViewer: attempt.ownedByViewer,
      };
      const { result } = attempt;
      if (result.kind === "riasec") {
        return {
          ...base,
          view: riasecView(result.profile),
          related: await related.relatedForInterests(result.profile.order),
          eduTech: null,
        };
      }
      if (result.kind === "bigfive") {
        const high = result.profile.scores.filter((s) => s.level === "high").map((s) => s.code);
        return { ...base, view: bigFiveView(result.profile), related: await related.relatedForPersonality(high), eduTech: null };
      }
      const stage = startStage(result.level, result.quizCorrect, result.quizTotal);
      const path = await related.learningPath(result.codes, stage);
      return {
        ...base,
        view: null,
        related: null,
        eduTech: {
          fields: eduTechFields.filter((f) => result.codes.includes(f.code)).map((f) => f.name),
          levelName: eduTechLevels[result.level]?.name ?? "",
          quizCorrect: result.quizCorrect,
          quizTotal: result.quizTotal,
          startStageName: LEARNING_STAGES[stage],
          jobs: path.jobs,
          stages: path.stages.map((s) => ({ name: LEARNING_STAGES[s.stage], licenses: s.licenses })),
        },
      };
    },

    /**
     * The result as an A4 PDF, for its owner only (decision 0039): null when there is no such
     * profile result of `viewer` or no Korean font, "busy" when the PDF worker is full.
     */
    async resultPdf(id: string, viewer: Owner | null): Promise<Buffer | "busy" | null> {
      const attempt = await completed(id, viewer);
      if (!attempt?.ownedByViewer || attempt.result.kind === "edutech" || !pdfFontsAvailable()) return null;
      const { result } = attempt;
      const view = result.kind === "riasec" ? riasecView(result.profile) : bigFiveView(result.profile);
      return pdfRenderer.render({
        instrumentName: INSTRUMENT_NAMES[attempt.instrument],
        completedOn: koreanDate(attempt.completedAt),
        userName: attempt.memberName,
        view,
        related: result.kind === "riasec" ? await related.relatedForInterests(result.profile.order) : null,
      });
    },

    /** Items and answer labels of an instrument, for the test pages. */
    instrumentContent,

    /**
     * The member's latest interest (RIASEC inventory or metaverse test) and personality profiles,
     * for other modules such as recommendations; null fields when the member has none.
     */
    async latestProfiles(memberId: number): Promise<{
      riasec: { profile: RiasecProfile; completedAt: Date; instrument: Instrument } | null;
      bigFive: { profile: BigFiveProfile; completedAt: Date } | null;
    }> {
      const { items: list } = await listForMember(memberId, 1, 50);
      const interest = list.find((r) => r.result.kind === "riasec");
      const personality = list.find((r) => r.result.kind === "bigfive");
      return {
        riasec:
          interest?.result.kind === "riasec"
            ? { profile: interest.result.profile, completedAt: interest.completedAt, instrument: interest.instrument }
            : null,
        bigFive:
          personality?.result.kind === "bigfive"
            ? { profile: personality.result.profile, completedAt: personality.completedAt }
            : null,
      };
    },
  };
}

export type AptitudeService = ReturnType<typeof createAptitudeService>;
