import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeWithDatabases } from "../test/databases";
import { licenses } from "./schema";

// A hang would block the run: each case has its own short timeout.
describeWithDatabases("the outer database handle inside a transaction", (ctx) => {
  it("fails at once, rolls the transaction back and leaves the handle usable", async () => {
    const { db } = ctx().database;
    const [before] = await db.select({ name: licenses.name }).from(licenses).where(eq(licenses.id, "1320"));
    const failure = await db
      .transaction(async (tx) => {
        await tx.update(licenses).set({ name: "바뀐 이름" }).where(eq(licenses.id, "1320"));
        await db.select({ id: licenses.id }).from(licenses).limit(1);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // Drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause.
    expect((failure as Error | null)?.cause).toMatchObject({
      message: "The outer database handle was used inside db.transaction(); use its tx.",
    });
    const [after] = await db.select({ name: licenses.name }).from(licenses).where(eq(licenses.id, "1320"));
    expect(after?.name).toBe(before?.name);
  }, 10_000);

  it("tx itself, nested savepoints and queries after the commit work", async () => {
    const { db } = ctx().database;
    const names = await db.transaction(async (tx) => {
      const [row] = await tx.select({ name: licenses.name }).from(licenses).where(eq(licenses.id, "1320"));
      const inner = await tx.transaction(async (savepoint) =>
        savepoint.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, "1320")),
      );
      return [row?.name, inner[0]?.id];
    });
    expect(names).toEqual(["정보처리기사", "1320"]);
    expect(await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, "1320"))).toEqual([{ id: "1320" }]);
  }, 10_000);

  it("runs queries issued together inside a transaction one after another, without pg's deprecated queue", async () => {
    const { db } = ctx().database;
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const ids = await db.transaction(async (tx) =>
        Promise.all(
          ["1320", "1320", "1320"].map(
            async (id) => (await tx.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, id)))[0]?.id,
          ),
        ),
      );
      expect(ids).toEqual(["1320", "1320", "1320"]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  }, 10_000);
});
