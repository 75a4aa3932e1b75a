import { asc, desc, eq, sql } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";
import { BOARDS } from "../../../shared/cache-tags";
import type { PageRequest } from "../../../shared/paging";
import { markChanged } from "../../cache/purge-scope.server";
import type { Db } from "../../db/client.server";
import { dataImports, menus, syncRuns } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { RateLimits } from "../../rate-limits.server";
import type { BoardsModeration, ModerationTarget } from "../boards/moderation.server";
import { type Actor, auditPage, recordAudit } from "./audit.server";
import { createContentAdmin } from "./content.server";
import { createAdminCsrf } from "./csrf.server";
import { createMembersAdmin } from "./members.server";

export interface MenuFlags {
  sortOrder: number;
  useSide: boolean;
  useActive: boolean;
}

/**
 * Admin form posts a minute, per admin and per client address: each write may mark every stored
 * page for rendering again (decision 0083), so neither a stolen session nor a script may loop on it.
 */
export const ADMIN_WRITE_LIMITS = { perAdmin: 60, perClient: 120, windowSeconds: 60 };
export const ADMIN_WRITE_LIMITED_MESSAGE = "관리자 변경 요청이 너무 많습니다. 1분 뒤 다시 시도해주세요.";

/** Board moderation as the boards module offers it (server/modules/boards/moderation.server.ts). */
type Moderation = Pick<BoardsModeration, "hide" | "restore" | "remove">;
export type ModerationAction = keyof Moderation;

/**
 * The admin console's own domain: dashboard, members, menus, hand-managed content, imports and
 * the audit log. `onWrite` clears the public read caches so changes show at once.
 */
export function createAdminService(
  db: Db,
  onWrite: () => void,
  moderation: Moderation,
  authSecret: Uint8Array,
  rateLimits: RateLimits,
) {
  const membersAdmin = createMembersAdmin(db);
  const writeLimiters = {
    admin: rateLimits.limiter({
      name: "admin-writes:admin",
      points: ADMIN_WRITE_LIMITS.perAdmin,
      durationSeconds: ADMIN_WRITE_LIMITS.windowSeconds,
    }),
    client: rateLimits.limiter({
      name: "admin-writes:client",
      points: ADMIN_WRITE_LIMITS.perClient,
      durationSeconds: ADMIN_WRITE_LIMITS.windowSeconds,
    }),
  };
  return {
    /** Counts one admin form post; a 429 past ADMIN_WRITE_LIMITS. */
    async limitWrite(actor: Actor, clientAddress: string): Promise<void> {
      try {
        await writeLimiters.admin.consume(String(actor.id));
        await writeLimiters.client.consume(clientAddress);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new AppError(429, ADMIN_WRITE_LIMITED_MESSAGE);
        throw rejection;
      }
    },
    /** Tokens of the /adm forms, the same on every instance with the same auth secret. */
    csrf: createAdminCsrf(authSecret),
    members: membersAdmin,
    content: createContentAdmin(db, onWrite),
    audit: (q: PageRequest) => auditPage(db, q),

    /** Hides, restores or deletes a reported post or comment, recorded in the audit log. */
    async moderate(actor: Actor, targetType: ModerationTarget, id: number, action: ModerationAction): Promise<void> {
      await moderation[action](targetType, id);
      await recordAudit(db, actor, { action: `moderation.${action}`, target: `${targetType}:${id}` });
      // Posts and comments show on board pages and listings only (a post's license page is marked by the boards module).
      markChanged(BOARDS);
    },
    onWrite,

    async dashboard() {
      const result = await db.execute<{ reports: number; notices: number; audits: number }>(sql`
        select
          (select count(*)::int from infringement_reports where status = 'received') as reports,
          (select count(*)::int from notices where is_published) as notices,
          (select count(*)::int from audit_logs where created_at >= now() - interval '1 day') as audits`);
      const [lastImport] = await db.select().from(dataImports).orderBy(desc(dataImports.importedAt)).limit(1);
      const row = result.rows[0];
      return {
        members: await membersAdmin.counts(),
        openReports: Number(row?.reports ?? 0),
        publishedNotices: Number(row?.notices ?? 0),
        adminActionsToday: Number(row?.audits ?? 0),
        lastImportAt: lastImport?.importedAt ?? null,
      };
    },

    async menus() {
      return db.select().from(menus).orderBy(sql`${menus.parentCode} nulls first`, asc(menus.parentCode), asc(menus.sortOrder));
    },

    /** Saves order and flags of one entry and marks it admin-edited (the start-up seed keeps it). */
    async saveMenu(actor: Actor, code: string, flags: MenuFlags): Promise<boolean> {
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(menus).where(eq(menus.code, code));
        if (!before) return false;
        const [after] = await tx
          .update(menus)
          .set({ ...flags, adminEdited: true })
          .where(eq(menus.code, code))
          .returning();
        await recordAudit(tx, actor, { action: "menu.update", target: `menu:${code}`, before, after });
        return true;
      });
      if (saved) onWrite();
      return saved;
    },

    /** Import runs as recorded per dataset (server/import/run.ts), newest first. */
    async imports() {
      return db.select().from(dataImports).orderBy(desc(dataImports.importedAt), asc(dataImports.dataset)).limit(100);
    },

    /** Runs of the official-API sync (`npm run data:sync` or the daily schedule), newest first. */
    async syncRuns() {
      return db.select().from(syncRuns).orderBy(desc(syncRuns.startedAt)).limit(30);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
