import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";
import { bigFiveItems } from "./instruments/bigfive";
import { riasecItems } from "./instruments/riasec";
import { PERSONALITY_STYLES } from "./personality-styles";

const visitor = () => ({ visitorToken: `r${Math.random().toString(36).slice(2).padEnd(21, "x")}`.slice(0, 22) });

describeWithDatabases("aptitude results lead on to majors, and personality results to jobs (issue 38)", (ctx) => {
  it("suggests majors with a 학과정보 page beside the jobs of an interest result", async () => {
    const { aptitude, majors } = ctx().services;
    const owner = visitor();
    const attempt = await aptitude.openAttempt("riasec", owner);
    await aptitude.saveAnswers(attempt.id, owner, Object.fromEntries(riasecItems.map((i) => [i.id, i.scale === "I" ? 5 : 2])));
    expect(await aptitude.complete(attempt.id, owner)).toEqual({ ok: true, id: attempt.id });
    const page = await aptitude.resultPage(attempt.id, null);
    expect(page?.related?.basis).toBe("interest");
    const suggested = page?.related?.majors ?? [];
    expect(suggested.length).toBeGreaterThan(0);
    for (const major of suggested) {
      expect((await majors.majorDetail(major.id))?.name).toBe(major.name);
      expect(major.jobCount).toBeGreaterThan(0);
    }
  });

  it("lists jobs whose 적성 text asks for a high factor's work style, with their majors", async () => {
    const { aptitude } = ctx().services;
    const owner = visitor();
    const attempt = await aptitude.openAttempt("bigfive", owner);
    // 성실성 high, every other factor in the middle.
    const answers = Object.fromEntries(bigFiveItems.map((i) => [i.id, i.scale === "C" ? (i.reverse ? 1 : 5) : 3]));
    await aptitude.saveAnswers(attempt.id, owner, answers);
    expect(await aptitude.complete(attempt.id, owner)).toEqual({ ok: true, id: attempt.id });
    const page = await aptitude.resultPage(attempt.id, null);
    expect(page?.view).toMatchObject({ roleName: "성실성 높음", typeCd: "C" });
    expect(page?.related?.basis).toBe("personality");
    const jobs = page?.related?.jobs ?? [];
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job.styles?.length).toBeGreaterThan(0);
      expect(job.styles?.every((w) => PERSONALITY_STYLES.C.words.includes(w))).toBe(true);
    }
    expect(page?.related?.majors.length).toBeGreaterThan(0);
  });
});
