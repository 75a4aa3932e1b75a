import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { expect, it } from "vitest";
import { todayInSeoul } from "../../../shared/dates";
import { LEAVE_NOTICE, LEFT_MEMBER_NAME } from "../../../shared/member-schemas";
import { policyVersions } from "../../db/schema";
import { systemClock } from "../../jobs/clock";
import type { LimiterOptions, RateLimits } from "../../rate-limits.server";
import { describeWithDatabases } from "../../test/databases";
import { createBoardsService } from "../boards/service.server";
import { createMembersService } from "../members/service.server";
import { registerAndLogin } from "../members/test-helpers";
import { CORRECTED_PRIVACY_POLICY_VERSION, seedCustomerService } from "./seed.server";
import { createCustomerService } from "./service.server";

const SHIPPED_V1 = readFileSync(new URL("./fixtures/personalInfo-v1.0-shipped.txt", import.meta.url), "utf8");
const quiet = { log: () => undefined };

describeWithDatabases("privacy policy agrees with the code (issue 24)", (ctx) => {
  const privacy = async () => (await ctx().services.customerService.policy("personalInfo")).shown?.body ?? "";

  it("says 미지정 for an officer nobody configured, and names the configured one", async () => {
    const text = await privacy();
    expect(text).toContain("- 성명: 미지정");
    expect(text).toContain("- 연락처(이메일): 미지정");
    expect(text).not.toContain("{{");
    const configured = createCustomerService(ctx().database.db, systemClock, { name: "김보호", email: "privacy@example.kr" });
    const named = (await configured.policy("personalInfo")).shown?.body ?? "";
    expect(named).toContain("- 성명: 김보호");
    expect(named).toContain("- 연락처(이메일): privacy@example.kr");
  });

  it("names everything the leave page says leaving deletes, and how posts stay", async () => {
    const text = await privacy();
    for (const item of [
      "즐겨찾기한 자격증",
      "알림과 알림 설정",
      "캘린더 구독 주소",
      "적성검사 기록",
      "스크랩",
      "포인트·경험치",
    ]) {
      expect(LEAVE_NOTICE).toContain(item);
      expect(text).toContain(item);
    }
    expect(LEAVE_NOTICE).toContain(LEFT_MEMBER_NAME);
    expect(text).toContain(`작성자가 '${LEFT_MEMBER_NAME}'으로 표시됩니다`);
  });

  it("says reminder e-mail is on until the member turns it off, as a new member's settings are", async () => {
    expect(await privacy()).toContain("이메일 알림은 처음부터 켜져 있으며");
    const session = await registerAndLogin(ctx());
    const settings = await ctx().request("/v2/member/reminders", { headers: session.headers });
    expect(((await settings.json()) as { data: { email: boolean } }).data.email).toBe(true);
  });

  it("keeps client addresses in rate limits no longer than the 24 hours it states", async () => {
    expect(await privacy()).toContain("최대 24시간 뒤 자동으로 지워집니다");
    const seen: LimiterOptions[] = [];
    const recording: RateLimits = {
      limiter: (options) => {
        seen.push(options);
        return new RateLimiterMemory({ points: options.points, duration: options.durationSeconds });
      },
      redisStatus: () => null,
      close: async () => undefined,
    };
    const { db } = ctx().database;
    createMembersService(db, ctx().services.config, recording);
    createBoardsService(db, recording, systemClock);
    expect(seen.map((o) => o.name)).toEqual(expect.arrayContaining(["login:pair:failures", "signup", "board-reports:client"]));
    for (const options of seen) expect(options.durationSeconds).toBeLessThanOrEqual(86_400);
  });

  it("adds the corrected text as v1.1 over the v1.0 first shipped, once, and never over an edited one", async () => {
    const { db } = ctx().database;
    const v1 = and(eq(policyVersions.kind, "personalInfo"), eq(policyVersions.version, "v1.0"));
    await db
      .update(policyVersions)
      .set({ body: `${SHIPPED_V1}\n운영자가 고친 문장` })
      .where(v1);
    await seedCustomerService(db, quiet);
    expect((await ctx().services.customerService.policy("personalInfo")).versions).toHaveLength(1);

    await db.update(policyVersions).set({ body: SHIPPED_V1 }).where(v1);
    await seedCustomerService(db, quiet);
    await seedCustomerService(db, quiet);
    const { shown, versions } = await ctx().services.customerService.policy("personalInfo");
    expect(versions.map((v) => v.version)).toEqual([CORRECTED_PRIVACY_POLICY_VERSION, "v1.0"]);
    const today = todayInSeoul(new Date());
    expect(shown).toMatchObject({ version: CORRECTED_PRIVACY_POLICY_VERSION, effectiveOn: today });
    const [year, month, day] = today.split("-").map(Number);
    expect(shown?.body).toContain(`이 방침은 ${year}년 ${month}월 ${day}일부터 시행합니다.`);
    expect(shown?.body).toContain("- 성명: 미지정");
    expect(versions.find((v) => v.version === "v1.0")?.body).toBe(SHIPPED_V1);
  });
});
