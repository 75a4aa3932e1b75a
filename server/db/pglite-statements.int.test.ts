import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client.server";

/**
 * PGlite's `query` with each statement text prepared once per session (decision 0080), as every
 * service reaches it through drizzle: the same answers and errors as PGlite's own path.
 */
describe("PGlite statements prepared once", () => {
  let database: Database;
  let client: PGlite;
  const prepared = async () =>
    Number(
      (
        await client.query<{ n: number }>(
          "select count(*)::int as n from pg_prepared_statements where name like 'jn_statement_%'",
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    database = await openDatabase({ driver: "pglite", dataDir: null });
    client = (database.db as unknown as { $client: PGlite }).$client;
    await client.exec(`create table items (id int primary key, name text not null, doc jsonb, day date,
      at timestamptz, tags text[], price numeric, flag boolean)`);
  });
  afterAll(async () => {
    await database.close();
  });

  it("answers rows, fields and counts as PGlite does, with parameters typed by the database", async () => {
    const insert = "insert into items values ($1, $2, $3, $4, $5, $6, $7, $8)";
    const first = await client.query(insert, [
      1,
      "정보처리기사",
      { a: [1, "둘"] },
      "2026-03-14",
      "2026-03-14T01:02:03Z",
      ["x", "y"],
      "12.50",
      true,
    ]);
    expect(first).toMatchObject({ affectedRows: 1, rows: [], fields: [] });
    await client.query(insert, [2, "전기기사", null, null, null, null, null, false]);
    const read = await client.query("select * from items where id = any($1) order by id", [[1, 2]]);
    expect(read.fields.map((field) => field.name)).toEqual(["id", "name", "doc", "day", "at", "tags", "price", "flag"]);
    expect(read.rows).toEqual([
      {
        id: 1,
        name: "정보처리기사",
        doc: { a: [1, "둘"] },
        // Dates and times stay text (drizzle's parsers, the client's own).
        day: "2026-03-14",
        at: "2026-03-14 01:02:03+00",
        tags: ["x", "y"],
        price: "12.50",
        flag: true,
      },
      { id: 2, name: "전기기사", doc: null, day: null, at: null, tags: null, price: null, flag: false },
    ]);
    const asArrays = await client.query("select id, name from items where id = $1", ["2"], { rowMode: "array" });
    expect(asArrays.rows).toEqual([[2, "전기기사"]]);
    const update = await client.query("update items set flag = $1 where id > $2", [true, 0]);
    expect(update.affectedRows).toBe(2);
    // drizzle's own path, typed rows included.
    const viaDrizzle = await database.db.execute<{ name: string }>(sql`select name from items where id = ${1}`);
    expect(viaDrizzle.rows).toEqual([{ name: "정보처리기사" }]);
  });

  it("parses and plans a text once, whatever its parameters", async () => {
    const before = await prepared();
    for (const id of [1, 2, 3, 1, 2]) await client.query("select name from items where id = $1 and $2::int > 0", [id, id]);
    expect(await prepared()).toBe(before + 1);
  });

  it("raises the database's error with its code and the query, and the session goes on", async () => {
    await expect(client.query("select nme from items where id = $1", [1])).rejects.toMatchObject({
      code: "42703",
      query: "select nme from items where id = $1",
    });
    // Parsed, then refused at bind: the statement stays prepared and answers the next call.
    const cast = "select $1::int + 1 as n";
    await expect(client.query(cast, ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    expect((await client.query(cast, ["41"])).rows).toEqual([{ n: 42 }]);
    await expect(client.query("insert into items (id, name) values ($1, $2)", [1, "중복"])).rejects.toMatchObject({
      code: "23505",
    });
    expect((await client.query("select count(*)::int as n from items")).rows).toEqual([{ n: 2 }]);
  });

  it("prepares a statement again when the columns it answers changed", async () => {
    const all = "select * from items where id = $1";
    expect(Object.keys((await client.query(all, [1])).rows[0] as object)).not.toContain("extra");
    await client.exec("alter table items add column extra int default 7");
    expect((await client.query(all, [1])).rows[0]).toMatchObject({ id: 1, extra: 7 });
    await client.exec("alter table items drop column extra");
  });

  it("inside a transaction, fails that call once the columns changed, and prepares the statement again after", async () => {
    const all = "select * from items where id = $1";
    await client.query(all, [1]);
    await client.exec("alter table items add column later int default 8");
    await expect(
      client.transaction(async (tx) => {
        await tx.query(all, [1]);
      }),
    ).rejects.toMatchObject({ code: "0A000" });
    expect((await client.query(all, [1])).rows[0]).toMatchObject({ id: 1, later: 8 });
    await client.exec("alter table items drop column later");
  });

  it("keeps a bounded number of statements, closing the least recently used", async () => {
    for (let i = 0; i < 450; i++) await client.query(`select $1::int + ${i} as n`, [i]);
    const kept = await prepared();
    expect(kept).toBeGreaterThan(300);
    expect(kept).toBeLessThanOrEqual(401);
    expect((await client.query("select $1::int + 0 as n", [5])).rows).toEqual([{ n: 5 }]);
  });

  it("runs a transaction's statements prepared, and a rollback still undoes them", async () => {
    const insert = sql`insert into items (id, name) values (${10}, ${"롤백"})`;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(insert);
        expect((await tx.execute(sql`select name from items where id = ${10}`)).rows).toEqual([{ name: "롤백" }]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect((await database.db.execute(sql`select name from items where id = ${10}`)).rows).toEqual([]);
    await database.db.transaction(async (tx) => {
      await tx.execute(insert);
    });
    expect((await database.db.execute(sql`select name from items where id = ${10}`)).rows).toEqual([{ name: "롤백" }]);
  });
});
