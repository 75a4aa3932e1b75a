import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { axeViolations } from "./axe";
import { describeViewports } from "./browser";
import { signUpAndLogin } from "./login";

// 정보처리기사 (1320) is in the demo dataset and in the full snapshot; the server's clock is SNAPSHOT_NOW
// (2026-11-25): each step of a 고졸 plan falls in a year after the latest imported one, so it is an estimate.
// The 기능사 has no 2026 item row in the snapshot: its label names the series' rounds it stands on.
const ESTIMATE = /^예상: (이 종목의 시행 회차는 공고 전 — )?20\d\d년 .+ 기준(, 20\d\d년 일정 공고 전)?$/;

describeViewports("자격 로드맵 (visitor)", (ctx) => {
  it("plans from the form to a shareable URL: ordered steps, estimates labelled, timeline, iCal link; axe clean", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/jnRcmd/roadmap");
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("자격 로드맵");
    await page.getByLabel("목표 자격").fill("정보처리기사");
    await page.getByLabel("최종학력").selectOption("highschool");
    await page.getByRole("button", { name: "로드맵 만들기" }).click();
    await page.waitForURL(/goal=1320/);
    expect(new URL(page.url()).search).toBe("?goal=1320&edu=highschool&eduStatus=graduated");
    const steps = page.getByTestId("roadmap-step");
    await expect.poll(() => steps.count()).toBeGreaterThan(0);
    expect(await steps.last().getByRole("heading").textContent()).toContain("정보처리기사");
    // A 고졸 with no 실무 stated is not dated for the 기사 (실무 is never assumed): the step shows the routes, the 기능사 first.
    const goalStep = (await steps.last().textContent()) ?? "";
    expect(goalStep).toContain("응시자격 판단 안 함");
    expect(goalStep).toContain("응시자격을 갖추는 길");
    expect(goalStep).toMatch(/기능사 취득 \+ 동일·유사 직무분야 실무 3년/);
    expect(await steps.first().getByRole("heading").textContent()).toContain("기능사");
    expect(await page.getByTestId("estimate").first().textContent()).toMatch(ESTIMATE);
    expect(await page.getByRole("list", { name: "월별 일정" }).locator(":scope > li").count()).toBeGreaterThan(1);
    expect(await page.getByRole("link", { name: "iCal로 내려받기" }).getAttribute("href")).toBe(
      "/v2/roadmap.ics?goal=1320&edu=highschool&eduStatus=graduated",
    );
    // The form shows the goal's name again, not its id.
    expect(await page.getByLabel("목표 자격").inputValue()).toBe("정보처리기사");
    expect(await axeViolations(page)).toEqual([]);
    await ctx().screenshot(page, "roadmap-visitor");
    await page.close();
  });

  it("takes a duty and 재학 n학년 from the form: one route planned, the other qualifying licenses as choices, the law linked", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnRcmd/roadmap");
    await page.getByLabel("목표 자격").fill("전기안전관리자가 되려면");
    await page.getByLabel("최종학력").selectOption("university");
    await page.getByLabel("학적 상태").selectOption("enrolled");
    await page.getByLabel("학년 (재학·휴학)").selectOption("3");
    await page.getByLabel("전공 학과").fill("전기공학과");
    await page.getByRole("button", { name: "로드맵 만들기" }).click();
    await page.waitForURL(/goal=duty/);
    expect(new URL(page.url()).searchParams.get("goal")).toBe("duty:전기안전관리자");
    expect(new URL(page.url()).searchParams.get("grade")).toBe("3");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "전기안전관리자까지의 로드맵" }).count()).toBe(1);
    const step = page.getByTestId("roadmap-step").first();
    expect(await step.textContent()).toMatch(/전기사업법시행규칙 제4[03]조 전기안전관리자의/);
    expect(await step.getByTestId("opens").textContent()).toContain("(우대현황, 2022년 기준)");
    // The law's other licenses are choices, not steps: any one of them is enough.
    const choices = page.getByRole("list", { name: "다른 자격" });
    expect(await choices.getByRole("link", { name: "전기기사", exact: true }).getAttribute("href")).toMatch(
      /^\/jnLics\/licenseInfo\?ld_id=\w+$/,
    );
    expect(await choices.textContent()).toMatch(/전기기사 — 20\d\d년 \d{1,2}월 완료/);
    expect(
      await page.getByRole("link", { name: "전기사업법시행규칙 현행 법령 보기 (국가법령정보센터)" }).getAttribute("href"),
    ).toBe(`https://www.law.go.kr/법령/${encodeURIComponent("전기사업법시행규칙")}`);
    // The shared URL shows the duty and the 학년 in the form.
    await page.goto(page.url());
    expect(await page.getByLabel("목표 자격").inputValue()).toBe("전기안전관리자");
    expect(await page.getByLabel("학년 (재학·휴학)").inputValue()).toBe("3");
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("a job's plan for a 4학년 졸업예정: the steps come first, with no wall of conflicts above them (issue 53: 5)", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/jnRcmd/roadmap?goal=job:114&edu=university&eduStatus=expected&eduMonth=2027-02&major=459");
    expect(res?.status()).toBe(200);
    const steps = page.getByTestId("roadmap-step");
    await expect.poll(() => steps.count()).toBeGreaterThan(1);
    // One round's 기사/산업기사 pair and a CBT period's first day are not conflicts: none is listed.
    expect(await page.getByTestId("conflicts-pointer").count()).toBe(0);
    expect(await page.getByRole("list", { name: "일정 충돌" }).count()).toBe(0);
    // Nothing but the plan's own lines stands between its heading and its first step, on a phone too.
    const gap = await page.evaluate(() => {
      const heading = document.getElementById("plan-title")?.getBoundingClientRect();
      const first = document.querySelector("[data-testid='roadmap-step']")?.getBoundingClientRect();
      return heading && first ? first.top - heading.bottom : null;
    });
    expect(gap).not.toBeNull();
    expect(gap).toBeLessThan(400);
    await ctx().screenshot(page, "roadmap-job-plan");
    await page.close();
  });

  it("says which name it could not find, and answers a bad month in the form", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnRcmd/roadmap?goal=없는자격이름");
    expect(await page.getByRole("alert").first().textContent()).toContain("찾지 못한 이름이 있습니다: 없는자격이름");
    await page.goto("/jnRcmd/roadmap?goal=1320&eduMonth=2027-13");
    expect(await page.locator("#rm-eduMonth-error").textContent()).toBe("졸업(예정) 월은 YYYY-MM 형식으로 입력해주세요.");
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describeViewports(
  "자격 로드맵 without JavaScript",
  (ctx) => {
    it("the GET form works and the shared URL renders the plan", async () => {
      const page = await ctx().newPage();
      await page.goto("/jnRcmd/roadmap");
      await page.getByLabel("목표 자격").fill("정보처리기사");
      await page.getByRole("button", { name: "로드맵 만들기" }).click();
      await page.waitForURL(/goal=1320/);
      await expect.poll(() => page.getByTestId("roadmap-step").count()).toBeGreaterThan(0);
      await page.close();
    });
  },
  { context: { javaScriptEnabled: false } },
);

/** The member's spec through the my page's API (the session cookie of the page's context, a same-site origin). */
async function saveSpec(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const licenses = await page.request.get("/v2/license/license-select?licenseName=정보처리기능사");
  const craftsman = ((await licenses.json()) as { data: Array<{ ld_id: string; jmfldnm: string }> }).data.find(
    (l) => l.jmfldnm === "정보처리기능사",
  );
  expect(craftsman?.ld_id).toBeTruthy();
  const majors = await page.request.get("/v2/license/hope-lesson-select?hopeLessonName=컴퓨터공학과");
  const [major] = ((await majors.json()) as { data: Array<{ subjectCd: string; subjectNm: string }> }).data;
  expect(major?.subjectNm).toBeTruthy();
  const posts: Array<[string, unknown]> = [
    ["/v2/license/gain-license", { reqType: "gainLics", data: [{ ld_id: craftsman?.ld_id, ld_date: "2024-06-10" }] }],
    ["/v2/license/hope-license", { reqType: "hopeLics", data: ["1320"] }],
    ["/v2/license/hope-lesson", { reqType: "major", data: [major?.subjectCd] }],
    ["/v2/license/last-educational", { reqType: "edu", data: { education: "05", status: "02" } }],
  ];
  for (const [url, data] of posts) expect((await page.request.post(url, { data, headers })).status()).toBe(200);
  return { major: major?.subjectNm ?? "" };
}

describeViewports("자격 로드맵 (member)", (ctx) => {
  it("opens prefilled from the spec, saves the plan, renames and deletes it on the my page; axe clean", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    await signUpAndLogin(page, ctx().baseURL);
    const { major } = await saveSpec(page, ctx().baseURL);

    // Pages with the member's data never enter a shared cache.
    const prefilled = await page.goto("/jnRcmd/roadmap");
    expect(prefilled?.headers()["cache-control"]).toBe("private, no-store");
    expect(await page.getByTestId("roadmap-prefilled").textContent()).toContain("스펙 관리에 등록한");
    expect(await page.getByLabel("목표 자격").inputValue()).toBe("정보처리기사");
    expect(await page.getByLabel("보유 자격").inputValue()).toBe("정보처리기능사:2024-06-10");
    expect(await page.getByLabel("최종학력").inputValue()).toBe("university");
    expect(await page.getByLabel("전공 학과").inputValue()).toBe(major);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "로드맵 만들기" }).click();
    await page.waitForURL(/goal=1320/);
    await expect.poll(() => page.getByTestId("roadmap-step").count()).toBeGreaterThan(0);
    await page.getByLabel("로드맵 이름").fill("정처기 계획");
    await page.getByRole("button", { name: "마이페이지에 저장" }).click();
    await page.waitForURL(/\/mypage\/myRoadmap\/\d+$/);
    await expect.poll(() => page.locator("h1").last().textContent()).toBe("정처기 계획");
    expect(await page.getByTestId("no-moved-dates").textContent()).toBe("저장한 뒤 바뀐 날짜가 없습니다.");
    expect(await page.getByTestId("roadmap-step").count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "로드맵 페이지에서 열기" }).getAttribute("href")).toMatch(
      /^\/jnRcmd\/roadmap\?goal=1320&/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await ctx().screenshot(page, "roadmap-saved");

    const list = await page.goto("/mypage/myRoadmap");
    expect(list?.headers()["cache-control"]).toBe("private, no-store");
    const rename = page.getByRole("form", { name: "정처기 계획 이름 바꾸기" });
    await rename.getByLabel("새 이름").fill("");
    await rename.getByLabel("새 이름").fill("정보처리기사 졸업 후");
    await rename.getByRole("button", { name: "이름 바꾸기" }).click();
    const saved = page.getByTestId("saved-roadmap");
    await expect.poll(() => saved.getByRole("heading").allTextContents()).toEqual(["정보처리기사 졸업 후"]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("form", { name: "정보처리기사 졸업 후 삭제" }).getByRole("button", { name: "삭제" }).click();
    await expect.poll(() => page.getByText("아직 저장한 로드맵이 없습니다.").count()).toBe(1);
    await page.close();
  });
});

