import { describe, expect, it } from "vitest";
import { serverURL } from "./browser";
import { grantAdmin, signUpSession } from "./login";

/**
 * An error inside each route group (decision 0075): the page answers its status and shows the
 * error screen inside the group's frame (a 404 the spec's not-found texts, another 4xx its message).
 */
const baseURL = serverURL();

async function page(path: string, cookie?: string) {
  const res = await fetch(`${baseURL}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  return { status: res.status, html: await res.text() };
}

/** The error screen's markup, from its test id to the end of the document. */
function errorScreenOf(html: string): string {
  const at = html.indexOf('data-testid="error-screen"');
  expect(at).toBeGreaterThan(-1);
  return html.slice(at);
}

function expectNotFoundScreen(html: string) {
  const screen = errorScreenOf(html);
  expect(screen).toContain("This page could not be found");
  expect(screen).toContain("현재 사용할 수 없는 페이지입니다.");
}

/** The portal frame: the main region holds the error screen, the area's side menu is beside it. */
function expectPortalFrame(html: string, area: string) {
  expect(html).toContain(`aria-label="${area} 메뉴"`);
  const main = html.indexOf('id="main-content"');
  expect(main).toBeGreaterThan(-1);
  expect(html.indexOf('data-testid="error-screen"')).toBeGreaterThan(main);
}

describe("a 404 inside a route group", () => {
  it("licenses: an unknown license answers 404 in the portal frame", async () => {
    const { status, html } = await page("/jnLics/licenseInfo?ld_id=9999999");
    expect(status).toBe(404);
    expectNotFoundScreen(html);
    expect(html.indexOf('data-testid="error-screen"')).toBeGreaterThan(html.indexOf('id="main-content"'));
  });

  it("jobs: an unknown job answers 404 beside the job area's side menu", async () => {
    const { status, html } = await page("/jnJob/jobDicDt?jobdicSeq=2147483647");
    expect(status).toBe(404);
    expectNotFoundScreen(html);
    expectPortalFrame(html, "직업");
  });

  it("boards: an unknown post answers 404 in the community frame", async () => {
    const { status, html } = await page("/jnComm/view?id=2147483647");
    expect(status).toBe(404);
    expectNotFoundScreen(html);
    expect(html.indexOf('data-testid="error-screen"')).toBeGreaterThan(html.indexOf('id="main-content"'));
  });

  it("tests: a missing AI diagnosis answers 404 in the portal frame", async () => {
    const { status, html } = await page("/eduTech/aiResult");
    expect(status).toBe(404);
    expectNotFoundScreen(html);
    expect(html.indexOf('data-testid="error-screen"')).toBeGreaterThan(html.indexOf('id="main-content"'));
  });

  it("admin: an unknown content type answers 404 inside the console's menu frame", async () => {
    const { member, cookies } = await signUpSession(baseURL);
    await grantAdmin(baseURL, member.loginId);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const { status, html } = await page("/adm/content/nope", cookie);
    expect(status).toBe(404);
    expectNotFoundScreen(html);
    const nav = html.indexOf('aria-label="관리자 메뉴"');
    expect(nav).toBeGreaterThan(-1);
    expect(html).toMatch(new RegExp(`관리자 (<!-- -->)?${member.loginId}`));
    expect(html.indexOf('data-testid="error-screen"')).toBeGreaterThan(nav);
  });
});
