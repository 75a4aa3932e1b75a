import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { describeViewports } from "./browser";
import { signUpAndLogin } from "./login";

/** This suite's browser is one client of its own (the e2e server trusts one proxy hop). */
const [a = 0, b = 0, c = 0] = randomBytes(3);
const clientAddress = `10.${a}.${b}.${c}`;

async function signUpByApi(baseURL: string) {
  const suffix = randomBytes(5).toString("hex");
  const member = {
    mbId: `nojs_${suffix}`,
    mbPassword: `Passw0rd${suffix}`,
    mbName: "스크립트없음",
    mbNick: `무스${suffix.slice(0, 6)}`,
    mbEmail: `nojs.${suffix}@example.com`,
    mbHp: "010-2345-6789",
    agreeTerms: true,
  };
  const res = await fetch(`${baseURL}/v2/member/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress },
    body: JSON.stringify(member),
  });
  expect(res.status).toBe(201);
  return member;
}

describeViewports(
  "forms without JavaScript",
  (ctx) => {
    it("logs in: a wrong password shows the Korean message in the page, the right one lands on the target", async () => {
      const member = await signUpByApi(ctx().baseURL);
      const page = await ctx().newPage();
      await page.context().clearCookies();
      const loginPage = await page.goto("/member/login?url=%2Fmypage%2FmySpec");
      expect(loginPage?.headers()["cache-control"]).toBe("private, no-store");

      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForLoadState();
      expect(await page.locator("main [role=alert]").allTextContents()).toEqual([
        "아이디를 입력해주세요.",
        "비밀번호를 입력해주세요.",
      ]);

      await page.getByLabel("아이디").fill(member.mbId);
      await page.getByLabel("비밀번호").fill("wrong-password-1");
      const refused = page.waitForResponse((res) => res.request().method() === "POST");
      await page.getByRole("button", { name: "로그인" }).click();
      expect((await refused).status()).toBe(401);
      await page.waitForLoadState();
      expect(await page.getByRole("alert").first().textContent()).toBe("아이디 또는 비밀번호가 올바르지 않습니다.");
      // The id stays filled in; the password is never sent back.
      expect(await page.getByLabel("아이디").inputValue()).toBe(member.mbId);
      expect(await page.getByLabel("비밀번호").inputValue()).toBe("");
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("accessToken");

      await page.getByLabel("비밀번호").fill(member.mbPassword);
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL(/\/mypage\/mySpec$/);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("스펙 관리");
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === "accessToken")?.httpOnly).toBe(true);
      expect(cookies.find((cookie) => cookie.name === "refreshToken")?.httpOnly).toBe(true);
      await ctx().screenshot(page, "nojs-login-done");
      await page.close();
    });

    it("signs up: field errors show in the page, a taken id is named, success logs the new member in", async () => {
      const taken = await signUpByApi(ctx().baseURL);
      const page = await ctx().newPage();
      await page.context().clearCookies();
      await page.goto("/member/register.php");
      const suffix = randomBytes(4).toString("hex");
      await page.getByLabel("아이디").fill(`NoJs_${suffix}`);
      await page.getByLabel("비밀번호", { exact: true }).fill("short1");
      await page.getByLabel("비밀번호 확인").fill("different1");
      await page.getByLabel("이메일", { exact: true }).fill("not-an-email");
      const refused = page.waitForResponse((res) => res.request().method() === "POST");
      await page.getByRole("button", { name: "회원가입" }).click();
      expect((await refused).status()).toBe(400);
      await page.waitForLoadState();
      const errorOf = (field: string) => page.locator(`#signup-${field}-error`).textContent();
      expect(await errorOf("mbPassword")).toBe("비밀번호는 8자 이상이어야 합니다.");
      expect(await errorOf("mbName")).toBe("이름을 입력해주세요.");
      expect(await errorOf("mbEmail")).toBe("이메일 형식이 올바르지 않습니다.");
      expect(await errorOf("mbHp")).toBe("휴대폰 번호 형식이 올바르지 않습니다.");
      expect(await errorOf("agreeTerms")).toBe("이용약관과 개인정보 처리방침에 동의해주세요.");
      // What was typed comes back, passwords excepted.
      expect(await page.getByLabel("이메일", { exact: true }).inputValue()).toBe("not-an-email");
      expect(await page.getByLabel("비밀번호", { exact: true }).inputValue()).toBe("");

      const fill = async (loginId: string) => {
        await page.getByLabel("아이디").fill(loginId);
        await page.getByLabel("비밀번호", { exact: true }).fill("Passw0rd!nojs");
        await page.getByLabel("비밀번호 확인").fill("Passw0rd!nojs");
        await page.getByLabel("이름").fill("무스크립트");
        await page.getByLabel("닉네임").fill(`무스${suffix}`);
        await page.getByLabel("이메일", { exact: true }).fill(`nojs.ui.${suffix}@example.com`);
        await page.getByLabel("휴대폰 번호").fill("01098765432");
        await page.locator("#signup-agreeTerms").check();
        await page.getByRole("button", { name: "회원가입" }).click();
        await page.waitForLoadState();
      };
      await fill(taken.mbId);
      expect(await errorOf("mbId")).toBe("이미 사용 중인 아이디입니다.");

      const loginId = `nojs_ui_${suffix}`;
      await fill(loginId);
      await page.waitForURL((url) => url.pathname === "/");
      expect((await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.httpOnly).toBe(true);
      const login = await fetch(`${ctx().baseURL}/v1/auth/token.php`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": clientAddress },
        body: JSON.stringify({ mbId: loginId, mbPassword: "Passw0rd!nojs" }),
      });
      expect(await login.json()).toMatchObject({ result: true });
      await page.close();
    });

    it("saves the spec page: 최종 학력 and a held license typed by name, a half choice names the missing field", async () => {
      const page = await ctx().newPage();
      await page.context().clearCookies();
      await signUpAndLogin(page, ctx().baseURL);
      await page.goto("/mypage/mySpec");
      const posted = () => page.waitForResponse((res) => res.request().method() === "POST");

      const education = () => page.getByRole("region", { name: "최종 학력", exact: true });
      await education().getByLabel("학력", { exact: true }).selectOption("05");
      const half = posted();
      await education().getByRole("button", { name: "저장" }).click();
      expect((await half).status()).toBe(400);
      await expect.poll(() => page.locator("#spec-education-status-error").textContent()).toBe("학력 상태를 선택해주세요.");
      expect(await education().getByLabel("학력", { exact: true }).inputValue()).toBe("05");
      await education().getByLabel("상태", { exact: true }).selectOption("02");
      const saved = posted();
      await education().getByRole("button", { name: "저장" }).click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => education().getByRole("status").textContent()).toBe("최종 학력을 저장했습니다.");

      const held = () => page.getByRole("region", { name: "보유 자격증", exact: true });
      await held().getByLabel("보유 자격증 추가").fill("정처기");
      const unknown = posted();
      await held().getByRole("button", { name: "추가" }).click();
      expect((await unknown).status()).toBe(400);
      await expect
        .poll(() => page.locator("#spec-held-add-error").textContent())
        .toMatch(
          /^'정처기'과\(와\) 이름이 같은 자격증을\(를\) 찾지 못했습니다\. 다음 중 하나를 정확히 입력해주세요: .*정보처리기사/,
        );
      expect(await held().getByLabel("보유 자격증 추가").inputValue()).toBe("정처기");
      await held().getByLabel("보유 자격증 추가").fill("정보처리기사");
      const added = posted();
      // Enter in the box submits with the section's first button (추가), as a plain form does.
      await held().getByLabel("보유 자격증 추가").press("Enter");
      expect((await added).status()).toBe(200);
      await expect.poll(() => held().getByRole("status").textContent()).toBe("보유 자격증을(를) 저장했습니다.");

      // A new GET (reloading the answer to a POST would send the form again): the saved values, no message.
      await page.goto("/mypage/mySpec");
      expect(await held().getByRole("status").textContent()).toBe("");
      expect(await held().getByRole("list", { name: "보유 자격증 목록" }).textContent()).toContain("정보처리기사");
      expect(await held().getByLabel("보유 자격증 추가").inputValue()).toBe("");
      expect(await education().getByLabel("학력", { exact: true }).inputValue()).toBe("05");
      expect(await education().getByLabel("상태", { exact: true }).inputValue()).toBe("02");
      expect(await page.getByTestId("profile-held").textContent()).toBe("1");
      await ctx().screenshot(page, "nojs-spec-saved");

      const removed = posted();
      await held().getByRole("button", { name: "삭제 정보처리기사" }).click();
      expect((await removed).status()).toBe(200);
      await expect.poll(() => held().getByText("등록된 항목이 없습니다.").count()).toBe(1);
      expect(await page.getByTestId("profile-held").textContent()).toBe("0");
      await page.close();
    });

    it("keeps a personal schedule: picks a day, refuses an empty entry, adds one and deletes it", async () => {
      const page = await ctx().newPage();
      await page.context().clearCookies();
      await signUpAndLogin(page, ctx().baseURL);
      await page.goto("/mypage/mySchedule");
      const posted = () => page.waitForResponse((res) => res.request().method() === "POST");

      await page.getByLabel("다른 날짜").fill("2031-05-20");
      await page.getByRole("button", { name: "날짜 보기" }).click();
      await page.waitForURL((url) => url.searchParams.get("date") === "2031-05-20");
      await page.getByRole("heading", { name: "2031.05.20 일정" }).waitFor();
      const list = page.getByRole("list", { name: "개인 일정 목록" });
      await page.getByText("등록한 개인 일정이 없습니다.").waitFor();

      const empty = posted();
      await page.getByRole("button", { name: "일정 추가" }).click();
      expect((await empty).status()).toBe(400);
      await expect.poll(() => page.locator("#personal-schedule-error").textContent()).toBe("일정 내용을 입력해주세요.");

      await page.getByPlaceholder("2031.05.20 일정 입력").fill("모의고사 풀기");
      await page.getByRole("button", { name: "일정 추가" }).click();
      // Post, then redirect: the day's page again, which a reload shows without sending the entry twice.
      await page.waitForURL((url) => url.searchParams.get("date") === "2031-05-20");
      await expect.poll(() => list.textContent()).toContain("모의고사 풀기");
      await page.reload();
      expect(await list.getByRole("listitem").count()).toBe(1);
      await ctx().screenshot(page, "nojs-schedule-added");

      await list.getByRole("button", { name: "삭제 모의고사 풀기" }).click();
      await page.getByText("등록한 개인 일정이 없습니다.").waitFor();
      expect(await list.getByRole("listitem").count()).toBe(0);
      await page.close();
    });

    it("filters majors by 계열 and school type with the plain GET form", async () => {
      const page = await ctx().newPage();
      await page.goto("/jnCareer/majorInfo");
      const form = page.locator("form:has(#major-field)");
      await form.getByLabel("계열", { exact: true }).selectOption("공학계열");
      await form.getByLabel("학교 구분", { exact: true }).selectOption("univ");
      await form.getByRole("button", { name: "검색" }).click();
      await page.waitForURL(
        (url) => url.searchParams.get("mjClassId") === "공학계열" && url.searchParams.get("mjScType") === "univ",
      );
      const fields = await page.getByTestId("major-field").allTextContents();
      expect(fields.length).toBeGreaterThan(0);
      expect(new Set(fields)).toEqual(new Set(["공학계열"]));
      expect(await page.getByText(/커리어넷 학과정보 \d+개 학과/).textContent()).not.toContain("421개");

      await page.goto("/jnCareer/majorInfo?mjClassId=none&keyword=%EC%BB%B4%ED%93%A8%ED%84%B0%EA%B3%BC");
      expect(await page.getByTestId("major-field").first().textContent()).toBe("계열 정보 없음");
      await page.close();
    });
  },
  { context: { javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": clientAddress } } },
);
