import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { describeViewports } from "./browser";
import { signUpAndLogin } from "./login";

async function grantAdmin(baseURL: string, loginId: string) {
  const res = await fetch(`${baseURL}/v2/__e2e/grant-admin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mbId: loginId }),
  });
  expect(await res.json()).toEqual({ result: "granted" });
}

describeViewports("back office: fair registrations and 1:1 inquiries", (ctx, { itOnce }) => {
  itOnce("an admin finds a fair registration and exports it as a Korean CSV", async () => {
    const { baseURL } = ctx();
    const s = randomBytes(3).toString("hex");
    const visitor = await ctx().newPage();
    // Its own client address: registrations are limited per client (the e2e server trusts one proxy hop).
    const [a = 0, b = 0, c = 0] = randomBytes(3);
    await visitor.setExtraHTTPHeaders({ "x-forwarded-for": `10.${a}.${b}.${c}` });
    await visitor.goto("/eduFair/registration");
    await visitor.getByLabel("신청자 이름 *").fill(`김교사${s}`);
    await visitor.getByLabel("학교/기관명 *").fill(`한빛고등학교 ${s}`);
    await visitor.getByLabel("연락처 *").fill("010-2222-3333");
    await visitor.getByLabel("참가 인원 *").fill("25");
    await visitor.getByLabel("위 내용에 동의합니다.").check();
    await visitor.getByRole("button", { name: "참가 신청하기" }).click();
    await visitor.getByRole("heading", { name: "참가 신청 완료" }).waitFor();
    await visitor.close();

    const page = await ctx().newPage();
    const admin = await signUpAndLogin(page, baseURL);
    await grantAdmin(baseURL, admin.loginId);
    await page.goto("/adm/fair");
    await page.getByLabel("검색어(이름·기관·연락처·이메일)").fill(s);
    await page.getByRole("main").getByRole("button", { name: "검색", exact: true }).click();
    await page.waitForURL(new RegExp(`q=${s}`));
    await page.getByRole("cell", { name: `김교사${s}` }).waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "CSV 내려받기" }).click();
    // The browser runs in another process (one per run): the download is copied here first.
    const file = path.join(tmpdir(), `fair-${s}.csv`);
    await (await download).saveAs(file);
    const bytes = await readFile(file);
    await rm(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("번호,신청일시,신청자,학교/기관,연락처,이메일,참가 인원,상태,메모");
    expect(lines.filter((l) => l.includes(`김교사${s},한빛고등학교 ${s},010-2222-3333,,25,접수,`))).toHaveLength(1);
    await page.close();
  });

  it("a member writes a 1:1 문의, an admin answers it, and the member reads the answer and its notification", async () => {
    const { baseURL } = ctx();
    const s = randomBytes(3).toString("hex");
    const member = await ctx().newPage();
    await signUpAndLogin(member, baseURL);
    await member.goto("/service");
    await member.getByRole("link", { name: "1:1 문의하기" }).click();
    await member.getByLabel("문의 유형").selectOption("notification");
    await member.getByLabel("제목").fill(`알림 문의 ${s}`);
    await member.getByLabel("문의 내용").fill("관심 자격증 알림이 오지 않습니다.");
    await member.getByRole("button", { name: "문의 남기기" }).click();
    await member.waitForURL(/\/service\/inquiry\/\d+$/);
    await member.getByText("아직 답변 전입니다.", { exact: false }).waitFor();

    // Pages share the browser context's cookies: the admin's login replaces the member's until restored.
    const memberCookies = await ctx().context.cookies();
    const adminPage = await ctx().newPage();
    const admin = await signUpAndLogin(adminPage, baseURL);
    await grantAdmin(baseURL, admin.loginId);
    await adminPage.goto(`/adm/inquiries?q=${s}`);
    // The title link sits in a table that scrolls sideways on phones: follow its address.
    const opened = await adminPage.getByRole("link", { name: `알림 문의 ${s}` }).getAttribute("href");
    await adminPage.goto(opened ?? "");
    await adminPage.getByRole("form", { name: "답변 작성" }).getByLabel("답변").fill(`알림 설정을 확인해 주세요 ${s}`);
    await adminPage.getByRole("button", { name: "답변 등록" }).click();
    await adminPage.getByText("답변을 등록했습니다. 회원에게 알림을 보냈습니다.").waitFor();
    await adminPage.close();
    await ctx().context.clearCookies();
    await ctx().context.addCookies(memberCookies);

    await member.goto("/mypage/notifications");
    await member.getByRole("link", { name: "1:1 문의에 답변이 등록되었습니다" }).click();
    await member.waitForURL(/\/service\/inquiry\/\d+$/);
    expect(await member.getByTestId("inquiry-answer").textContent()).toBe(`알림 설정을 확인해 주세요 ${s}`);
    await member.goto("/service/inquiry");
    await member.getByTestId("inquiry-list").getByText("답변 완료").waitFor();
    await member.close();
  });
});
