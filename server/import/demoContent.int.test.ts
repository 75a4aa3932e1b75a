import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { dataImports, exhibitionBooths, onlineLectures, posts, universityPrivileges } from "../db/schema";
import { describeWithDatabases } from "../test/databases";
import { DEMO_CONTENT_DATASET, insertDemoContent, readDemoContent, seedDemoContent } from "./demoContent";
import { insertContentFixtures } from "./test-helpers";

const quiet = { log: () => undefined };

describeWithDatabases("demo content", (ctx) => {
  const db = () => ctx().database.db;
  const demoLectures = async () =>
    (await db().select({ id: onlineLectures.id }).from(onlineLectures).where(like(onlineLectures.title, "[데모]%"))).length;

  it("is never inserted with the real snapshot, and rows from older seeds are removed", async () => {
    await seedDemoContent(db(), quiet);
    expect(await demoLectures()).toBe(0);
    await insertContentFixtures(db());
    expect(await demoLectures()).toBeGreaterThan(0);
    await insertDemoContent(db(), readDemoContent());
    expect(await db().select().from(posts).where(eq(posts.isDemo, true))).not.toEqual([]);
    await seedDemoContent(db(), quiet);
    expect(await demoLectures()).toBe(0);
    expect(await db().select().from(posts).where(eq(posts.isDemo, true))).toEqual([]);
    expect(await db().select().from(exhibitionBooths).where(eq(exhibitionBooths.isDemo, true))).toEqual([]);
    expect(await db().select().from(universityPrivileges).where(eq(universityPrivileges.source, "demo"))).toEqual([]);
    // Pages say nothing about demo rows with real data.
    expect(await ctx().services.demoNotes()).toBeNull();
  });

  it("refuses a demo dataset whose row lacks the marker", () => {
    const content = readDemoContent();
    const dir = mkdtempSync(path.join(tmpdir(), "jn-demo-"));
    try {
      mkdirSync(path.join(dir, "content"));
      const unmarked = { ...content, lectures: [{ title: "온라인 강의", provider: "누군가" }] };
      writeFileSync(path.join(dir, "content", "demo-content.json"), JSON.stringify(unmarked));
      expect(() => readDemoContent(dir)).toThrow(/demo title without \[데모\]: 온라인 강의/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("in demo mode is inserted once; a restart does not bring back deleted rows", async () => {
    await db().insert(dataImports).values({ dataset: "licenses", sourceDir: "demo", accepted: 1, rejected: 0, isDemo: true });
    await seedDemoContent(db(), quiet);
    const inserted = await demoLectures();
    expect(inserted).toBeGreaterThan(0);
    const [marker] = await db().select().from(dataImports).where(eq(dataImports.dataset, DEMO_CONTENT_DATASET));
    expect(marker?.isDemo).toBe(true);
    await db().delete(onlineLectures).where(sql`true`);
    await seedDemoContent(db(), quiet);
    expect(await demoLectures()).toBe(0);
  });
});
