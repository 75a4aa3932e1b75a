import { openDatabase } from "../server/db/client.server";
import { createPageStore } from "../server/cache/page-store/store.server";
import { sql } from "drizzle-orm";
const database = await openDatabase({ driver: "pglite", dataDir: "/work/data-real/pglite" } as never);
const store = createPageStore(database.db);
const keys = (await database.db.execute<{ key: string }>(sql`select key from stored_pages`)).rows.map((r) => r.key);
console.log("rows", keys.length);
async function time(name: string, fn: (k: string) => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn(keys[i % keys.length]!);
  const c0 = process.cpuUsage(); const t0 = performance.now();
  const n = 2000;
  for (let i = 0; i < n; i++) await fn(keys[(i * 7919) % keys.length]!);
  const c = process.cpuUsage(c0);
  console.log(name, ((c.user + c.system) / 1000 / n).toFixed(3), "cpu ms", ((performance.now() - t0) / n).toFixed(3), "wall ms");
}
await time("store.read br", (k) => store.read(k, "br", "2026-11-28"));
const pg = (database as any).client ?? (database as any).pglite;
console.log(Object.keys(database));
await time("raw select br", (k) => database.db.execute(sql`select etag, headers, csp, tags, br, day, stale, serve_stale, generation from stored_pages where key = ${k}`));
await time("raw select base64", (k) => database.db.execute(sql`select etag, headers, csp, tags, encode(br,'base64') as br, day, stale from stored_pages where key = ${k}`));
await time("raw select no bytes", (k) => database.db.execute(sql`select etag, headers, csp, tags, day, stale from stored_pages where key = ${k}`));
await time("raw select 1", (k) => database.db.execute(sql`select 1 from stored_pages where key = ${k}`));
const { storedPages } = await import("../server/db/schema");
const { eq, placeholder } = await import("drizzle-orm");
await time("drizzle select base64", (k) => database.db.select({ etag: storedPages.etag, headers: storedPages.headers, csp: storedPages.csp, tags: storedPages.tags, br: sql<string>`encode(${storedPages.br}, 'base64')`, day: storedPages.day, stale: storedPages.stale }).from(storedPages).where(eq(storedPages.key, k)));
const prepared = database.db.select({ etag: storedPages.etag, headers: storedPages.headers, csp: storedPages.csp, tags: storedPages.tags, br: sql<string>`encode(${storedPages.br}, 'base64')`, day: storedPages.day, stale: storedPages.stale }).from(storedPages).where(eq(storedPages.key, placeholder("key"))).prepare("stored_page_br");
await time("drizzle prepared base64", (k) => prepared.execute({ key: k }));
await time("raw + Buffer.from", async (k) => { const r = await database.db.execute<{br:string}>(sql`select etag, headers, csp, tags, encode(br,'base64') as br, day, stale from stored_pages where key = ${k}`); return Buffer.from(r.rows[0]!.br, "base64"); });
await database.close();
