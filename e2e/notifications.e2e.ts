import { expect, it, onTestFinished } from "vitest";
import { describeViewports } from "./browser";
import { addDays, serverNow, serverToday, setServerClock } from "./clock";
import { signUpAndLogin } from "./login";

interface ScheduleItem {
  start: string;
  ld_id: string;
  jmfldnm: string;
}

/** The first written/practical exam day in the snapshot between 2 and 60 days from the server's today. */
async function upcomingExam(baseURL: string): Promise<ScheduleItem> {
  const today = await serverToday(baseURL);
  const res = await fetch(`${baseURL}/v1/jnLics/licenseSchedule.php`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ start: addDays(today, 2), end: addDays(today, 60), type: ["exam"] }),
  });
  const body = (await res.json()) as { data: { examStart?: ScheduleItem[] } };
  const exam = body.data.examStart?.[0];
  if (!exam) throw new Error("the snapshot has no exam in the next 60 days");
  return exam;
}

describeViewports("notifications", (ctx) => {
  it("stars a license, sets reminders and sees the reminder in the notification center when the clock moves", async () => {
    const page = await ctx().newPage();
    const startedAt = await serverNow(ctx().baseURL);
    const exam = await upcomingExam(ctx().baseURL);
    await signUpAndLogin(page, ctx().baseURL);

    await page.goto(`/jnLics/licenseInfo?ld_id=${exam.ld_id}`);
    const star = page.getByRole("button", { name: `${exam.jmfldnm} 즐겨찾기` });
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await page.waitForSelector(`[data-testid="favorite-${exam.ld_id}"][aria-pressed="true"]`);

    await page.goto("/mypage/reminders");
    expect(await page.getByTestId("favorite-list").textContent()).toContain(exam.jmfldnm);
    expect(await page.getByLabel("당일").isChecked()).toBe(true);
    await page.getByLabel("D-7").uncheck();
    await page.getByRole("button", { name: "알림 설정 저장" }).click();
    await page.getByText("알림 설정을 저장했습니다.").waitFor();
    expect(await page.getByLabel("D-7").isChecked()).toBe(false);
    expect(await page.getByLabel("캘린더 구독 주소").inputValue()).toMatch(/\/v2\/calendar\/[\w-]{32}\.ics$/);

    // 09:05 in Seoul on the exam day: the D-day reminder is due.
    const moved = await setServerClock(ctx().baseURL, `${exam.start}T00:05:00Z`);
    expect(moved.status).toBe(200);
    // Pages date themselves by this clock too: later suites get it back where it was.
    onTestFinished(async () => {
      await setServerClock(ctx().baseURL, startedAt);
    });

    await page.goto("/");
    // Both headers carry a bell (decision 0051): the one of this width is the visible one.
    const bell = page.getByTestId("notification-bell").filter({ visible: true });
    expect(Number(await bell.getByTestId("notification-count").textContent())).toBeGreaterThan(0);
    await bell.click();
    await page.waitForURL((url) => url.pathname === "/mypage/notifications");
    const list = page.getByTestId("notification-list");
    expect(await list.textContent()).toContain(`[D-day] ${exam.jmfldnm}`);
    await ctx().screenshot(page, "notifications-center");

    await page.getByRole("button", { name: "모두 읽음" }).click();
    await page.getByText("읽지 않은 알림 0개").waitFor();
    // The bell's count comes with the overlay, fetched again after the action.
    await expect.poll(() => page.getByTestId("notification-count").count()).toBe(0);
    await page.close();
  });

  it("stars a license from the search results and lists it on my page", async () => {
    const page = await ctx().newPage();
    await signUpAndLogin(page, ctx().baseURL);
    await page.goto(`/search/search?stx=${encodeURIComponent("정보처리기사")}&tab=licenseInfo`);
    const star = page.getByTestId("favorite-1320");
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await page.waitForSelector('[data-testid="favorite-1320"][aria-pressed="true"]');
    await page.goto("/mypage/reminders");
    expect(await page.getByTestId("favorite-list").textContent()).toContain("정보처리기사");
    await page.getByRole("button", { name: "정보처리기사 삭제" }).click();
    await page.getByText("즐겨찾기에서 삭제했습니다.").waitFor();
    await page.getByText("즐겨찾기한 자격증이 없습니다.", { exact: false }).waitFor();
    expect(await page.getByTestId("favorite-list").count()).toBe(0);
    await page.close();
  });
});
