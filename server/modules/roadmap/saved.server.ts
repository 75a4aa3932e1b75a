import { and, asc, count, desc, eq } from "drizzle-orm";
import { badRequest, isAppError } from "../../../shared/app-error";
import { educationFromMemberCodes } from "../../../shared/education";
import { MAX_SAVED_ROADMAPS } from "../../../shared/roadmap-plan-schemas";
import { type RoadmapQuery, roadmapQuery, roadmapSearch } from "../../../shared/roadmap-schemas";
import type { Db } from "../../db/client.server";
import { licenses, majors, memberDesiredSubjects, memberLicenses, members, roadmapPlans } from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import { changedDates, type DateChange, snapshotOf } from "./changes";
import type { createRoadmapService } from "./service.server";
import type { Plan } from "./types";

type RoadmapService = ReturnType<typeof createRoadmapService>;

/** A saved plan opened again: the plan made today from its query, and what moved since it was saved. */
export interface OpenedRoadmap {
  id: number;
  name: string;
  search: string;
  savedOn: string;
  goalName: string;
  /** Today's plan of the saved query; null when the data no longer allow it (`error` says why). */
  plan: Plan | null;
  error: string | null;
  changes: DateChange[];
}

/**
 * A member's saved 자격 로드맵 (decision 0067): named queries with the dated phases they showed, at
 * most MAX_SAVED_ROADMAPS each. Personal writes: they mark no shared-cache tag.
 */
