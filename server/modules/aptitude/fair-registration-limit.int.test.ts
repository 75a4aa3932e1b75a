import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { action } from "../../../app/routes/eduFair/registration";
import { eduFairRegistrations } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { outcome } from "../../test/route-actions";
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
  const register = (clientAddress: string) =>
    outcome(
      action({
        request: new Request(`${ORIGIN}/eduFair/registration`, {
          method: "POST",
          headers: { "sec-fetch-site": "same-origin" },
          body: new URLSearchParams(fields),
        }),
        context: { services: ctx().services, device: "desktop", cspNonce: "", requestId: "test", clientAddress },
        params: {},
      } as never),
    );
  const stored = async () => (await ctx().database.db.select({ n: count() }).from(eduFairRegistrations))[0]?.n ?? 0;

  it("refuses a client's registrations past the hourly limit with a Korean message, and keeps others open", async () => {
    const flooder = newClientAddress();
    const before = await stored();
    for (let i = 0; i < FAIR_REGISTRATIONS_PER_HOUR; i++) expect((await register(flooder)).body).toMatchObject({ ok: true });

    const refused = await register(flooder);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      ok: false,
      errors: { form: "참가 신청이 너무 많습니다. 1시간 뒤에 다시 신청해주세요." },
      values: { name: "김교사", organization: "한국고등학교" },
    });
    expect(await stored()).toBe(before + FAIR_REGISTRATIONS_PER_HOUR);

    expect((await register(newClientAddress())).body).toMatchObject({ ok: true });
  });
});
