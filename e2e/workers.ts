import { availableParallelism } from "node:os";

/**
 * How many e2e files run side by side, each worker against its own server (e2e/global-setup.ts):
 * `E2E_WORKERS`, else one per core, at most two — Chromium, the servers and the test workers share
 * the cores (docs/decisions/0070-ten-minute-test-run.md).
 */
export function e2eWorkers(): number {
  const configured = Number(process.env.E2E_WORKERS);
  return Number.isInteger(configured) && configured > 0 ? configured : Math.min(2, availableParallelism());
}
