import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { careerJobs } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { upcomingExams } from "./license-info.server";
import { ORIGIN, registerAndLogin } from "./test-helpers";

type Relation = { percent: number | null; processNm: string; processNo: string };
type Named = Record<string, string>;
interface LicenseInfoBody {
  licenseInfo: {
    gainLicense: Array<Named & { dataLab: Record<"relationLicense" | "relationJob" | "relationMajor", Relation[]> }>;
    hopeLicense: Named[];
    jobInfo: Named[];
    hopeLesson: Named[];
    lastEducational: Named;
  };
  userInfo: Record<string, unknown>;
  summary: Record<string, number>;
  testSchedule: Array<Record<string, unknown>>;
}

describeWithDatabases("members: my page, spec and schedule", (ctx) => {
  it("walks sign-up → login → spec saves → license info → schedule → logout", async () => {
    const session = await registerAndLogin(ctx());
    const post = (path: string, json: unknown) => ctx().request(path, { method: "POST", headers: session.headers, json });
    const [job] = await ctx().database.db.select({ id: careerJobs.id, name: careerJobs.name }).from(careerJobs).limit(1);
    if (!job) throw new Error("seed has no career jobs");

    const suggestions = await ctx().request(`/v2/license/license-select?licenseName=${encodeURIComponent("ㅈㅂㅊㄹㄱㅅ")}`);
    expect(((await suggestions.json()) as { data: Array<{ ld_id: string; jmfldnm: string }> }).data[0]).toEqual({
      ld_id: "1320",
      jmfldnm: "정보처리기사",
    });
    const lessons = await ctx().request(`/v2/license/hope-lesson-select?hopeLessonName=${encodeURIComponent("컴퓨터공학")}`);
    expect(((await lessons.json()) as { data: Array<{ subjectCd: string }> }).data.map((d) => d.subjectCd)).toContain("569");
    const jobs = await ctx().request(`/v2/license/job-select?jobName=${encodeURIComponent(job.name)}`);
    expect(((await jobs.json()) as { data: Array<{ jobCtgCd: string }> }).data[0]?.jobCtgCd).toBe(String(job.id));

    expect(
      await (
        await post("/v2/license/gain-license", { reqType: "gainLics", data: [{ ld_id: "1320", ld_date: "2024-06-14" }] })
      ).json(),
    ).toEqual({
      result: true,
    });
    expect((await post("/v2/license/hope-license", { reqType: "hopeLics", data: [{ ld_id: "1320" }] })).status).toBe(200);
    expect((await post("/v2/license/job-info", { reqType: "jobCtg", data: [String(job.id)] })).status).toBe(200);
    expect((await post("/v2/license/hope-lesson", { reqType: "major", data: [{ subjectCd: "569" }] })).status).toBe(200);
    expect((await post("/v2/license/last-educational", { reqType: "edu", data: { education: "05", status: "02" } })).status).toBe(
      200,
    );

    const info = await ctx().request("/v2/member/member-license-info", { headers: session.headers });
    expect(info.status).toBe(200);
    const { data } = (await info.json()) as { data: LicenseInfoBody };
    expect(data.summary).toEqual({ gainLicense: 1, hopeLicense: 1 });
    expect(data.userInfo).toEqual({ userName: "홍길동", userNick: expect.any(String), userPoint: 0 });
    expect(data.licenseInfo.gainLicense[0]).toMatchObject({ jmfldnm: "정보처리기사", ld_date: "2024-06-14", ld_id: "1320" });
    const dataLab = data.licenseInfo.gainLicense[0]?.dataLab;
    if (!dataLab) throw new Error("dataLab missing");
    for (const kind of ["relationLicense", "relationJob", "relationMajor"] as const) {
      expect(Array.isArray(dataLab[kind])).toBe(true);
      for (const item of dataLab[kind])
        expect(item).toEqual({ percent: expect.any(Number), processNm: expect.any(String), processNo: expect.any(String) });
    }
    expect(dataLab.relationJob.length + dataLab.relationMajor.length).toBeGreaterThan(0);
    expect(data.licenseInfo.hopeLicense).toEqual([
      { jmfldnm: "정보처리기사", ld_date: "", ld_govt: expect.any(String), ld_id: "1320" },
    ]);
    expect(data.licenseInfo.jobInfo).toEqual([{ jobCtgCd: String(job.id), jobCtgNm: job.name }]);
    expect(data.licenseInfo.hopeLesson).toEqual([{ subjectCd: "569", subjectNm: expect.stringContaining("컴퓨터") }]);
    expect(data.licenseInfo.lastEducational).toMatchObject({ education: "05", status: "02" });
    expect(Array.isArray(data.testSchedule)).toBe(true);
    for (const item of data.testSchedule) {
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining([
          "title",
          "description",
          "rgName",
          "examStartDt",
          "examEndDt",
          "examStartDtDDay",
          "examRegStartDt",
        ]),
      );
      expect(item).toHaveProperty("isD_Day");
    }

    const added = await post("/v2/member/member-schedule", { schedule: "필기 스터디", date: "2026-11-25" });
    expect(added.status).toBe(201);
    const { data: created } = (await added.json()) as { data: { sno: number } };
    const day = await ctx().request("/v2/member/member-schedule?date=2026-11-25", { headers: session.headers });
    const dayBody = (await day.json()) as { data: { personalSchedule: unknown[]; testSchedule: unknown[] } };
    expect(dayBody.data.personalSchedule).toEqual([{ sno: created.sno, schedule: "필기 스터디", date: "2026-11-25" }]);
    expect(Array.isArray(dayBody.data.testSchedule)).toBe(true);
    const removed = await ctx().request(`/v2/member/member-schedule?sno=${created.sno}`, {
      method: "DELETE",
      headers: session.headers,
    });
    expect(removed.status).toBe(200);
    const after = await ctx().request("/v2/member/member-schedule?date=2026-11-25", { headers: session.headers });
    expect(((await after.json()) as { data: { personalSchedule: unknown[] } }).data.personalSchedule).toEqual([]);

    await ctx().services.members.logout(
      new Request(`${ORIGIN}/bbs/logout.php`, { headers: { cookie: `refreshToken=${session.refreshToken}` } }),
    );
    const auth = await ctx().request("/v1/auth/auth.php", { method: "POST", headers: session.headers });
    expect(await auth.json()).toEqual({ auth: false });
  });

  it("rejects bad spec and schedule input with 400", async () => {
    const session = await registerAndLogin(ctx());
    const post = (path: string, json: unknown) => ctx().request(path, { method: "POST", headers: session.headers, json });
    expect((await post("/v2/license/gain-license", { reqType: "hopeLics", data: [] })).status).toBe(400);
    expect((await post("/v2/license/hope-license", { reqType: "hopeLics", data: ["NO_SUCH"] })).status).toBe(400);
    expect((await post("/v2/license/last-educational", { reqType: "edu", data: { education: "09", status: "01" } })).status).toBe(
      400,
    );
    expect((await post("/v2/member/member-schedule", { schedule: "", date: "2026-11-25" })).status).toBe(400);
    expect((await post("/v2/member/member-schedule", { schedule: "x", date: "2026-02-30" })).status).toBe(400);
    const tooLong = await ctx().request("/v2/member/member-schedule?date=2026-01-01&endDate=2027-01-01", {
      headers: session.headers,
    });
    expect(tooLong.status).toBe(400);
    const anonymous = await ctx().request("/v2/license/hope-license", {
      method: "POST",
      json: { reqType: "hopeLics", data: [] },
    });
    expect(anonymous.status).toBe(401);
  });

  it("never touches another member's schedule", async () => {
    const owner = await registerAndLogin(ctx());
    const other = await registerAndLogin(ctx());
    const added = await ctx().request("/v2/member/member-schedule", {
      method: "POST",
      headers: owner.headers,
      json: { schedule: "내 일정", date: "2026-12-01" },
    });
    const { data } = (await added.json()) as { data: { sno: number } };
    const stolen = await ctx().request(`/v2/member/member-schedule?sno=${data.sno}`, {
      method: "DELETE",
      headers: other.headers,
    });
    expect(stolen.status).toBe(404);
    const seen = await ctx().request("/v2/member/member-schedule?date=2026-12-01", { headers: other.headers });
    expect(((await seen.json()) as { data: { personalSchedule: unknown[] } }).data.personalSchedule).toEqual([]);
    const mine = await ctx().request("/v2/member/member-schedule?date=2026-12-01", { headers: owner.headers });
    expect(((await mine.json()) as { data: { personalSchedule: unknown[] } }).data.personalSchedule).toHaveLength(1);
  });

  it("sends the member's own info and schedule as private, never stored", async () => {
    const session = await registerAndLogin(ctx());
    for (const path of ["/v2/member/member-info", "/v2/member/member-schedule?date=2026-11-25"]) {
      const res = await ctx().request(path, { headers: session.headers });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("rotates refresh tokens and revokes the family when a rotated token is reused", async () => {
    const session = await registerAndLogin(ctx());
    const refreshed = await ctx().request("/v1/auth/refresh.php", {
      method: "POST",
      headers: { "x-refresh-token": session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { result: boolean; accessToken: string };
    expect(body.result).toBe(true);
    const next = refreshed.headers.getSetCookie().find((c) => c.startsWith("refreshToken="));
    expect(next).toBeDefined();
    expect(next).not.toContain(session.refreshToken);

    const sessions = ctx().services.members.sessions;
    const raced = await sessions.rotate(session.refreshToken);
    expect(raced).toEqual({ ok: false, reason: "race" });
    const reused = await sessions.rotate(session.refreshToken, Date.now() + 60_000);
    expect(reused).toEqual({ ok: false, reason: "reused" });
    const auth = await ctx().request("/v1/auth/auth.php", { method: "POST", headers: { "x-access-token": body.accessToken } });
    expect(await auth.json()).toEqual({ auth: false });
    const again = await ctx().request("/v1/auth/refresh.php", {
      method: "POST",
      headers: { "x-refresh-token": session.refreshToken },
    });
    expect(again.status).toBe(401);
  });

  it("refreshes an expired session from the refresh cookie before handlers run", async () => {
    const session = await registerAndLogin(ctx());
    const res = await ctx().request("/v2/member/member-info", { headers: { cookie: `refreshToken=${session.refreshToken}` } });
    expect(res.status).toBe(200);
    const names = res.headers.getSetCookie().map((c) => c.split("=")[0]);
    expect(names).toEqual(expect.arrayContaining(["accessToken", "refreshToken"]));
  });

  it("requires same-origin for cookie-authenticated state changes", async () => {
    const session = await registerAndLogin(ctx());
    const cookie = `accessToken=${session.accessToken}; refreshToken=${session.refreshToken}`;
    const send = (headers: Record<string, string>) =>
      ctx().request("/v2/member/member-schedule", {
        method: "POST",
        headers: { cookie, ...headers },
        json: { schedule: "CSRF", date: "2026-11-26" },
      });
    expect((await send({})).status).toBe(403);
    expect((await send({ origin: "https://evil.example" })).status).toBe(403);
    expect((await send({ referer: "https://evil.example/x" })).status).toBe(403);
    expect((await send({ origin: ORIGIN })).status).toBe(201);
    expect((await send({ referer: `${ORIGIN}/mypage/mySchedule` })).status).toBe(201);
  });
});

describeWithDatabases("members: schedule phases and stage names", (ctx) => {
  it("labels each phase by its kind, names 국가전문자격 stages 1차/2차, and lists only stages still ahead", async () => {
    const session = await registerAndLogin(ctx());
    const post = (path: string, json: unknown) => ctx().request(path, { method: "POST", headers: session.headers, json });
    const held = [{ ld_id: "1320", ld_date: "2024-06-14" }];
    expect((await post("/v2/license/gain-license", { reqType: "gainLics", data: held })).status).toBe(200);
    expect((await post("/v2/license/hope-license", { reqType: "hopeLics", data: [{ ld_id: "9630" }] })).status).toBe(200);

    // 2026 제3회 정보처리기사 필기: the 응시자격 서류제출 window (08-07 ~ 09-18) is not a 원서접수.
    const day = await ctx().request("/v2/member/member-schedule?date=2026-09-10", { headers: session.headers });
    const items = ((await day.json()) as { data: { testSchedule: Array<Record<string, string>> } }).data.testSchedule;
    expect(items).toContainEqual(
      expect.objectContaining({ ld_id: "1320", type: "docSubmit", phaseName: "응시자격 서류제출", rgName: "제3회 필기" }),
    );
    expect(items.some((i) => i.phaseName === "원서접수")).toBe(false);

    // 공인중개사 (국가전문자격): the 2026 제37회 application window is a 1차/2차 one.
    const exam = await ctx().request("/v2/member/member-schedule?date=2026-08-03", { headers: session.headers });
    const broker = ((await exam.json()) as { data: { testSchedule: Array<Record<string, string>> } }).data.testSchedule.filter(
      (i) => i.ld_id === "9630",
    );
    expect(broker.map((i) => i.rgName).sort()).toEqual(["제37회 1차", "제37회 2차"]);

    const [member] = await ctx()
      .database.db.execute<{ id: number }>(sql`select id from members where login_id = ${session.loginId}`)
      .then((r) => r.rows);
    const upcoming = await upcomingExams(ctx().database.db, Number(member?.id), "2026-09-05");
    const mine = upcoming.filter((u) => u.licenseId === "1320");
    // 제2회 실기 was held 07-18 ~ 08-05; its 합격자 발표 (09-11) is still ahead, and is its next phase.
    expect(mine.find((u) => u.roundName === "제2회 실기")?.next).toEqual({ phase: "합격자 발표", start: "2026-09-11", dDay: 6 });
    expect(mine.map((u) => u.roundName)).toContain("제3회 실기");
    // 제1회 실기 announced on 06-12: over.
    expect(mine.map((u) => u.roundName)).not.toContain("제1회 실기");
    // 제3회 실기 원서접수 is split around 추석 (09-21 ~ 09-23, 09-28): both windows, the D-day to the first.
    const split = [
      { start: "2026-09-21", end: "2026-09-23" },
      { start: "2026-09-28", end: "2026-09-28" },
    ];
    expect(mine.find((u) => u.roundName === "제3회 실기")?.registration).toEqual({ ...split[0], dDay: 16, windows: split });
    // Between the windows the registration named is the second, counted from its start (issue 38).
    const later = await upcomingExams(ctx().database.db, Number(member?.id), "2026-09-25");
    const third = later.find((u) => u.licenseId === "1320" && u.roundName === "제3회 실기");
    expect(third?.registration).toEqual({ ...split[1], dDay: 3, windows: split });
    expect(third?.next).toEqual({ phase: "원서접수", start: "2026-09-28", dDay: 3 });
  });
});

describeWithDatabases("members: a starred license is a 관심 자격증 on the my page", (ctx) => {
  it("counts the star, lists its upcoming 발표 and shows it in the day panel", async () => {
    const session = await registerAndLogin(ctx());
    const star = await ctx().request("/v2/member/favorites/1320", { method: "PUT", headers: session.headers });
    expect(star.status).toBe(200);
    const [member] = await ctx()
      .database.db.execute<{ id: number }>(sql`select id from members where login_id = ${session.loginId}`)
      .then((r) => r.rows);
    const memberId = Number(member?.id);

    // 2026-11-25: 정보처리기사 제3회 실기 was held 10-24 ~ 11-13 and announces on 12-18.
    const info = await ctx().services.members.profile.licenseInfo(memberId, "2026-11-25");
    expect(info?.interested).toEqual([
      expect.objectContaining({ licenseId: "1320", name: "정보처리기사", favorite: true, wished: false }),
    ]);
    expect(info?.upcoming).toContainEqual(
      expect.objectContaining({
        licenseId: "1320",
        roundName: "제3회 실기",
        next: { phase: "합격자 발표", start: "2026-12-18", dDay: 23 },
      }),
    );

    const day = await ctx().request("/v2/member/member-schedule?date=2026-12-18", { headers: session.headers });
    const items = ((await day.json()) as { data: { testSchedule: Array<Record<string, string>> } }).data.testSchedule;
    expect(items).toContainEqual(
      expect.objectContaining({ ld_id: "1320", type: "pass", phaseName: "합격자 발표", rgName: "제3회 실기" }),
    );

    // A star on a license the member holds keeps it 보유, not 관심.
    await ctx().request("/v2/license/gain-license", {
      method: "POST",
      headers: session.headers,
      json: { reqType: "gainLics", data: [{ ld_id: "1320", ld_date: "2024-06-14" }] },
    });
    const held = await ctx().services.members.profile.licenseInfo(memberId, "2026-11-25");
    expect(held?.interested).toEqual([]);
    expect(held?.held.map((l) => l.licenseId)).toEqual(["1320"]);
  });
});
