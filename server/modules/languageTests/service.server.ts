import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { type TestKind, testNames } from "../../../shared/test-catalogue";
import { type CatalogueRow, catalogueRowSchema } from "../../../shared/test-catalogue-schema";
import type { Db } from "../../db/client.server";
import { testCatalogue, testFavorites } from "../../db/schema";
import { type Clock, systemClock } from "../../jobs/clock";
import { type Actor, recordAudit } from "../admin/audit.server";
import { buildNameIndex, searchNames } from "../members/autocomplete";
import { type CsvRowError, parseCatalogueCsv, refreshTestDocuments, tableValues, upsertCatalogue } from "./catalogue.server";

const SUGGESTION_LIMIT = 10;

export type CatalogueTest = typeof testCatalogue.$inferSelect;

export type SaveTestResult = { ok: true; id: string } | { ok: false; errors: Record<string, string> };
export interface ImportTestsResult {
  written: number;
  unchanged: number;
  errors: CsvRowError[];
}

/** A table row with the CSV's column names, as the admin form shows it. */
function toCatalogueRow(t: CatalogueTest): CatalogueRow {
  return {
    id: t.id,
    name: t.name,
    kind: t.kind as TestKind,
    language: t.language,
    organiser: t.organiser,
    official_url: t.officialUrl,
    score_scale: t.scoreScale,
    validity: t.validity,
    test_format: t.testFormat,
    usage: t.usage,
    usage_source_url: t.usageSourceUrl,
    aliases: t.aliases,
    source_url: t.sourceUrl,
    as_of: t.asOf,
  };
}

/**
 * The language and public-institution test catalogue (/jnLnPo, decision 0047): lists, detail
 * pages, member stars and the admin's edits and CSV import. `onWrite` clears the public caches.
 */
