import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeViewports } from "./browser";
import { type E2EMember, signUpAndLogin } from "./login";

const XSS = [
  `<script>window.__xss = 1</script>`,
  `<img src=x onerror="window.__xss = 2">`,
  `<svg onload="window.__xss = 3"></svg>`,
  `<a href="javascript:window.__xss = 4">링크</a>`,
  `<iframe srcdoc="<script>parent.__xss = 5</script>"></iframe>`,
  `"><img src=x onerror=window.__xss=6>`,
];

async function apiPost(baseURL: string, who: E2EMember, path: string, body: unknown) {
  const res = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-access-token": who.accessToken },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: { id: number; url: string } } };
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Replaces the page's session with `member`'s. */
async function loginAs(page: Page, baseURL: string, member: E2EMember) {
  await page.context().clearCookies();
  const login = await fetch(`${baseURL}/v1/auth/token.php`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mbId: member.loginId, mbPassword: member.password }),
  });
  const cookies = login.headers.getSetCookie().map((line) => {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
  });
  await page.context().addCookies(cookies);
}

/** Fails the test when any script payload ran: a dialog opened or `window.__xss` was set. */
function watchXss(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  };
}

describeViewports("boards", (ctx, { itOnce }) => {
  it("writes, edits, comments, likes, scraps and deletes a community post; others cannot edit", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const author = await signUpAndLogin(page, ctx().baseURL);
    const title = `자유글 ${randomBytes(3).toString("hex")}`;

    await page.goto("/jnComm?board=free");
    await page.getByRole("heading", { level: 1, name: "자유게시판" }).waitFor();
    await page.getByRole("link", { name: "글쓰기" }).click();
    await page.waitForURL(/\/jnComm\/write/);
    await page.getByLabel("제목").fill(title);
    await page.getByLabel("내용", { exact: true }).fill("첫 문단입니다.\n\n둘째 문단입니다.");
    await page.getByRole("button", { name: "등록" }).click();
    await page.waitForURL(/\/jnComm\/view\?id=\d+/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.getByTestId("post-body").locator("p").allTextContents()).toEqual(["첫 문단입니다.", "둘째 문단입니다."]);
    const postAddress = page.url();

    await page.getByRole("link", { name: "수정" }).click();
    await page.waitForURL(/\/jnComm\/write\?id=\d+/);
    await page.getByRole("heading", { level: 1, name: "자유게시판 글 수정" }).waitFor();
    expect(await page.getByLabel("내용", { exact: true }).inputValue()).toBe("첫 문단입니다.\n\n둘째 문단입니다.");
    await page.getByLabel("제목").fill(`${title} 수정`);
    await page.getByRole("button", { name: "수정" }).click();
    await page.getByRole("heading", { level: 1, name: `${title} 수정` }).waitFor();
    await ctx().screenshot(page, "board-post");

    // Another member: no edit button, the edit page is refused, but comments, likes and scraps work.
    await page.context().clearCookies();
    const reader = await signUpAndLogin(page, ctx().baseURL);
    await page.goto(postAddress);
    expect(await page.getByRole("link", { name: "수정" }).count()).toBe(0);
    await page.getByLabel("댓글 내용").fill("좋은 글 감사합니다");
    await page.getByRole("button", { name: "등록" }).click();
    await page.getByRole("heading", { name: "댓글 1개" }).waitFor();
    await page.getByRole("button", { name: "공감 0" }).click();
    await page.getByRole("button", { name: "공감 1" }).waitFor();
    await page.getByRole("button", { name: "스크랩" }).click();
    await page.getByRole("button", { name: "스크랩됨" }).waitFor();
    const editRes = await page.goto(postAddress.replace("/view?", "/write?"));
    expect(editRes?.status()).toBe(403);

    await page.goto("/mypage/myScrap");
    await page
      .getByTestId("scrap-list")
      .getByRole("link", { name: `${title} 수정` })
      .waitFor();
    expect(await page.getByTestId("profile-points").textContent()).toBe("2");
    expect(reader.loginId).not.toBe(author.loginId);

    // Back to the author: post 10 + like received 1.
    await loginAs(page, ctx().baseURL, author);
    await page.goto("/mypage");
    expect(await page.getByTestId("profile-points").textContent()).toBe("11");
  });

  it("lets the author delete after confirming, with points shown on my page", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const author = await signUpAndLogin(page, ctx().baseURL);
    const title = `삭제할 글 ${randomBytes(3).toString("hex")}`;
    const created = await apiPost(ctx().baseURL, author, "/v2/board/posts", { board: "daily", title, body: "본문" });
    expect(created.status).toBe(201);
    await page.goto("/mypage");
    expect(await page.getByTestId("profile-points").textContent()).toBe("10");
    await page.goto(created.body.data.url);
    await page.getByRole("button", { name: "삭제" }).click();
    await page.getByRole("alertdialog", { name: "글 삭제" }).getByRole("button", { name: "OK" }).click();
    await page.waitForURL(/\/jnComm\?board=daily/);
    expect(await page.getByRole("link", { name: title }).count()).toBe(0);
    expect((await page.goto(created.body.data.url))?.status()).toBe(404);
  });

  itOnce("counts each visitor's view once, also when the post page comes from the shared cache", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const author = await signUpAndLogin(page, ctx().baseURL);
    await page.close();
    const title = `조회수 ${randomBytes(3).toString("hex")}`;
    const created = await apiPost(ctx().baseURL, author, "/v2/board/posts", { board: "daily", title, body: "본문" });
    const visit = (address: string) =>
      fetch(`${ctx().baseURL}${created.body.data.url}`, { headers: { "x-forwarded-for": address } });
    expect((await visit("10.200.0.1")).headers.get("x-cache")).toBe("miss");
    expect((await visit("10.200.0.2")).headers.get("x-cache")).toBe("hit");
    expect((await visit("10.200.0.2")).headers.get("x-cache")).toBe("hit");
    // Two visitors, and the author reading it through the API.
    const views = async () => {
      const res = await fetch(`${ctx().baseURL}/v2/board/posts/${created.body.data.id}`, {
        headers: { "x-access-token": author.accessToken },
      });
      return ((await res.json()) as { data: { post: { views: number } } }).data.post.views;
    };
    await expect.poll(views).toBe(3);
  });

  itOnce("attaches an image through the write form and refuses a disguised file", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    await signUpAndLogin(page, ctx().baseURL);
    await page.goto("/jnComm/write?board=lifetip");
    await page.getByLabel("제목", { exact: true }).fill("가짜 이미지");
    await page.getByLabel("내용", { exact: true }).fill("첨부 확인");
    await page
      .getByLabel("첨부파일")
      .setInputFiles({ name: "사진.png", mimeType: "image/png", buffer: Buffer.from("<script>x</script>") });
    await page.getByRole("button", { name: "등록" }).click();
    await page.getByRole("alert").getByText("사진.png: 이미지(PNG, JPG, GIF, WEBP)와 PDF 파일만 올릴 수 있습니다.").waitFor();

    await page.getByLabel("첨부파일").setInputFiles({ name: "점.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "등록" }).click();
    await page.waitForURL(/\/jnComm\/view\?id=\d+/);
    const image = page.getByRole("region", { name: "첨부파일" }).getByRole("img", { name: "점.png" });
    await image.waitFor();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  });

  it("never runs stored XSS payloads in titles, bodies, comments or categories", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const member = await signUpAndLogin(page, ctx().baseURL);
    const check = watchXss(page);
    const payload = XSS.join("\n");
    const created = await apiPost(ctx().baseURL, member, "/v2/board/posts", { board: "humor", title: XSS[1], body: payload });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await apiPost(ctx().baseURL, member, `/v2/board/posts/${id}/comments`, { body: payload })).status).toBe(201);
    const badCategory = await apiPost(ctx().baseURL, member, "/v2/board/posts", {
      board: "review",
      title: "t",
      body: "b",
      category: XSS[0],
    });
    expect(badCategory.status).toBe(400);

    await page.goto(`/jnComm/view?id=${id}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("<img src=x");
    expect(await page.getByTestId("post-body").locator("script, iframe, svg, [onerror], [onload]").count()).toBe(0);
    // Written through the form as well: typed text is escaped, never markup.
    await page.goto("/jnComm/write?board=humor");
    await page.getByLabel("제목").fill(XSS[0] as string);
    await page.getByLabel("내용", { exact: true }).fill(payload);
    await page.getByRole("button", { name: "등록" }).click();
    await page.waitForURL(/\/jnComm\/view\?id=\d+/);
    expect(await page.getByTestId("post-body").textContent()).toContain("<script>window.__xss = 1</script>");
    await page.goto("/jnComm?board=humor");
    await page.goto(`/search/search?stx=${encodeURIComponent("xss")}`);
    await check();
  });

  it("starts a license's 자격증톡 and Q&A from the license page; the asker accepts an answer", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const asker = await signUpAndLogin(page, ctx().baseURL);
    const tag = randomBytes(3).toString("hex");

    await page.goto("/jnLics/licenseInfo?ld_id=1320");
    // Without posts the board sections collapse into one line with write links (decision 0051); either
    // way the license page links to this license's 자격증톡.
    await page.getByRole("main").locator('a[href^="/jnTalk"][href*="ld_id=1320"]').first().waitFor();
    await page.goto("/jnTalk/write?board=talk&ld_id=1320");
    await page.getByLabel("제목").fill(`톡 이야기 ${tag}`);
    await page.getByLabel("내용", { exact: true }).fill("실기 시험을 공부하고 있습니다");
    await page.getByRole("button", { name: "등록" }).click();
    await page.waitForURL(/\/jnTalk\/view\?id=\d+/);
    await page.getByRole("link", { name: "정보처리기사 자격증톡" }).click();
    await page.waitForURL(/\/jnTalk\?ld_id=1320/);
    await page.getByRole("link", { name: `톡 이야기 ${tag}` }).waitFor();

    await page.goto("/jnLics/licenseQna?ld_id=1320");
    await page.getByRole("link", { name: "질문하기" }).click();
    // A title longer than a phone's width: lists cut it with an ellipsis instead of widening the page.
    await page
      .getByLabel("제목")
      .fill(`질문 ${tag} 정보처리기사 실기 시험 공부 기간과 교재 선택, 그리고 기출문제 활용법이 궁금합니다`);
    await page.getByLabel("내용", { exact: true }).fill("필기 공부는 몇 주 걸리나요?");
    await page.getByRole("button", { name: "등록" }).click();
    await page.waitForURL(/\/jnLics\/licenseQnaView\?id=\d+/);
    const question = page.url();

    await page.context().clearCookies();
    await signUpAndLogin(page, ctx().baseURL);
    await page.goto(question);
    await page.getByLabel("답변 내용").fill("저는 4주 걸렸어요");
    await page.getByRole("button", { name: "등록" }).click();
    await page.getByRole("heading", { name: "답변 1개" }).waitFor();

    await loginAs(page, ctx().baseURL, asker);
    await page.goto(question);
    await page.getByRole("button", { name: "답변 채택" }).click();
    await page.getByText("채택된 답변").waitFor();

    await page.goto("/jnLics/licenseInfo?ld_id=1320");
    await page
      .getByRole("region", { name: "자격증 Q&A" })
      .getByRole("link", { name: `질문 ${tag}` })
      .waitFor();
    await page
      .getByRole("region", { name: "자격증 톡" })
      .getByRole("link", { name: `톡 이야기 ${tag}` })
      .waitFor();
    // Against the configured width: a phone zooms out to fit a wider page, which moves innerWidth too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await ctx().screenshot(page, "license-talk");

    await page.goto(`/search/search?stx=${encodeURIComponent(`톡 이야기 ${tag}`)}`);
    await page
      .getByRole("link", { name: /톡 이야기/ })
      .first()
      .waitFor();
  });
});
