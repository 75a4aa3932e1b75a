import { openDatabase } from "./server/db/client";
import { createServices } from "./server/services";
import { loadConfig } from "./server/config";
import { createLogger } from "./server/logger";
const d = await openDatabase({ driver: "pglite", dataDir: "/tmp/jnx/pglite" });
await d.migrate();
const s = createServices(d, loadConfig({ ...process.env, LOG_LEVEL: "silent" }), createLogger("silent"));
const id = "1320";
const fns: Record<string, () => Promise<unknown>> = {
  getLicense: () => s.licenses.getLicense(id),
  rounds: () => s.schedules.licenseRounds(id, [2026, 2027]),
  stats: () => s.licenses.passStatistics(id),
  demo: () => s.licenses.demographics(id),
  relations: () => s.licenses.relations(id),
  news: () => s.licenses.content.news(id, 4),
  lectures: () => s.licenses.content.lectures(id, { page: 1, pageSize: 10 }),
  goods: () => s.licenses.content.goods(id, "textbook", { page: 1, pageSize: 5 }),
  inst: () => s.licenses.content.institutes({ licenseId: id, page: 1, pageSize: 4 }),
  talk: () => s.licenses.content.talkSummary(id, "latest"),
  events: () => s.schedules.events({ start: "2026-11-01", end: "2026-12-31", types: ["examReg", "exam", "pass"] } as never),
};
for (const [k, f] of Object.entries(fns)) { await f(); const t = performance.now(); for (let i = 0; i < 10; i++) await f(); console.log(k, ((performance.now() - t) / 10).toFixed(1), "ms"); }
await d.close();
