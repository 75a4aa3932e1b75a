import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError, notFound } from "../../../shared/app-error";
import { INQUIRY_LIMIT, type InquiryInput, type InquiryStatus } from "../../../shared/inquiry";
import { containsPattern } from "../../../shared/like";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { inquiries, members } from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import type { RateLimits } from "../../rate-limits.server";
import { type Actor, recordAudit } from "../admin/audit.server";

export const INQUIRY_LIMITED_MESSAGE = "문의는 1시간에 5건까지 남길 수 있습니다. 잠시 후 다시 시도해주세요.";

type InquiryRow = typeof inquiries.$inferSelect;
export type Inquiry = Omit<InquiryRow, "answeredBy">;

/** How the member learns of an answer (the notifications module's `notify`). */
export type Notify = (memberId: number, note: { key: string; title: string; body: string; link: string }) => Promise<void>;

export interface InquiryFilter extends PageRequest {
  status?: InquiryStatus | undefined;
  /** Matches the title, the body or the member's login id. */
  q?: string | undefined;
}

const memberColumns = {
  id: inquiries.id,
  memberId: inquiries.memberId,
  category: inquiries.category,
  title: inquiries.title,
  body: inquiries.body,
  status: inquiries.status,
  answer: inquiries.answer,
  answeredAt: inquiries.answeredAt,
  createdAt: inquiries.createdAt,
};

/**
 * 1:1 inquiries: members write (rate-limited per member, shared across instances with Redis) and
 * read their own; admins list, search and answer them. These are personal rows: no write here
 * purges the shared caches.
 */
export function createInquiryService({
  db,
  clock,
  rateLimits,
  notify,
}: {
  db: Db;
  clock: Clock;
  rateLimits: RateLimits;
  notify: Notify;
}) {
  const writes = rateLimits.limiter({ name: "inquiries", points: INQUIRY_LIMIT.perHour, durationSeconds: 3_600 });

  return {
    async create(memberId: number, input: InquiryInput): Promise<number> {
      try {
        await writes.consume(String(memberId));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new AppError(429, INQUIRY_LIMITED_MESSAGE);
        throw rejection;
      }
      const [row] = await db
        .insert(inquiries)
        .values({ ...input, memberId, createdAt: clock.now() })
        .returning({ id: inquiries.id });
      if (!row) throw new Error("insert returned nothing");
      return row.id;
    },

    async listOf(memberId: number, q: PageRequest): Promise<Paged<Inquiry>> {
      const where = eq(inquiries.memberId, memberId);
      const [items, [total]] = await Promise.all([
        db
          .select(memberColumns)
          .from(inquiries)
          .where(where)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(inquiries).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    /** The member's own inquiry; another member's is 404 (its existence is not revealed). */
    async one(memberId: number, id: number): Promise<Inquiry> {
      const [row] = await db
        .select(memberColumns)
        .from(inquiries)
        .where(and(eq(inquiries.id, id), eq(inquiries.memberId, memberId)));
      if (!row) throw notFound("문의를 찾을 수 없습니다.");
      return row;
    },

    admin: {
      async list(f: InquiryFilter): Promise<Paged<Inquiry & { loginId: string }>> {
        const keyword = f.q?.trim();
        const where = and(
          f.status ? eq(inquiries.status, f.status) : undefined,
          keyword
            ? or(
                ilike(inquiries.title, containsPattern(keyword)),
                ilike(inquiries.body, containsPattern(keyword)),
                ilike(members.loginId, containsPattern(keyword)),
              )
            : undefined,
        );
        const [items, [total]] = await Promise.all([
          db
            .select({ ...memberColumns, loginId: members.loginId })
            .from(inquiries)
            .innerJoin(members, eq(members.id, inquiries.memberId))
            .where(where)
            .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
            .limit(f.pageSize)
            .offset(offsetOf(f)),
          db.select({ n: count() }).from(inquiries).innerJoin(members, eq(members.id, inquiries.memberId)).where(where),
        ]);
        return { items, total: total?.n ?? 0 };
      },

      async one(id: number): Promise<(Inquiry & { loginId: string }) | null> {
        const [row] = await db
          .select({ ...memberColumns, loginId: members.loginId })
          .from(inquiries)
          .innerJoin(members, eq(members.id, inquiries.memberId))
          .where(eq(inquiries.id, id));
        return row ?? null;
      },

      /**
       * Saves the answer (audited) and notifies the member once, on the first answer; a
       * correction of the answer changes the text the member reads without a second notification.
       */
      async answer(actor: Actor, id: number, answer: string): Promise<void> {
        const now = clock.now();
        const before = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id));
          if (!row) throw notFound("문의를 찾을 수 없습니다.");
          const [after] = await tx
            .update(inquiries)
            .set({ answer, status: "answered", answeredAt: row.answeredAt ?? now, answeredBy: actor.id })
            .where(eq(inquiries.id, id))
            .returning();
          await recordAudit(tx, actor, { action: "inquiry.answer", target: `inquiry:${id}`, before: row, after });
          return row;
        });
        await notify(before.memberId, {
          key: `inquiry:${id}:answer`,
          title: "1:1 문의에 답변이 등록되었습니다",
          body: `"${before.title}" 문의에 운영팀이 답변했습니다.`,
          link: `/service/inquiry/${id}`,
        });
      },
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
