import { expect, it } from "vitest";
import { axeViolations } from "./axe";
import { describeViewports } from "./browser";

// 정보처리기사 (1320) is in the demo dataset and in the full snapshot; the server's clock is SNAPSHOT_NOW
// (2026-11-25): each step of a 고졸 plan falls in a year after the latest imported one, so it is an estimate.
const ESTIMATE = /예상: 20\d\d년 .+ 기준, 20\d\d년 일정 공고 전/;

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
    expect(await steps.last().textContent()).toMatch(/\d{4}\.\d{2}\.\d{2}부터 응시 가능/);
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

  it("takes a duty and 재학 n학년 from the form: each step names its article and says what it opens", async () => {
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
    const engineer = page.getByTestId("roadmap-step").filter({ has: page.getByRole("heading", { name: /^\d+\.\s?전기기사$/ }) });
    expect(await engineer.textContent()).toMatch(/전기사업법시행규칙 제4[03]조 전기안전관리자의/);
    expect(await engineer.textContent()).toContain("재학 3학년: 최종 학년(4학년)이 시작되는 2027.03.01부터");
    expect(await engineer.getByTestId("opens").textContent()).toContain("(우대현황, 2022년 기준)");
    expect(await engineer.getByRole("link", { name: "우대현황 더 보기 (전기기사)" }).getAttribute("href")).toMatch(
      /^\/jnLics\/licenseInfo\?ld_id=\w+#preferences$/,
    );
    // The shared URL shows the duty and the 학년 in the form.
    await page.goto(page.url());
    expect(await page.getByLabel("목표 자격").inputValue()).toBe("전기안전관리자");
    expect(await page.getByLabel("학년 (재학·휴학)").inputValue()).toBe("3");
    expect(await axeViolations(page)).toEqual([]);
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
