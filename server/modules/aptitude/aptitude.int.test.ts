import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { introLoader, openAttemptFor, questionnaireLoader } from "../../../app/lib/aptitude.server";
import { parseForm } from "../../../app/lib/forms";
import { registrationSchema } from "../../../shared/fair-schemas";
import { aptitudeAttempts, eduFairRegistrations, members } from "../../db/schema";
import { describeWithDatabases, routeContext } from "../../test/databases";
import { registerAndLogin } from "../members/test-helpers";
import { bigFiveItems } from "./instruments/bigfive";
import { riasecItems } from "./instruments/riasec";

const visitor = () => ({ visitorToken: `t${Math.random().toString(36).slice(2).padEnd(21, "x")}`.slice(0, 22) });

describeWithDatabases("aptitude: attempts, results, related jobs", (ctx) => {
  it("saves answers as the visitor goes, resumes the same attempt, lists missing items, then scores", async () => {
    const { aptitude } = ctx().services;
    const owner = visitor();
    const attempt = await aptitude.openAttempt("riasec", owner);
    expect(attempt.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const half = Object.fromEntries(riasecItems.slice(0, 24).map((i) => [i.id, i.scale === "S" ? 5 : 2]));
    expect(await aptitude.saveAnswers(attempt.id, owner, half)).toBe("saved");

    // A reload opens the same attempt with the saved answers.
    const resumed = await aptitude.openAttempt("riasec", owner);
    expect(resumed.id).toBe(attempt.id);
    expect(Object.keys(resumed.answers)).toHaveLength(24);

    // Another visitor can neither write to it nor see it as theirs.
    expect(await aptitude.saveAnswers(attempt.id, visitor(), { R1: 3 })).toBe("not_found");
    expect(await aptitude.saveAnswers(attempt.id, owner, { R1: 9 })).toBe("invalid");
    expect(await aptitude.saveAnswers(attempt.id, owner, { X1: 3 })).toBe("invalid");

    const incomplete = await aptitude.complete(attempt.id, owner);
    expect(incomplete).toEqual({ ok: false, missing: Array.from({ length: 24 }, (_, i) => 25 + i) });

    const rest = Object.fromEntries(riasecItems.slice(24).map((i) => [i.id, i.scale === "S" ? 5 : i.scale === "E" ? 4 : 2]));
    await aptitude.saveAnswers(attempt.id, owner, rest);
    expect(await aptitude.complete(attempt.id, owner)).toEqual({ ok: true, id: attempt.id });

    const page = await aptitude.resultPage(attempt.id, null);
    expect(page?.view).toMatchObject({ typeCd: "SE", roleName: "사회형·진취형", roleType: "사회형" });
    expect(page?.user).toBeNull();
    // Related jobs come from the snapshot's CareerNet 적성 text and include S or E; licenses via the job links.
    expect(page?.related?.jobs.length).toBeGreaterThan(0);
    for (const job of page?.related?.jobs ?? []) expect(job.codes.some((c) => c === "S" || c === "E")).toBe(true);
    expect(page?.related?.jobs[0]?.codes[0]).toBe("S");
    expect(page?.related?.licenses.length).toBeGreaterThan(0);

    // Finished: no more writes; a new visit starts a fresh attempt.
    expect(await aptitude.saveAnswers(attempt.id, owner, { R1: 3 })).toBe("not_found");
    expect((await aptitude.openAttempt("riasec", owner)).id).not.toBe(attempt.id);
  });

  it("stores a member's Big-Five result, lists it and exposes the latest profiles", async () => {
    const session = await registerAndLogin(ctx());
    const { aptitude } = ctx().services;
    const { db } = ctx().database;
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, session.loginId));
    if (!member) throw new Error("member missing");
    const owner = { memberId: member.id };
    const attempt = await aptitude.openAttempt("bigfive", owner);
    // Through the API, authenticated by the access token.
    const res = await ctx().request("/v2/aptitude/answers", {
      method: "POST",
      headers: session.headers,
      json: { attemptId: attempt.id, answers: Object.fromEntries(bigFiveItems.map((i) => [i.id, 5])) },
    });
    expect(res.status).toBe(200);
    expect(await aptitude.complete(attempt.id, owner)).toEqual({ ok: true, id: attempt.id });

    const list = await aptitude.listForMember(member.id);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: attempt.id, instrumentName: "성격검사", summary: "지적 개방성 높음 (O)" });
    const latest = await aptitude.latestProfiles(member.id);
    expect(latest.riasec).toBeNull();
    expect(latest.bigFive?.profile.scores.map((s) => s.raw)).toEqual([30, 34, 34, 18, 38]);

    const own = await aptitude.resultPage(attempt.id, owner);
    expect(own?.user?.name).toBe("홍길동");
    expect((await aptitude.resultPage(attempt.id, null))?.user).toBeNull();
    const pdf = await aptitude.resultPdf(attempt.id, owner);
    expect(Buffer.isBuffer(pdf) && pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("answers API: 400 for bad input, 404 for someone else's attempt", async () => {
    const bad = await ctx().request("/v2/aptitude/answers", { method: "POST", json: { attemptId: "x", answers: { R1: 3 } } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ result: false, error: "400" });
    const nul = await ctx().request("/v2/aptitude/answers", {
      method: "POST",
      json: { attemptId: "a".repeat(22), answers: { "R1\u0000": 3 } },
    });
    expect(nul.status).toBe(400);
    const attempt = await ctx().services.aptitude.openAttempt("riasec", visitor());
    const other = await ctx().request("/v2/aptitude/answers", {
      method: "POST",
      headers: { cookie: `jn_apt=${"b".repeat(22)}` },
      json: { attemptId: attempt.id, answers: { R1: 3 } },
    });
    expect(other.status).toBe(404);
    // The attempt was never answered by its owner, and nobody else could store it.
    const stored = await ctx().database.db.select().from(aptitudeAttempts).where(eq(aptitudeAttempts.id, attempt.id));
    expect(stored).toEqual([]);
  });

  it("anonymous views of the start pages write no row; the first answer stores the attempt", async () => {
    const { db } = ctx().database;
    const rows = async () => (await db.select({ n: count() }).from(aptitudeAttempts))[0]?.n;
    const before = await rows();
    const context = routeContext(ctx().services);
    let cookie = "";
    let attemptId = "";
    for (let i = 0; i < 5; i++) {
      const page = (await questionnaireLoader(
        "riasec",
        new Request("http://localhost/eduFair/jobTestStart"),
        context,
      )) as unknown as {
        data: { attempt: { id: string } };
        init: { headers: Headers };
      };
      cookie = (page.init.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      attemptId = page.data.attempt.id;
      await openAttemptFor("metaverse", new Request("http://localhost/metaverse/test"), context);
      await introLoader("edutech", 3, new Request("http://localhost/eduTech"), context);
    }
    expect(await rows()).toBe(before);

    // The visitor of the last view answers: now the attempt exists, and a reload resumes it.
    const saved = await ctx().request("/v2/aptitude/answers", {
      method: "POST",
      headers: { cookie },
      json: { attemptId, answers: { R1: 3 } },
    });
    expect(saved.status).toBe(200);
    expect(await rows()).toBe((before ?? 0) + 1);
    const reload = (await questionnaireLoader(
      "riasec",
      new Request("http://localhost/eduFair/jobTestStart", { headers: { cookie } }),
      context,
    )) as unknown as {
      data: { attempt: { id: string; answers: Record<string, number> } };
    };
    expect(reload.data.attempt).toMatchObject({ id: attemptId, answers: { R1: 3 } });
  });

  it("stores fair registrations with consent and validates the form in Korean", async () => {
    const { aptitude } = ctx().services;
    const { db } = ctx().database;
    const form = (fields: Record<string, string>) => parseForm(new URLSearchParams(fields), registrationSchema);
    const invalid = form({ name: "", organization: "한국고", phone: "abc", email: "x", attendees: "0" });
    if (invalid.status !== "error") throw new Error("expected refused");
    expect(invalid.error).toMatchObject({
      name: ["이름을(를) 입력해주세요."],
      phone: ["연락처는 숫자와 -만 입력해주세요. (예: 010-1234-5678)"],
      email: ["이메일 형식이 올바르지 않습니다."],
      attendees: ["참가 인원은 1명 이상이어야 합니다."],
      consent: ["개인정보 수집·이용에 동의해야 신청할 수 있습니다."],
    });
    const valid = form({
      name: "김교사",
      organization: "한국고등학교",
      phone: "010-2222-3333",
      email: "",
      attendees: "25",
      consent: "on",
    });
    if (valid.status !== "success") throw new Error("expected valid");
    const id = await aptitude.register(valid.value, null, "198.51.100.7");
    const [row] = await db.select().from(eduFairRegistrations).where(eq(eduFairRegistrations.id, id));
    expect(row).toMatchObject({ name: "김교사", organization: "한국고등학교", attendees: 25, email: null, status: "received" });
    expect(row?.consentedAt).toBeInstanceOf(Date);
    const { fairAdmin } = ctx().services;
    await fairAdmin.updateRegistration({ id: 1, loginId: "admin" }, id, { status: "confirmed", adminMemo: "확인 전화 완료" });
    expect((await fairAdmin.registrations({ page: 1, pageSize: 10 })).items.find((r) => r.id === id)?.status).toBe("confirmed");
  });

  it("shows no demo booths with the real snapshot", async () => {
    expect(await ctx().services.aptitude.listBooths()).toEqual([]);
  });
});