export function createLanguageTestsService(db: Db, onWrite: () => void = () => undefined, clock: Clock = systemClock) {
  const ordered = [asc(testCatalogue.sortOrder), asc(testCatalogue.name)] as const;
  const shown = eq(testCatalogue.hidden, false);
  return {
    /** One kind's tests in catalogue order. */
    async list(kind: TestKind): Promise<CatalogueTest[]> {
      return db
        .select()
        .from(testCatalogue)
        .where(and(eq(testCatalogue.kind, kind), shown))
        .orderBy(...ordered);
    },

    /** Every shown test, language tests first. */
    async all(): Promise<CatalogueTest[]> {
      return db
        .select()
        .from(testCatalogue)
        .where(shown)
        .orderBy(asc(testCatalogue.kind), ...ordered);
    },

    /** A row with the CSV's column names (the admin form). */
    toRow: toCatalogueRow,

    async get(id: string): Promise<CatalogueTest | null> {
      const [row] = await db
        .select()
        .from(testCatalogue)
        .where(and(eq(testCatalogue.id, id), shown));
      return row ?? null;
    },

    /** Spec autocomplete: tests by name, other name (토익) or 초성, at most 10. */
    async suggest(query: string): Promise<Array<{ id: string; name: string }>> {
      const tests = await this.all();
      const index = buildNameIndex(tests.flatMap((t) => testNames(t).map((name) => ({ name, weight: -t.sortOrder, value: t }))));
      const found = new Map(searchNames(index, query, SUGGESTION_LIMIT * 3).map((t) => [t.id, { id: t.id, name: t.name }]));
      return [...found.values()].slice(0, SUGGESTION_LIMIT);
    },

    favorites: {
      /** The spec form's 관심 어학·공공시험: the member's stars become exactly `ids`. */
      async replace(memberId: number, ids: string[]): Promise<{ ok: true } | { ok: false; unknown: string[] }> {
        const wanted = [...new Set(ids)];
        const known = wanted.length
          ? (await db.select({ id: testCatalogue.id }).from(testCatalogue).where(inArray(testCatalogue.id, wanted))).map(
              (r) => r.id,
            )
          : [];
        const unknown = wanted.filter((id) => !known.includes(id));
        if (unknown.length > 0) return { ok: false, unknown };
        await db.transaction(async (tx) => {
          await tx.delete(testFavorites).where(eq(testFavorites.memberId, memberId));
          if (wanted.length > 0) await tx.insert(testFavorites).values(wanted.map((testId) => ({ memberId, testId })));
        });
        return { ok: true };
      },

      async add(memberId: number, testId: string): Promise<boolean> {
        const [test] = await db
          .select({ id: testCatalogue.id })
          .from(testCatalogue)
          .where(and(eq(testCatalogue.id, testId), shown));
        if (!test) return false;
        await db.insert(testFavorites).values({ memberId, testId }).onConflictDoNothing();
        return true;
      },
      async remove(memberId: number, testId: string): Promise<void> {
        await db.delete(testFavorites).where(and(eq(testFavorites.memberId, memberId), eq(testFavorites.testId, testId)));
      },
      async has(memberId: number, testId: string): Promise<boolean> {
        const [row] = await db
          .select({ id: testFavorites.testId })
          .from(testFavorites)
          .where(and(eq(testFavorites.memberId, memberId), eq(testFavorites.testId, testId)));
        return Boolean(row);
      },
      async list(memberId: number) {
        return db
          .select({
            id: testCatalogue.id,
            name: testCatalogue.name,
            kind: testCatalogue.kind,
            createdAt: testFavorites.createdAt,
          })
          .from(testFavorites)
          .innerJoin(testCatalogue, eq(testCatalogue.id, testFavorites.testId))
          .where(and(eq(testFavorites.memberId, memberId), shown))
          .orderBy(desc(testFavorites.createdAt), asc(testCatalogue.name));
      },
    },

    admin: {
      /** Creates (`id` null) or updates one row from the admin form; audited. */
      async save(actor: Actor, id: string | null, input: Record<string, unknown>): Promise<SaveTestResult> {
        const parsed = catalogueRowSchema.safeParse(id ? { ...input, id } : input);
        if (!parsed.success) {
          const errors: Record<string, string> = {};
          for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
          return { ok: false, errors };
        }
        const row = parsed.data;
        const before = id ? await db.select().from(testCatalogue).where(eq(testCatalogue.id, id)) : [];
        if (id && before.length === 0) return { ok: false, errors: { id: "없는 시험입니다." } };
        const clash = await db.select({ id: testCatalogue.id }).from(testCatalogue).where(eq(testCatalogue.name, row.name));
        if (clash.some((c) => c.id !== row.id)) return { ok: false, errors: { name: "같은 이름의 시험이 이미 있습니다." } };
        if (!id && (await this.exists(row.id))) return { ok: false, errors: { id: "이미 있는 ID입니다." } };
        const sortOrder = before[0]?.sortOrder ?? (await db.$count(testCatalogue)) * 10 + 10;
        const values = { ...tableValues(row, sortOrder), editedByAdmin: true, updatedAt: clock.now() };
        await db.insert(testCatalogue).values(values).onConflictDoUpdate({ target: testCatalogue.id, set: values });
        await recordAudit(db, actor, {
          action: id ? "testCatalogue.update" : "testCatalogue.create",
          target: `test:${row.id}`,
          before: before[0],
          after: values,
        });
        await refreshTestDocuments(db);
        onWrite();
        return { ok: true, id: row.id };
      },

      async exists(id: string): Promise<boolean> {
        return (await db.$count(testCatalogue, eq(testCatalogue.id, id))) > 0;
      },

      /** Every row, hidden ones too (the admin list). */
      async all(): Promise<CatalogueTest[]> {
        return db
          .select()
          .from(testCatalogue)
          .orderBy(asc(testCatalogue.hidden), asc(testCatalogue.kind), ...ordered);
      },

      /**
       * Hides (or shows again) a test: a hidden row stays in the table, so the start-up seed from
       * catalogue.csv does not bring it back.
       */
      async setHidden(actor: Actor, id: string, hidden: boolean): Promise<void> {
        const changed = await db
          .update(testCatalogue)
          .set({ hidden, editedByAdmin: true, updatedAt: clock.now() })
          .where(eq(testCatalogue.id, id))
          .returning({ id: testCatalogue.id });
        if (changed.length === 0) return;
        await recordAudit(db, actor, { action: hidden ? "testCatalogue.hide" : "testCatalogue.show", target: `test:${id}` });
        await refreshTestDocuments(db);
        onWrite();
      },

      /**
       * Bulk import of CSV text with the catalogue's columns: all or nothing — with any row error
       * nothing is written and every error is reported (line and Korean message).
       */
      async importCsv(actor: Actor, text: string): Promise<ImportTestsResult> {
        const { rows, errors } = parseCatalogueCsv(text);
        if (errors.length === 0 && rows.length === 0) errors.push({ line: 1, message: "가져올 행이 없습니다." });
        if (errors.length > 0) return { written: 0, unchanged: 0, errors };
        const names = new Map(
          (await db.select({ id: testCatalogue.id, name: testCatalogue.name }).from(testCatalogue)).map((t) => [t.name, t.id]),
        );
        const clashes = rows
          .filter((r) => names.has(r.name) && names.get(r.name) !== r.id && !rows.some((o) => o.id === names.get(r.name)))
          .map((r) => ({
            line: r.line,
            message: `시험명 ${r.name}은(는) 이미 다른 ID(${names.get(r.name)})로 등록되어 있습니다.`,
          }));
        if (clashes.length > 0) return { written: 0, unchanged: 0, errors: clashes };
        const written = await db.transaction(async (tx) => upsertCatalogue(tx, rows, { force: true }));
        await recordAudit(db, actor, { action: "testCatalogue.import", target: "test_catalogue", after: { written } });
        await refreshTestDocuments(db);
        onWrite();
        return { written: written.length, unchanged: rows.length - written.length, errors: [] };
      },
    },
  };
}

export type LanguageTestsService = ReturnType<typeof createLanguageTestsService>;
