import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeViewports } from "./browser";
import { grantAdmin, signUpAndLogin } from "./login";

/** A public feed server stand-in; each viewport's run gets its own article links (`?run=`). */
let server: Server;
let origin = "";
beforeAll(async () => {
  const rss = readFileSync(path.resolve(import.meta.dirname, "../server/modules/news/fixtures/press-rss.xml"), "utf8");
  server = createServer((req, res) => {
    const run = new URL(req.url ?? "/", "http://x").searchParams.get("run") ?? "";
    res.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(rss.replaceAll("/news/", `/news/${run}-`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeViewports("news feeds", (ctx) => {
  it("an admin adds a feed, fetches it, and 자격 뉴스 shows the items with their source", async () => {
    const { baseURL, viewport } = ctx();
    const page = await ctx().newPage();
    const admin = await signUpAndLogin(page, baseURL);
    await grantAdmin(baseURL, admin.loginId);
    const source = `보도자료 ${viewport}`;

    await page.goto(`${baseURL}/adm/news-feeds`);
    const form = page.getByRole("form", { name: "피드 등록" });
    await form.getByLabel("출처 이름").fill(source);
    await form.getByLabel("피드 주소(RSS·Atom)").fill(`${origin}/press.xml?run=${viewport}`);
    await form.getByRole("button", { name: "저장" }).click();
    await page.getByRole("cell", { name: source, exact: true }).waitFor();
    await page.getByRole("button", { name: "지금 가져오기" }).last().click();
    await page.getByText("새 뉴스 2건을 가져왔습니다.").waitFor();

    await page.goto(`${baseURL}/jnComm?board=bNews`);
    await page.getByRole("link", { name: "국가기술자격 검정 수수료 감면 대상 확대" }).first().click();
    const note = page.getByTestId("post-source");
    await expect.poll(() => note.textContent()).toContain(`출처: ${source}`);
    expect(await note.getByRole("link", { name: /원문 보기/ }).getAttribute("href")).toBe(
      `https://press.example.test/news/${viewport}-1002`,
    );
    await ctx().screenshot(page, "news-post");
  });
});
