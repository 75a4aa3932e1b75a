import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type ContentType, contentSchema } from "../../../shared/admin-content";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import {
  educationInstituteLicenses,
  educationInstitutes,
  licenseGoods,
  licenses,
  onlineLectures,
  universityPrivileges,
} from "../../db/schema";
import { rebuildCataloguePages } from "../catalogue/build.server";
import { type Actor, recordAudit } from "./audit.server";
import { readCsvUpload } from "./csv.server";

export type ContentRow = Record<string, string | number | null>;
export type SaveResult = { ok: true; id: number } | { ok: false; errors: Record<string, string> };
export type ImportResult = { ok: true; added: number; skipped: number } | { ok: false; errors: string[] };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Admin CRUD of the hand-managed license content tables. */
export function createContentAdmin(db: Db, onWrite: () => void) {
  async function unknownLicenses(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await db.select({ id: licenses.id }).from(licenses).where(inArray(licenses.id, ids));
    const known = new Set(found.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  }

  async function list(type: ContentType, q: PageRequest): Promise<Paged<ContentRow>> {
    const page = { limit: q.pageSize, offset: offsetOf(q) };
    if (type.type === "lectures") {
      const [items, [n]] = await Promise.all([
        db.select().from(onlineLectures).orderBy(desc(onlineLectures.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(onlineLectures),
      ]);
      return { items: items.map(plain), total: n?.n ?? 0 };
    }
    if (type.goodsKind) {
      const where = eq(licenseGoods.kind, type.goodsKind);
      const [items, [n]] = await Promise.all([
        db.select().from(licenseGoods).where(where).orderBy(desc(licenseGoods.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(licenseGoods).where(where),
      ]);
      return { items: items.map(plain), total: n?.n ?? 0 };
    }
    if (type.type === "institutes") {
      const [items, [n]] = await Promise.all([
        db.select().from(educationInstitutes).orderBy(desc(educationInstitutes.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(educationInstitutes),
      ]);
      const links = items.length
        ? await db
            .select()
            .from(educationInstituteLicenses)
            .where(
              inArray(
                educationInstituteLicenses.instituteId,
                items.map((i) => i.id),
              ),
            )
        : [];
      return {
        items: items.map((i) => ({
          ...plain(i),
          licenseIds: links
            .filter((l) => l.instituteId === i.id)
            .map((l) => l.licenseId)
            .join(", "),
        })),
        total: n?.n ?? 0,
      };
    }
    const [items, [n]] = await Promise.all([
      db.select().from(universityPrivileges).orderBy(desc(universityPrivileges.id)).limit(page.limit).offset(page.offset),
      db.select({ n: count() }).from(universityPrivileges),
    ]);
    return { items: items.map(plain), total: n?.n ?? 0 };
  }

  /** The license ids a parsed row names, and those this site does not know. */
  async function licenseCheck(type: ContentType, v: Record<string, unknown>) {
    const licenseIds =
      type.type === "institutes" ? ((v.licenseIds as string[] | undefined) ?? []) : v.licenseId ? [String(v.licenseId)] : [];
    const missing = await unknownLicenses(licenseIds);
    // A privilege may name a license this site does not list; it is kept without the link.
    const error =
      missing.length > 0 && type.type !== "privileges"
        ? {
            field: type.type === "institutes" ? "licenseIds" : "licenseId",
            message: `자격증 ID를 찾을 수 없습니다: ${missing.join(", ")}`,
          }
        : null;
    return { licenseIds, missing, error };
  }

  /** Inserts one parsed row with its audit entry; null for a privilege that already exists. */
  async function insertRow(
    tx: Tx,
    actor: Actor,
    type: ContentType,
    v: Record<string, unknown>,
    { licenseIds, missing }: { licenseIds: string[]; missing: string[] },
  ): Promise<number | null> {
    let row: Record<string, unknown> | undefined;
    if (type.type === "lectures")
      [row] = await tx
        .insert(onlineLectures)
        .values(v as typeof onlineLectures.$inferInsert)
        .returning();
    else if (type.goodsKind)
      [row] = await tx
        .insert(licenseGoods)
        .values({ ...(v as typeof licenseGoods.$inferInsert), kind: type.goodsKind })
        .returning();
    else if (type.type === "institutes") {
      const { licenseIds: _ids, ...fields } = v;
      [row] = await tx
        .insert(educationInstitutes)
        .values(fields as typeof educationInstitutes.$inferInsert)
        .returning();
      if (row && licenseIds.length > 0)
        await tx
          .insert(educationInstituteLicenses)
          .values(licenseIds.map((licenseId) => ({ instituteId: row?.id as number, licenseId })));
      if (row) row = { ...row, licenseIds };
    } else {
      const known = licenseIds.length > 0 && missing.length === 0;
      [row] = await tx
        .insert(universityPrivileges)
        .values({
          ...(v as typeof universityPrivileges.$inferInsert),
          department: String(v.department ?? ""),
          licenseId: known ? String(v.licenseId) : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
    }
    if (!row) throw new Error("insert returned nothing");
    await recordAudit(tx, actor, { action: `${type.type}.create`, target: `${type.type}:${row.id}`, after: row });
    return row.id as number;
  }

  /** Adds one row parsed with `contentSchema(type)` (the admin form, through Conform); audited. */
  async function create(actor: Actor, type: ContentType, v: Record<string, unknown>): Promise<SaveResult> {
    const check = await licenseCheck(type, v);
    if (check.error) return { ok: false, errors: { [check.error.field]: check.error.message } };
    const id = await db.transaction(async (tx) => {
      const created = await insertRow(tx, actor, type, v, check);
      // The license pages show lectures, goods and institutes (privileges are not on them).
      if (created !== null && type.type !== "privileges") await rebuildCataloguePages(tx, "license", check.licenseIds);
      return created;
    });
    if (id === null) return { ok: false, errors: { university: "같은 대학·학과·자격증의 특전이 이미 있습니다." } };
    onWrite();
    return { ok: true, id };
  }

  /**
   * Adds the rows of an uploaded CSV (header: the form's labels or field names) in one
   * transaction, or none when a row is invalid; privileges that already exist are skipped.
   */
  async function importCsv(actor: Actor, type: ContentType, bytes: Uint8Array): Promise<ImportResult> {
    const parsed = readCsvUpload(bytes, type.fields, contentSchema(type));
    if (!parsed.ok) return parsed;
    const rows = parsed.rows as Array<Record<string, unknown>>;
    const checks = await Promise.all(rows.map((v) => licenseCheck(type, v)));
    const errors = checks.flatMap((c, i) => (c.error ? [`${i + 2}행: ${c.error.message}`] : []));
    if (errors.length > 0) return { ok: false, errors };
    const ids = await db.transaction(async (tx) => {
      const out: Array<number | null> = [];
      for (const [i, v] of rows.entries()) out.push(await insertRow(tx, actor, type, v, checks[i] as (typeof checks)[number]));
      // One rebuild per license the rows are shown on, after all of them.
      if (type.type !== "privileges")
        await rebuildCataloguePages(tx, "license", [...new Set(checks.flatMap((check) => check.licenseIds))]);
      return out;
    });
    onWrite();
    const added = ids.filter((id) => id !== null).length;
    return { ok: true, added, skipped: ids.length - added };
  }

  async function remove(actor: Actor, type: ContentType, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      let before: Record<string, unknown> | undefined;
      const shownOn =
        type.type === "institutes"
          ? (
              await tx
                .select({ id: educationInstituteLicenses.licenseId })
                .from(educationInstituteLicenses)
                .where(eq(educationInstituteLicenses.instituteId, id))
            ).map((r) => r.id)
          : [];
      if (type.type === "lectures") [before] = await tx.delete(onlineLectures).where(eq(onlineLectures.id, id)).returning();
      else if (type.goodsKind)
        [before] = await tx
          .delete(licenseGoods)
          .where(and(eq(licenseGoods.id, id), eq(licenseGoods.kind, type.goodsKind)))
          .returning();
      else if (type.type === "institutes")
        [before] = await tx.delete(educationInstitutes).where(eq(educationInstitutes.id, id)).returning();
      else [before] = await tx.delete(universityPrivileges).where(eq(universityPrivileges.id, id)).returning();
      if (!before) return;
      if (type.type !== "privileges") {
        if (typeof before.licenseId === "string") shownOn.push(before.licenseId);
        await rebuildCataloguePages(tx, "license", shownOn);
      }
      await recordAudit(tx, actor, { action: `${type.type}.delete`, target: `${type.type}:${id}`, before });
    });
    onWrite();
  }

  return { list, create, importCsv, remove };
}

function plain(row: Record<string, unknown>): ContentRow {
  const out: ContentRow = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : (v as string | number | null);
  return out;
}
