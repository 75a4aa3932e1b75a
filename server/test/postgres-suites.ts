/**
 * The integration files `npm test` also runs on PostgreSQL (with TEST_DATABASE_URL): those whose
 * behaviour depends on the driver — SQL the drivers could answer differently, transactions, search,
 * locks and claims, migrations and imports — and a smoke set of the rest (decision 0070).
 * `npm run test:full` (TEST_POSTGRES=all) runs every file on both.
 */
export const postgresSuites: ReadonlySet<string> = new Set([
  // Transactions, locks, claims across processes, migrations and imports.
  "server/db/prepared-read.int.test.ts",
  "server/db/transaction-guard.int.test.ts",
  "server/import/sync/sync.int.test.ts",
  "server/import/demoContent.int.test.ts",
  "server/modules/notifications/notifications.int.test.ts",
  "server/modules/notifications/email.int.test.ts",
  "server/cache/scale-out.int.test.ts",
  "server/cache/page-store/page-store.int.test.ts",
  "server/cache/page-store/abuse.int.test.ts",
  "server/modules/admin/saves.int.test.ts",
  // Operating CLIs against running servers (the socket, a direct run, two servers sharing Redis).
  "server/ops/live-commands.int.test.ts",
  "server/modules/members/account-security.int.test.ts",
  "server/modules/members/members.int.test.ts",
  "server/modules/members/my-page-view.int.test.ts",
  // Search: trigram indexes, ranking and the abbreviation rules.
  "server/modules/search/search.int.test.ts",
  "server/modules/search/abbreviations.int.test.ts",
  // SQL the drivers parse and type differently: aggregates, dates, bytea, the read model, the graph.
  "server/modules/statistics/statistics.int.test.ts",
  "server/modules/schedules/schedules.int.test.ts",
  "server/modules/schedules/professional-dates.int.test.ts",
  "server/modules/boards/boards.int.test.ts",
  "server/modules/boards/uploads.int.test.ts",
  "server/modules/catalogue/catalogue.int.test.ts",
  "server/modules/recommendations/recommendations.int.test.ts",
  "server/modules/recommendations/stored.int.test.ts",
  "server/modules/licenses/licenses.int.test.ts",
  // Smoke set: the health probe, the platform routes, one page model and the GraphQL endpoint.
  "server/health.int.test.ts",
  "server/platform.int.test.ts",
  "server/modules/licenses/license-page.int.test.ts",
  "server/api/graphql/graphql.int.test.ts",
]);
