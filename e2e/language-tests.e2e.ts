import { expect, it } from "vitest";
import { describeViewports } from "./browser";

describeViewports("language and public-institution tests", (ctx) => {
  it("opens /jnLnPo, clicks TOEIC and shows its facts with the source link", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/jnLnPo");
    expect(res?.status()).toBe(200);
    const catalogue = page.getByTestId("test-catalogue");
    for (const name of ["TOEIC", "TEPS", "OPIc"])
      expect(await catalogue.getByRole("link", { name, exact: true }).count()).toBe(1);
    expect(await page.getByText(/GitHub/).count()).toBe(0);
    expect(await page.getByTestId("catalogue-note").textContent()).toContain("모두 그날 열어 확인한 것은 아니어서");
    await ctx().screenshot(page, "language-tests");

    await catalogue.getByRole("link", { name: "TOEIC", exact: true }).click();
    await page.waitForURL(/\/jnLnPo\/licenseInfo\?ld_id=toeic$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("TOEIC");
    const facts = (await page.getByTestId("test-facts").textContent()) ?? "";
    expect(facts).toContain("YBM 한국TOEIC위원회");
    expect(facts).toContain("10~990점");
    expect(facts).toContain("시험일로부터 2년");
    const source = page.getByRole("link", { name: "exam.toeic.co.kr", exact: true });
    expect(await source.getAttribute("href")).toBe("https://exam.toeic.co.kr/");
    // The row was compiled from YBM's guide, not checked against the live page: the page says exactly that.
    expect(await page.getByTestId("test-source").textContent()).toContain(
      "2026-11-25에 시행기관이 공개한 안내로 정리 · 시행기관 안내 기준, 확인 필요",
    );
    expect(await page.getByText("공식 안내를 기준일에 확인한 정보").count()).toBe(0);
    await ctx().screenshot(page, "language-test-toeic");
    await page.close();
  });

  it("lists 한국사능력검정시험 as a public test, moves the 국가전문자격 under 자격증 and sends a bare detail URL to /400", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnLnPo/publicList");
    const catalogue = page.getByTestId("test-catalogue");
    expect(await catalogue.getByRole("link", { name: "한국사능력검정시험" }).count()).toBe(1);
    expect(await catalogue.getByRole("link", { name: "공인중개사" }).count()).toBe(0);

    await page.goto("/jnLnPo/publicList?keyword=공인");
    await page.waitForURL(/\/jnLics\/professionalList\?keyword=/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("국가전문자격");
    expect(await page.getByTestId("professional-list").getByRole("link", { name: "공인중개사" }).count()).toBe(1);

    await page.goto("/jnLnPo/licenseInfo");
    expect(new URL(page.url()).pathname).toBe("/400");
    await page.close();
  });
});
