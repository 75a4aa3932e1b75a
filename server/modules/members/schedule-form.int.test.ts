import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as scheduleAction } from "../../../app/routes/mypage/mySchedule";
import { personalSchedules } from "../../db/schema";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { formMember } from "../../test/route-actions";

const PATH = "/mypage/mySchedule";

async function member(ctx: TestContext) {
  const { id, post } = await formMember(ctx, scheduleAction);
  const entries = () =>
    ctx.database.db
      .select({ id: personalSchedules.id, content: personalSchedules.content, date: personalSchedules.scheduledOn })
      .from(personalSchedules)
      .where(eq(personalSchedules.memberId, id));
  return { post: (fields: Record<string, string>) => post(PATH, fields), entries };
}

describeWithDatabases("my-schedule page action: personal entries from a plain form post", (ctx) => {
  it("adds an entry and opens its day again; an empty or undated entry is refused with the field's message", async () => {
    const { post, entries } = await member(ctx());

    const empty = await post({ intent: "add", date: "2031-05-20", schedule: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ intent: "add", ok: false, message: "일정 내용을 입력해주세요." });
    const badDate = await post({ intent: "add", date: "2031-02-30", schedule: "모의고사" });
    expect(badDate).toMatchObject({ status: 400, body: { message: "존재하지 않는 날짜입니다." } });
    expect(await entries()).toEqual([]);

    const added = await post({ intent: "add", date: "2031-05-20", schedule: "  모의고사 풀기 " });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/mypage/mySchedule?date=2031-05-20");
    expect(await entries()).toEqual([expect.objectContaining({ content: "모의고사 풀기", date: "2031-05-20" })]);
  });

  it("deletes only the member's own entry; another member's id answers 404 and keeps it", async () => {
    const owner = await member(ctx());
    const other = await member(ctx());
    await owner.post({ intent: "add", date: "2031-06-01", schedule: "실기 연습" });
    const [entry] = await owner.entries();
    if (!entry) throw new Error("entry not added");

    const foreign = await other.post({ intent: "delete", sno: String(entry.id), date: "2031-06-01" });
    expect(foreign).toMatchObject({ status: 404, body: { intent: "delete", ok: false, message: "일정을 찾을 수 없습니다." } });
    const forged = await owner.post({ intent: "delete", sno: "abc", date: "2031-06-01" });
    expect(forged).toMatchObject({ status: 400, body: { message: "일정 번호가 올바르지 않습니다." } });
    const unknown = await owner.post({ intent: "rename", sno: String(entry.id) });
    expect(unknown).toMatchObject({ status: 400, body: { message: "요청을 처리할 수 없습니다." } });
    expect(await owner.entries()).toHaveLength(1);

    const deleted = await owner.post({ intent: "delete", sno: String(entry.id), date: "2031-06-01" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/mypage/mySchedule?date=2031-06-01");
    expect(await owner.entries()).toEqual([]);
  });
});
