import { openDatabase } from "./server/db/client";
import { sql } from "drizzle-orm";
import { parseQuery } from "./server/modules/search/text";
import { categoryPageSql } from "./server/modules/search/queries";
const d = await openDatabase({ driver: "postgres", url: "postgres://postgres@127.0.0.1:5432/jn_search_scratch", max: 1 });
for (const kw of process.argv.slice(2)) {
  const q = parseQuery(kw)!;
  const r = await d.db.execute<{ "QUERY PLAN": string }>(sql`explain (analyze, buffers) ${categoryPageSql(q, "community", 10, 0)}`);
  console.log("==", kw); console.log(r.rows.map((x) => x["QUERY PLAN"]).join("\n"));
}
await d.close();
