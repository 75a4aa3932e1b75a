import type { Page } from "playwright-core";
import routes from "../app/routes";
import { finishMetaverse, finishQuestionnaire, walkEduTech } from "./aptitude-flow";
import type { E2EMember } from "./login";

export type Role = "visitor" | "member" | "admin";

/** What a URL resolver may use: the page it runs in (its role's browser context) and that role's member. */
export interface VisitFixtures {
  baseURL: string;
  page: Page;
  member: E2EMember | null;
}

export interface RouteVisit {
  /** A URL that renders the route with real content, or a resolver that prepares one (posts, test results). */
  url: string | ((fx: VisitFixtures) => Promise<string>);
  as: Role;
}

const visitor = (url: RouteVisit["url"]): RouteVisit => ({ url, as: "visitor" });
const member = (url: RouteVisit["url"]): RouteVisit => ({ url, as: "member" });
const admin = (url: RouteVisit["url"]): RouteVisit => ({ url, as: "admin" });

async function post(fx: VisitFixtures, body: Record<string, string>): Promise<string> {
  // A page load refreshes the session's access token (it lives 15 minutes; the suite runs longer).
  await fx.page.goto("/mypage");
  const res = await fx.page.request.post("/v2/board/posts", {
    data: { title: "접근성 점검 글", body: "본문입니다.", ...body },
    headers: { origin: fx.baseURL },
  });
  if (res.status() !== 201) throw new Error(`post failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/** Completes an aptitude questionnaire in the page and answers the result's id. */
async function finishTest(page: Page, start: string, result: RegExp): Promise<string> {
  await page.goto(start);
  await finishQuestionnaire(page, () => 3);
  await page.waitForURL(result);
  return new URL(page.url()).searchParams.get("id") ?? "";
}

/** Admin adds an institute (the snapshot has none) and answers its page. */
async function institutePage(fx: VisitFixtures): Promise<string> {
  await fx.page.goto("/adm/content/institutes");
  const form = fx.page.getByRole("form", { name: "교육기관 등록" });
  await form.getByLabel(/^기관명/).fill("접근성학원");
  await form.getByLabel(/^지역/).fill("제주");
  await form.getByLabel(/^자격증 ID/).fill("1320");
  await form.getByRole("button", { name: "등록" }).click();
  await fx.page.getByRole("status").getByText("등록했습니다").waitFor();
  await fx.page.goto("/education/list?region=제주");
  return (await fx.page.locator('a[href^="/education/InstituteInfo?id="]').first().getAttribute("href")) ?? "";
}

/** A member writes a 1:1 inquiry and answers its page. */
async function inquiryPage(fx: VisitFixtures): Promise<string> {
  await fx.page.goto("/service/inquiry/write");
  await fx.page.getByLabel("문의 유형").selectOption("notification");
  await fx.page.getByLabel("제목").fill("접근성 점검 문의");
  await fx.page.getByLabel("문의 내용").fill("접근성 점검을 위한 문의입니다.");
  await fx.page.getByRole("button", { name: "문의 남기기" }).click();
  await fx.page.waitForURL(/\/service\/inquiry\/\d+$/);
  return new URL(fx.page.url()).pathname;
}

/**
 * One visit per route of `app/routes.ts`, keyed by its path (nested paths joined). A new route needs
 * a line here (or in NOT_PAGES), or the route-table test fails.
 */
export const ROUTE_VISITS: Record<string, RouteVisit> = {
  "": visitor("/"),
  "400": visitor("/400"),
  jnCareer: visitor("/jnCareer"),
  "jnCareer/majorInfo": visitor("/jnCareer/majorInfo"),
  "jnCareer/majorInfoDt": visitor("/jnCareer/majorInfoDt?id=569"),
  "jnJob/jobDic": visitor("/jnJob/jobDic"),
  "jnJob/jobDicDt": visitor("/jnJob/jobDicDt?jobdicSeq=1092"),
  "jnJob/jobInfo": visitor("/jnJob/jobInfo"),
  "jnJob/univPrivilege": visitor("/jnJob/univPrivilege"),
  jnLnPo: visitor("/jnLnPo"),
  "jnLnPo/publicList": visitor("/jnLnPo/publicList"),
  "education/list": visitor("/education/list"),
  "education/InstituteInfo": admin(institutePage),
  jnLics: visitor("/jnLics"),
  "jnLics/licenseInfo": visitor("/jnLics/licenseInfo?ld_id=1320"),
  "jnLnPo/licenseInfo": visitor("/jnLnPo/licenseInfo?ld_id=toeic"),
  "jnLics/professionalList": visitor("/jnLics/professionalList"),
  markup: visitor("/markup"),
  "service/inquiry": member("/service/inquiry"),
  "service/inquiry/write": member("/service/inquiry/write"),
  "service/inquiry/:id": member(inquiryPage),
  "jnLics/licenseSchedule": visitor("/jnLics/licenseSchedule"),
  "jnLics/licenseByJob": visitor("/jnLics/licenseByJob"),
  "jnLics/licenseCompare": visitor("/jnLics/licenseCompare?ld_id=1320"),
  "search/search": visitor(`/search/search?stx=${encodeURIComponent("정보처리")}`),
  "member/login": visitor("/member/login"),
  "member/register.php": visitor("/member/register.php"),
  "member/memberLeave": member("/member/memberLeave"),
  "member/unsubscribe": visitor("/member/unsubscribe?token=invalid"),
  "member/verifyEmail": visitor("/member/verifyEmail?token=invalid"),
  "bbs/logout.php": member("/bbs/logout.php"),
  "bbs/member_confirm.php": member("/bbs/member_confirm.php"),
  mypage: member("/mypage"),
  "mypage/mySpec": member("/mypage/mySpec"),
  "mypage/mySchedule": member("/mypage/mySchedule"),
  "mypage/notifications": member("/mypage/notifications"),
  "mypage/reminders": member("/mypage/reminders"),
  "mypage/myScrap": member("/mypage/myScrap"),
  "mypage/myRoadmap": member("/mypage/myRoadmap"),
  "mypage/myRoadmap/:id": member(async (fx) => {
    await fx.page.goto("/jnRcmd/roadmap?goal=1320&edu=highschool&eduStatus=graduated");
    await fx.page.getByRole("button", { name: "마이페이지에 저장" }).click();
    await fx.page.waitForURL(/\/mypage\/myRoadmap\/\d+$/);
    return new URL(fx.page.url()).pathname;
  }),
  service: visitor("/service"),
  "service/notice": visitor("/service/notice"),
  "service/faq": visitor("/service/faq"),
  "service/infringe": visitor("/service/infringe"),
  "service/memberClause": visitor("/service/memberClause"),
  "service/personalInfo": visitor("/service/personalInfo"),
  "service/youthPolicy": visitor("/service/youthPolicy"),
  "service/cashClause": visitor("/service/cashClause"),
  "service/commuNotify": visitor("/service/commuNotify"),
  "service/supportClause": visitor("/service/supportClause"),
  "service/supportPersonalInfo": visitor("/service/supportPersonalInfo"),
  adm: admin("/adm"),
  "adm/notices": admin("/adm/notices"),
  "adm/faq": admin("/adm/faq"),
  "adm/policies": admin("/adm/policies"),
  "adm/popups": admin("/adm/popups"),
  "adm/menus": admin("/adm/menus"),
  "adm/members": admin("/adm/members"),
  "adm/content/:type": admin("/adm/content/institutes"),
  "adm/reports": admin("/adm/reports"),
  "adm/moderation": admin("/adm/moderation"),
  "adm/imports": admin("/adm/imports"),
  "adm/audit": admin("/adm/audit"),
  "adm/news-feeds": admin("/adm/news-feeds"),
  "adm/tests": admin("/adm/tests"),
  "adm/inquiries": admin("/adm/inquiries"),
  "adm/fair": admin("/adm/fair"),
  "adm/booths": admin("/adm/booths"),
  "adm/settings": admin("/adm/settings"),
  jnRcmd: visitor("/jnRcmd"),
  "jnRcmd/jnRcmd_test": visitor("/jnRcmd/jnRcmd_test"),
  "jnRcmd/roadmap": visitor("/jnRcmd/roadmap?goal=1150&edu=university&eduStatus=expected&eduMonth=2027-02"),
  "jnData/licenseData": visitor("/jnData/licenseData"),
  "jnData/licenseRecommend": visitor("/jnData/licenseRecommend"),
  eduFair: visitor("/eduFair"),
  "eduFair/service": visitor("/eduFair/service"),
  "eduFair/registration": visitor("/eduFair/registration"),
  "eduFair/jobTest": visitor("/eduFair/jobTest"),
  "eduFair/jobTestStart": visitor("/eduFair/jobTestStart"),
  "eduFair/jobTestResult": visitor(
    async (fx) => `/eduFair/jobTestResult?id=${await finishTest(fx.page, "/eduFair/jobTestStart", /jobTestResult/)}`,
  ),
  "eduFair/jobTestDetail": visitor(
    async (fx) => `/eduFair/jobTestDetail?id=${await finishTest(fx.page, "/eduFair/jobTestStart", /jobTestResult/)}`,
  ),
  "eduFair/jobTestPrint": visitor(
    async (fx) => `/eduFair/jobTestPrint?id=${await finishTest(fx.page, "/eduFair/jobTestStart", /jobTestResult/)}`,
  ),
  "eduFair/jprsStart": visitor("/eduFair/jprsStart"),
  "eduFair/jprsTest": visitor("/eduFair/jprsTest"),
  "eduFair/jprsResult": member(
    async (fx) => `/eduFair/jprsResult?id=${await finishTest(fx.page, "/eduFair/jprsTest", /jprsResult/)}`,
  ),
  "eduFair/jprsDetail": member(
    async (fx) => `/eduFair/jprsDetail?id=${await finishTest(fx.page, "/eduFair/jprsTest", /jprsResult/)}`,
  ),
  "eduFair/testPrintList": member("/eduFair/testPrintList"),
  "metaverse/jobTest": visitor("/metaverse/jobTest"),
  "metaverse/test": visitor("/metaverse/test"),
  "metaverse/result": visitor(async (fx) => {
    await finishMetaverse(fx.page);
    return fx.page.url().replace(fx.baseURL, "");
  }),
  "eduTech/step1": visitor("/eduTech/step1"),
  "eduTech/step2": visitor(async (fx) => {
    await walkEduTech(fx.page, { stopAtStep2: true });
    return "/eduTech/step2";
  }),
  "eduTech/aiResult": visitor(async (fx) => {
    await walkEduTech(fx.page);
    return fx.page.url().replace(fx.baseURL, "");
  }),
  exhibition: visitor("/exhibition"),
  jnComm: visitor("/jnComm?board=free"),
  "jnComm/view": member((fx) => post(fx, { board: "daily" })),
  "jnComm/write": member("/jnComm/write?board=free"),
  jnTalk: visitor("/jnTalk?ld_id=1320"),
  "jnTalk/view": member((fx) => post(fx, { board: "talk", ld_id: "1320" })),
  "jnTalk/write": member("/jnTalk/write?board=talk&ld_id=1320"),
  "jnLics/licenseQna": visitor("/jnLics/licenseQna?ld_id=1320"),
  "jnLics/licenseQnaView": member((fx) => post(fx, { board: "qna", ld_id: "1320" })),
  "jnLics/licenseQnaWrite": member("/jnLics/licenseQnaWrite?board=qna&ld_id=1320"),
  "*": visitor("/no/such/page"),
};

/** Routes that are not pages a person reads, with the reason. */
export const NOT_PAGES: Record<string, string> = {
  "_bench/minimal": "bench-only test route (TEST_ROUTES)",
  "__e2e/error-500": "e2e-only test route that throws",
  "eduFair/testPdf": "resource route: a PDF",
  "jnRcmd/jprsStep1.php": "resource route: a legacy redirect",
  "jnTalk/index.php": "resource route: a legacy redirect",
  "jnLnPo/index.php": "resource route: a legacy redirect",
  eduTech: "resource route: a legacy redirect",
  "__e2e/error-screen": "e2e-only test route whose error screen fails",
  "adm/fair/export": "resource route: a CSV download",
  "member/social/:provider": "resource route: redirects to the login provider",
  "member/social/:provider/callback": "resource route: the provider's callback, redirects",
  "member/social-link": "needs a provider login in progress; checked in e2e/social-login.e2e.ts",
};

interface RouteNode {
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

/** Every path of the route table, nested paths joined ("mypage/mySpec"; an index route is its parent's path). */
export function routePaths(nodes: RouteNode[] = routes as RouteNode[], prefix = ""): string[] {
  return nodes.flatMap((node) => {
    const own = node.index ? prefix : [prefix, node.path ?? ""].filter(Boolean).join("/");
    if (node.children?.length) return routePaths(node.children, own);
    return [own];
  });
}