export function createSavedRoadmapService(db: Db, roadmap: RoadmapService, clock: Clock) {
  return {
    /** The member's plans, newest first, with what the list shows of each snapshot. */
    async list(memberId: number) {
      const rows = await db
        .select({
          id: roadmapPlans.id,
          name: roadmapPlans.name,
          query: roadmapPlans.query,
          snapshot: roadmapPlans.snapshot,
          savedOn: roadmapPlans.savedOn,
        })
        .from(roadmapPlans)
        .where(eq(roadmapPlans.memberId, memberId))
        .orderBy(desc(roadmapPlans.createdAt), desc(roadmapPlans.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        search: r.query,
        savedOn: r.savedOn,
        goalName: r.snapshot.goalName,
        finishMonth: r.snapshot.finishMonth,
        steps: r.snapshot.steps.map((s) => s.name),
      }));
    },

    /**
     * Saves the plan of `query` as planned today (what the page showed) under `name`; 400 when the
     * member already has MAX_SAVED_ROADMAPS plans or the query no longer plans.
     */
    async save(memberId: number, name: string, query: RoadmapQuery, today: string): Promise<number> {
      const plan = await roadmap.plan(query, today);
      const id = await db.transaction(async (tx) => {
        // The member's row is the lock: two saves at once cannot both pass the count.
        await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
        const [saved] = await tx.select({ n: count() }).from(roadmapPlans).where(eq(roadmapPlans.memberId, memberId));
        if ((saved?.n ?? 0) >= MAX_SAVED_ROADMAPS) return null;
        const [row] = await tx
          .insert(roadmapPlans)
          .values({ memberId, name, query: roadmapSearch(query), snapshot: snapshotOf(plan), savedOn: today })
          .returning({ id: roadmapPlans.id });
        return row?.id ?? null;
      });
      if (id === null)
        throw badRequest(
          `로드맵은 ${MAX_SAVED_ROADMAPS}개까지 저장할 수 있습니다. 마이페이지의 저장한 로드맵에서 하나를 지운 뒤 다시 저장해주세요.`,
        );
      return id;
    },

    /** Renames one of the member's plans; false when it is not theirs or gone. */
    async rename(memberId: number, id: number, name: string): Promise<boolean> {
      const rows = await db
        .update(roadmapPlans)
        .set({ name, updatedAt: clock.now() })
        .where(and(eq(roadmapPlans.id, id), eq(roadmapPlans.memberId, memberId)))
        .returning({ id: roadmapPlans.id });
      return rows.length > 0;
    },

    async remove(memberId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(roadmapPlans)
        .where(and(eq(roadmapPlans.id, id), eq(roadmapPlans.memberId, memberId)))
        .returning({ id: roadmapPlans.id });
      return rows.length > 0;
    },

    /**
     * Keeps today's plan of a saved query as its new snapshot (after the member has seen what moved);
     * false when the plan is not theirs, 400 when the query no longer plans.
     */
    async refresh(memberId: number, id: number, today: string): Promise<boolean> {
      const [row] = await db
        .select({ query: roadmapPlans.query })
        .from(roadmapPlans)
        .where(and(eq(roadmapPlans.id, id), eq(roadmapPlans.memberId, memberId)));
      if (!row) return false;
      const parsed = roadmapQuery.safeParse(Object.fromEntries(new URLSearchParams(row.query)));
      if (!parsed.success) throw badRequest("저장한 조건을 더 이상 읽을 수 없습니다.");
      const plan = await roadmap.plan(parsed.data, today);
      await db
        .update(roadmapPlans)
        .set({ snapshot: snapshotOf(plan), savedOn: today, updatedAt: clock.now() })
        .where(and(eq(roadmapPlans.id, id), eq(roadmapPlans.memberId, memberId)));
      return true;
    },

    /** One of the member's plans planned again on `today`, with the dates that moved; null when not theirs. */
    async open(memberId: number, id: number, today: string): Promise<OpenedRoadmap | null> {
      const [row] = await db
        .select()
        .from(roadmapPlans)
        .where(and(eq(roadmapPlans.id, id), eq(roadmapPlans.memberId, memberId)));
      if (!row) return null;
      const opened = {
        id: row.id,
        name: row.name,
        search: row.query,
        savedOn: row.savedOn,
        goalName: row.snapshot.goalName,
      };
      const parsed = roadmapQuery.safeParse(Object.fromEntries(new URLSearchParams(row.query)));
      if (!parsed.success) return { ...opened, plan: null, error: "저장한 조건을 더 이상 읽을 수 없습니다.", changes: [] };
      try {
        const plan = await roadmap.plan(parsed.data, today);
        return { ...opened, plan, error: null, changes: changedDates(row.snapshot, plan) };
      } catch (error) {
        if (isAppError(error) && error.status === 400) return { ...opened, plan: null, error: error.message, changes: [] };
        throw error;
      }
    },

    /**
     * The roadmap form's fields from the member's spec (스펙 관리): held licenses with their dates,
     * education, the first desired subject as the major and the first wished license as the goal.
     * The spec has no 실무 years, so `exp` stays empty.
     */
    async prefill(memberId: number) {
      const [member] = await db
        .select({ level: members.educationLevel, status: members.educationStatus })
        .from(members)
        .where(eq(members.id, memberId));
      if (!member) return null;
      const owned = await db
        .select({ kind: memberLicenses.kind, name: licenses.name, acquiredOn: memberLicenses.acquiredOn })
        .from(memberLicenses)
        .innerJoin(licenses, eq(licenses.id, memberLicenses.licenseId))
        .where(eq(memberLicenses.memberId, memberId))
        .orderBy(asc(memberLicenses.createdAt), asc(licenses.name));
      const [major] = await db
        .select({ name: majors.name })
        .from(memberDesiredSubjects)
        .innerJoin(majors, eq(majors.id, memberDesiredSubjects.majorId))
        .where(eq(memberDesiredSubjects.memberId, memberId))
        .orderBy(asc(majors.name))
        .limit(1);
      const education = educationFromMemberCodes(member.level, member.status);
      // The spec has no 학년: a 재학·휴학 member picks it in the form, which asks for it.
      const eduStatus = education.eduStatus ?? "";
      return {
        goal: owned.find((o) => o.kind === "wished")?.name ?? "",
        held: owned
          .filter((o) => o.kind === "held")
          .map((o) => (o.acquiredOn ? `${o.name}:${o.acquiredOn}` : o.name))
          .join(", "),
        edu: education.edu ?? "",
        eduStatus,
        major: major?.name ?? "",
      };
    },
  };
}
