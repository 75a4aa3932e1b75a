import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";

describeWithDatabases("a job's 관련 학과 link to their majors (issue 38)", (ctx) => {
  it("links 한복사's 의류ㆍ의상학과 to major 407 although the two sources write the middle dot differently", async () => {
    const { jobs, majors } = ctx().services;
    const job = await jobs.encyclopediaEntry(175);
    expect(job?.majors).toEqual([{ name: "의류ㆍ의상학과", majorId: 407 }]);
    const interpreter = await jobs.encyclopediaEntry(264);
    expect(interpreter?.majors).toContainEqual({ name: "유럽ㆍ기타어과", majorId: 131 });
    // And back: the major page lists the job.
    expect((await majors.majorDetail(407))?.jobs.map((j) => j.id)).toContain(175);
  });

  it("keeps job 113's truncated name as the source has it, with its similar name 전기공 to flag it by", async () => {
    const job = await ctx().services.jobs.encyclopediaEntry(113);
    expect(job?.name).toBe("전공");
    expect(job?.similarNames).toEqual(["전기공"]);
  });
});
