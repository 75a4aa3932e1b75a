import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { action } from "../../../app/routes/eduFair/registration";
import { eduFairRegistrations } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { newClientAddress, ORIGIN } from "../members/test-helpers";
import { FAIR_REGISTRATIONS_PER_HOUR } from "./fair.server";

/** Issue 34: 200 anonymous fair registrations from one client in 4 s were all accepted. */
describeWithDatabases("fair registrations under abuse", (ctx) => {
  const fields = {
    name: "김교사",
    organization: "한국고등학교",
    phone: "010-2222-3333",
    email: "",
    attendees: "3",
    consent: "on",
  };
  /** The action's answer: a plain object (200) or React Router's `data()` with its status. */
  async function register(clientAddress: string): Promise<{ status: number; body: unknown }> {
    const answer: unknown = await action({
      request: new Request(`${ORIGIN}/eduFair/registration`, {
        method: "POST",
        headers: { "sec-fetch-site": "same-origin", origin: ORIGIN },
        body: new URLSearchParams(fields),
      }),
      context: { services: ctx().services, device: "desktop", cspNonce: "", requestId: "test", clientAddress },
      params: {},
    } as never);
    if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
      const init = answer.init as { status?: number } | null;
      return { status: init?.status ?? 200, body: answer.data };
    }
    return { status: 200, body: answer };
  }
  const stored = async () => (await ctx().database.db.select({ n: count() }).from(eduFairRegistrations))[0]?.n ?? 0;

  it("refuses a client's registrations past the hourly limit with a Korean message, and keeps others open", async () => {
    const flooder = newClientAddress();
    const before = await stored();
    for (let i = 0; i < FAIR_REGISTRATIONS_PER_HOUR; i++) expect((await register(flooder)).body).toMatchObject({ ok: true });

    const refused = await register(flooder);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      ok: false,
      result: {
        error: { "": ["참가 신청이 너무 많습니다. 1시간 뒤에 다시 신청해주세요."] },
        initialValue: { name: "김교사", organization: "한국고등학교" },
      },
    });
    expect(await stored()).toBe(before + FAIR_REGISTRATIONS_PER_HOUR);

    expect((await register(newClientAddress())).body).toMatchObject({ ok: true });
  });
});
