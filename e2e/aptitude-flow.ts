import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Answers every item of the current questionnaire page with `value(itemId)`. */
export async function answerPage(page: Page, value: (id: string) => number) {
  // The URL changes before a client navigation renders: wait for the hydrated questionnaire itself.
  await page.locator('fieldset input[type="radio"]:enabled').first().waitFor();
  const ids = await page
    .locator('fieldset input[type="radio"][value="1"]')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name));
  for (const id of ids) await page.locator(`input[type="radio"][name="${id}"][value="${value(id)}"]`).check();
  return ids.length;
}

export async function waitSaved(page: Page) {
  await page.getByText("응답을 저장했습니다.").waitFor();
}

export async function progressText(page: Page) {
  return (await page.getByText(/문항 응답 ·/).textContent()) ?? "";
}

/** Answers the current page and every following one, then asks for the result. */
export async function finishQuestionnaire(page: Page, value: (id: string) => number) {
  for (;;) {
    await answerPage(page, value);
    const next = page.getByRole("button", { name: "다음" });
    if (!(await next.isVisible())) break;
    await next.click();
  }
  await waitSaved(page);
  await page.getByRole("button", { name: "결과 보기" }).click();
}

/** Answers the first page, reloads and checks the saved answers are back. */
export async function answerFirstPageAndReload(page: Page, total: number, value: (id: string) => number) {
  const answered = await answerPage(page, value);
  await waitSaved(page);
  await page.reload();
  expect(await progressText(page)).toContain(`${answered} / ${total} 문항 응답`);
}

/** Plays the metaverse scenarios to the end; the page lands on the result. */
export async function finishMetaverse(page: Page) {
  await page.goto("/metaverse/jobTest");
  await page.getByRole("link", { name: "검사 시작하기" }).click();
  await page.getByText("장면 1 / 8").waitFor();
  for (let i = 0; i < 8; i++) {
    await page.getByText(`장면 ${i + 1} / 8`).waitFor();
    await page.locator("section ul li button").first().click();
  }
  await page.getByRole("button", { name: "결과 보기" }).click();
  await page.waitForURL(/\/metaverse\/result\?id=/);
}

/** Walks the eduTech steps to the learning path; `stopAtStep2` leaves the page on step 2. */
export async function walkEduTech(page: Page, { stopAtStep2 = false } = {}) {
  await page.goto("/eduTech/step1");
  await page.getByLabel(/기계·설비/).check();
  await page.getByLabel(/처음 시작해요/).check();
  await page.getByRole("button", { name: "다음 단계로" }).click();
  await page.waitForURL(/\/eduTech\/step2/);
  if (stopAtStep2) return;
  for (const q of ["Q1", "Q2", "Q3", "Q4", "Q5"]) await page.locator(`input[name="${q}"]`).first().check();
  await waitSaved(page);
  await page.getByRole("button", { name: "학습 경로 보기" }).click();
  await page.waitForURL(/\/eduTech\/aiResult\?id=/);
}
