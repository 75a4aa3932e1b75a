import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { z } from "zod";
import { paragraphsOf } from "../../shared/board-text";
import type { Db } from "../db/client.server";
import {
  dataImports,
  educationInstituteLicenses,
  educationInstitutes,
  exhibitionBooths,
  licenseGoods,
  licenses,
  onlineLectures,
  posts,
  universityPrivileges,
} from "../db/schema";
import { loadUniversityPrivileges } from "../modules/privileges/import.server";
import { isDemoDataset } from "../modules/site/queries.server";
import type { SeedLog } from "../seed";
import { DEMO_DIR } from "./run";

/**
 * The demo dataset's content rows (lectures, goods, institutes, university privileges,
 * exhibition booths, posts): no public source exists for them, so they live
 * in `demo/content/demo-content.json` beside the demo snapshot files and exist only in demo mode.
 */
export const DEMO_CONTENT_DATASET = "demo_content";
const DEMO_SOURCE = "demo";

const contentSchema = z.object({
  /** Every demo row's title starts with it, so nobody mistakes it for real content. */
  marker: z.string().min(1),
  /** Author of the demo posts. */
  author: z.string().min(1),
  /** What the pages that show demo rows say about them, in demo mode only. */
  notes: z.object({ privileges: z.string() }),
  licenseId: z.string(),
  lectures: z.array(z.object({ title: z.string(), provider: z.string() })),
  goods: z.array(z.object({ kind: z.enum(["textbook", "job_posting", "subsidy"]), title: z.string(), organization: z.string() })),
  institutes: z.array(z.object({ name: z.string(), region: z.string() })),
  privileges: z.array(
    z.object({
      university: z.string(),
      department: z.string(),
      licenseId: z.string().nullable(),
      licenseName: z.string(),
      privilege: z.string(),
    }),
  ),
  booths: z.array(z.object({ boothNo: z.string(), name: z.string(), category: z.string(), description: z.string() })),
  posts: z.array(
    z.object({
      boardSlug: z.string(),
      title: z.string(),
      text: z.string(),
      category: z.string().optional(),
      license: z.boolean().optional(),
      isNotice: z.boolean().optional(),
    }),
  ),
});

export type DemoContent = z.infer<typeof contentSchema>;

/** The marked titles: every demo row must carry the dataset's marker. */
const markedContentSchema = contentSchema.superRefine((content, ctx) => {
  const titles = [
    ...content.lectures.map((l) => l.title),
    ...content.goods.map((g) => g.title),
    ...content.institutes.map((i) => i.name),
    ...content.privileges.map((p) => p.university),
    ...content.booths.map((b) => b.name),
    ...content.posts.map((p) => p.title),
  ];
  for (const title of titles) {
    if (!title.startsWith(content.marker))
      ctx.addIssue({ code: "custom", message: `demo title without ${content.marker}: ${title}` });
  }
});

export function readDemoContent(dir = DEMO_DIR): DemoContent {
  return markedContentSchema.parse(JSON.parse(readFileSync(path.join(dir, "content", "demo-content.json"), "utf8")));
}

let bundledNotes: DemoContent["notes"] | undefined;

/** The demo dataset's page notes (read once). */
export function demoNotes(): DemoContent["notes"] {
  bundledNotes ??= readDemoContent().notes;
  return bundledNotes;
}

/**
 * After-import step: in demo mode the demo content is inserted once and recorded in
 * `data_imports`, so a restart never brings back rows a user or admin deleted; with real data any
 * demo row (left by an older version) is removed.
 */
export async function seedDemoContent(db: Db, log: SeedLog): Promise<void> {
  if (!(await isDemoDataset(db))) {
    const removed = await removeDemoContent(db);
    if (removed > 0) log.log(`demo content: ${removed} demo rows removed from a real-data database`);
    return;
  }
  const [done] = await db
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(eq(dataImports.dataset, DEMO_CONTENT_DATASET))
    .limit(1);
  if (done) return;
  const added = await db.transaction(async (tx) => {
    const rows = await insertDemoContent(tx as unknown as Db, readDemoContent());
    await tx
      .insert(dataImports)
      .values({ dataset: DEMO_CONTENT_DATASET, sourceDir: "built-in", accepted: rows, rejected: 0, isDemo: true });
    return rows;
  });
  log.log(`demo content: ${added} demo rows added`);
}

/** Inserts the demo rows (tests use them as fixtures); returns how many were added. */
export async function insertDemoContent(db: Db, content: DemoContent): Promise<number> {
  const [license] = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, content.licenseId));
  const licenseId = license ? content.licenseId : null;
  let added = 0;
  if (licenseId) {
    await db.insert(onlineLectures).values(content.lectures.map((l) => ({ ...l, licenseId })));
    await db.insert(licenseGoods).values(content.goods.map((g) => ({ ...g, licenseId })));
    const institutes = await db.insert(educationInstitutes).values(content.institutes).returning({ id: educationInstitutes.id });
    await db.insert(educationInstituteLicenses).values(institutes.map((i) => ({ instituteId: i.id, licenseId })));
    added += content.lectures.length + content.goods.length + institutes.length;
  }
  const { written } = await loadUniversityPrivileges(
    db,
    content.privileges.map((p) => ({ ...p, source: DEMO_SOURCE })),
  );
  if (content.booths.length > 0)
    await db.insert(exhibitionBooths).values(content.booths.map((b, i) => ({ ...b, sortOrder: i, isDemo: true })));
  const demoPosts = content.posts
    .filter((p) => !p.license || licenseId)
    .map(({ text, license: withLicense, ...p }) => ({
      ...p,
      licenseId: withLicense ? licenseId : null,
      authorName: content.author,
      body: paragraphsOf(text),
      bodyText: text,
      isDemo: true,
    }));
  if (demoPosts.length > 0) await db.insert(posts).values(demoPosts);
  return added + written + content.booths.length + demoPosts.length;
}

async function removeDemoContent(db: Db): Promise<number> {
  const title = `${readDemoContent().marker}%`;
  return db.transaction(async (tx) => {
    const deletions = [
      tx.delete(onlineLectures).where(like(onlineLectures.title, title)).returning({ id: onlineLectures.id }),
      tx.delete(licenseGoods).where(like(licenseGoods.title, title)).returning({ id: licenseGoods.id }),
      tx.delete(educationInstitutes).where(like(educationInstitutes.name, title)).returning({ id: educationInstitutes.id }),
      tx
        .delete(universityPrivileges)
        .where(eq(universityPrivileges.source, DEMO_SOURCE))
        .returning({ id: universityPrivileges.id }),
      tx.delete(exhibitionBooths).where(eq(exhibitionBooths.isDemo, true)).returning({ id: exhibitionBooths.id }),
      tx.delete(posts).where(eq(posts.isDemo, true)).returning({ id: posts.id }),
    ];
    let removed = 0;
    // One statement at a time: a transaction runs on one connection.
    for (const statement of deletions) removed += (await statement).length;
    return removed;
  });
}
