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

  it("keeps working after a call fails once the statement was parsed", async () => {
    const read = preparedRead(ctx().database.db, "test_failing_cast", "select $1::int + 1");
    await expect(read(["not a number"])).rejects.toThrow(/invalid input syntax/);
    expect(await read(["41"])).toEqual([["42"]]);
    expect((await ctx().database.db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });
});