describeViewports(
  "자격 로드맵 (member) without JavaScript",
  (ctx) => {
    it("saves, renames and deletes with plain form posts; a blank name is refused", async () => {
      const page = await ctx().newPage();
      await page.context().clearCookies();
      await signUpAndLogin(page, ctx().baseURL);
      await page.goto("/jnRcmd/roadmap?goal=1320&edu=highschool&eduStatus=graduated");
      await page.getByRole("button", { name: "마이페이지에 저장" }).click();
      await page.waitForURL(/\/mypage\/myRoadmap\/\d+$/);
      expect(await page.locator("h1").last().textContent()).toBe("정보처리기사 로드맵");

      await page.goto("/mypage/myRoadmap");
      const rename = () => page.getByRole("form", { name: /이름 바꾸기$/ });
      await rename().getByLabel("새 이름").fill("   ");
      await rename().getByRole("button", { name: "이름 바꾸기" }).click();
      await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("로드맵 이름을 입력해주세요.");
      await rename().getByLabel("새 이름").fill("새 이름의 로드맵");
      await rename().getByRole("button", { name: "이름 바꾸기" }).click();
      const headings = () => page.getByTestId("saved-roadmap").getByRole("heading").allTextContents();
      await expect.poll(headings).toEqual(["새 이름의 로드맵"]);
      await page.getByRole("form", { name: "새 이름의 로드맵 삭제" }).getByRole("button", { name: "삭제" }).click();
      await expect.poll(() => page.getByText("아직 저장한 로드맵이 없습니다.").count()).toBe(1);
      await page.close();
    });
  },
  { context: { javaScriptEnabled: false } },
);
