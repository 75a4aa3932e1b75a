import { describe, expect, it } from "vitest";
import { loader as benchLoader } from "./bench-minimal";
import { loader as e2eLoader } from "./e2e-error";
import { loader as errorScreenLoader } from "./e2e-error-screen";

const args = (TEST_ROUTES: boolean) => ({ context: { services: { config: { TEST_ROUTES } } } }) as never;

const statusOf = (run: () => unknown) => {
  try {
    run();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? "error";
  }
  return 200;
};

describe("test-only routes", () => {
  it("answer 404 unless TEST_ROUTES=1", () => {
    expect(statusOf(() => benchLoader(args(false)))).toBe(404);
    expect(statusOf(() => e2eLoader(args(false)))).toBe(404);
    expect(statusOf(() => benchLoader(args(true)))).toBe(200);
    expect(statusOf(() => e2eLoader(args(true)))).toBe("error");
    expect(statusOf(() => errorScreenLoader(args(false)))).toBe(404);
    expect(statusOf(() => errorScreenLoader(args(true)))).toBe(200);
  });
});
