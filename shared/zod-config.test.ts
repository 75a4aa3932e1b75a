import { expect, it, vi } from "vitest";
import "./zod-config";
import { z } from "zod";

it("parses without compiling code (no Function probe that a CSP would refuse)", () => {
  const probe = vi.spyOn(globalThis, "Function");
  expect(z.object({ a: z.string(), b: z.number() }).parse({ a: "x", b: 1 })).toEqual({ a: "x", b: 1 });
  expect(probe).not.toHaveBeenCalled();
  probe.mockRestore();
});
