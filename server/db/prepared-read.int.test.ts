import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeWithDatabases } from "../test/databases";
import { preparedRead } from "./prepared-read.server";

describeWithDatabases("a read prepared once", (ctx) => {
  it("answers the columns as text in select order, for each parameter", async () => {
    const read = preparedRead(
      ctx().database.db,
      "test_license_name",
      "select id, name, true as flag, array_to_json(array[id])::text as ids from licenses where id = $1",
    );
    expect(await read(["1320"])).toEqual([["1320", "정보처리기사", "t", '["1320"]']]);
    expect(await read(["no such license"])).toEqual([]);
    expect(await read(["1320"])).toEqual([["1320", "정보처리기사", "t", '["1320"]']]);
  });

  it("answers a bytea column read as bytes with its bytes, beside text columns, and NULL as null", async () => {
    const bytes = Buffer.from([0, 1, 2, 0xfe, 0xff, 0x5c, 0x78]);
    const read = preparedRead(
      ctx().database.db,
      "test_bytes",
      "select $1::text as name, decode($2, 'base64') as data, null::bytea as none, true as flag",
      { columns: ["text", "bytes", "bytes", "text"] },
    );
    const rows = await read(["정보처리기사", bytes.toString("base64")]);
    expect(rows).toEqual([["정보처리기사", bytes, null, "t"]]);
    expect(Buffer.isBuffer(rows[0]?.[1])).toBe(true);
    // A large value (the stored pages are ~10 KB of brotli) arrives whole.
    const large = Buffer.alloc(200_000, 7);
    expect((await read(["큰 값", large.toString("base64")]))[0]?.[1]).toEqual(large);
  });

  it("keeps working after a call fails once the statement was parsed", async () => {
    const read = preparedRead(ctx().database.db, "test_failing_cast", "select $1::int + 1");
    await expect(read(["not a number"])).rejects.toThrow(/invalid input syntax/);
    await expect(read(["not a number"])).rejects.toMatchObject({ code: "22P02" });
    expect(await read(["41"])).toEqual([["42"]]);
    expect((await ctx().database.db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });
});
