import { beforeAll, expect, it } from "vitest";
import { loader as careerLoader } from "../../app/routes/jnCareer/index";
import { loader as byJobLoader } from "../../app/routes/jnLics/licenseByJob";
import { loader as licenseLoader } from "../../app/routes/jnLics/licenseInfo";
import type { DeviceClass } from "../../shared/device";
import { educationInstituteLicenses, educationInstitutes, posts } from "../db/schema";
import { rebuildCataloguePages } from "../modules/catalogue/build.server";
import { describeWithDatabases, routeContext } from "../test/databases";
import { SNAPSHOT_NOW } from "../test/snapshot";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPAD_ANDROID =
  "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const LICENSE = "1320";
/** More rows than the largest cap each list can show, so a missing cap fails. */
const FIXTURE_ROWS = 7;

type Json = { data: Record<string, unknown> & { list?: unknown[]; page?: Record<string, number> } };
type LoaderArgs<T extends (args: never) => unknown> = Parameters<T>[0];

describeWithDatabases("page sizes by device class (spec sections 6 and 9)", (ctx) => {
  beforeAll(async () => {
    ctx().clock.set(new Date(SNAPSHOT_NOW));
    const { db } = ctx().database;
    const post = (boardSlug: string, title: string, isNotice = false) => ({
      boardSlug,
      licenseId: LICENSE,
      authorName: "테스트",
      title,
      body: "<p>본문</p>",
      bodyText: "본문",
      isNotice,
    });
    const rows = Array.from({ length: FIXTURE_ROWS }, (_, i) => [
      post("bNews", `뉴스 ${i}`),
      post("talk", `공지 ${i}`, true),
      post("talk", `이야기 ${i}`),
      post("qna", `질문 ${i}`),
    ]).flat();
    await db.insert(posts).values(rows);
    const institutes = await db
      .insert(educationInstitutes)
      .values(Array.from({ length: FIXTURE_ROWS }, (_, i) => ({ name: `교육원 ${i}`, region: "서울" })))
      .returning({ id: educationInstitutes.id });
    await db.insert(educationInstituteLicenses).values(institutes.map(({ id }) => ({ instituteId: id, licenseId: LICENSE })));
    // Rows written behind the admin's back: the license's read-model page is rebuilt as an admin edit would.
    await rebuildCataloguePages(db, "license", [LICENSE]);
  });

  const api = async (path: string, userAgent: string, json?: unknown, hint?: string) => {
    const headers: Record<string, string> = { "user-agent": userAgent };
    if (hint) headers["sec-ch-ua-mobile"] = hint;
    const res = await ctx().request(path, json === undefined ? { headers } : { method: "POST", headers, json });
    expect(res.status).toBe(200);
    return (await res.json()) as Json;
  };

  const loaderArgs = <T extends (args: never) => unknown>(url: string, device: DeviceClass) =>
    ({
      request: new Request(`http://localhost${url}`),
      context: { ...routeContext(ctx().services), device },
      params: {},
    }) as LoaderArgs<T>;

  it("license-job-list: 10 visible pages, 5 for an iPhone or a Sec-CH-UA-Mobile phone", async () => {
    const desktop = await api("/v2/license/license-job-list", DESKTOP);
    expect(desktop.data.page).toMatchObject({ itemsPerPage: 10, visiblePages: 10 });
    expect((desktop.data.page?.totalItems ?? 0) / 10).toBeGreaterThan(10);
    expect((await api("/v2/license/license-job-list", IPHONE)).data.page?.visiblePages).toBe(5);
    expect((await api("/v2/license/license-job-list", DESKTOP, undefined, "?1")).data.page?.visiblePages).toBe(5);
    expect((await api("/v2/license/license-job-list", IPAD_ANDROID)).data.page?.visiblePages).toBe(10);
  });

  it("career cards: 12 per page and 10 visible pages on desktop, 6 and 5 otherwise", async () => {
    const desktop = await api("/v2/contents/career-main-bottom", DESKTOP);
    expect(desktop.data.list).toHaveLength(12);
    expect(desktop.data.page).toMatchObject({ itemsPerPage: 12, visiblePages: 10 });
    for (const ua of [IPHONE, IPAD_ANDROID]) {
      const other = await api("/v2/contents/career-main-bottom", ua);
      expect(other.data.list).toHaveLength(6);
      expect(other.data.page).toMatchObject({ itemsPerPage: 6, visiblePages: 5 });
    }
  });

  it("licenseNews.php: 4 items, 2 on mobile", async () => {
    expect((await api("/v1/jnLics/licenseNews.php", DESKTOP, { ld_id: LICENSE })).data).toHaveLength(4);
    expect((await api("/v1/jnLics/licenseNews.php", IPAD_ANDROID, { ld_id: LICENSE })).data).toHaveLength(4);
    expect((await api("/v1/jnLics/licenseNews.php", IPHONE, { ld_id: LICENSE })).data).toHaveLength(2);
  });

  it("addressProcessList.php: 4 institutes per page on desktop, 2 on mobile or tablet", async () => {
    const desktop = await api("/v1/jnTown/addressProcessList.php", DESKTOP, { ld_id: LICENSE });
    expect(desktop.data.list).toHaveLength(4);
    expect(desktop.data.page).toMatchObject({ itemsPerPage: 4, totalItems: FIXTURE_ROWS });
    for (const ua of [IPHONE, IPAD_ANDROID]) {
      const other = await api("/v1/jnTown/addressProcessList.php", ua, { ld_id: LICENSE });
      expect(other.data.list).toHaveLength(2);
      expect(other.data.page?.itemsPerPage).toBe(2);
    }
  });

  it("selectLicenseInfo.php caps notices and talks at 5 on every device", async () => {
    for (const ua of [DESKTOP, IPHONE]) {
      const { data } = await api("/v1/jnTalk/selectLicenseInfo.php", ua, { selectLicense: LICENSE });
      expect(data.selectLicenseNotice).toHaveLength(5);
      expect(data.selectLicenseInfo).toHaveLength(5);
    }
  });

  it("license page loader: news 4 / 2, town info 4 / 2, notice, talk and Q&A lists 5", async () => {
    const url = `/jnLics/licenseInfo?ld_id=${LICENSE}`;
    const sizes = async (device: DeviceClass) => {
      const page = await licenseLoader(loaderArgs<typeof licenseLoader>(url, device));
      return {
        news: page.news?.length,
        institutes: [page.institutes.list.length, page.institutes.page.itemsPerPage],
        lists: [page.notices?.length, page.talks?.length, page.questions?.length],
      };
    };
    expect(await sizes("desktop")).toEqual({ news: 4, institutes: [4, 4], lists: [5, 5, 5] });
    expect(await sizes("tablet")).toEqual({ news: 4, institutes: [2, 2], lists: [5, 5, 5] });
    expect(await sizes("mobile")).toEqual({ news: 2, institutes: [2, 2], lists: [5, 5, 5] });
  });

  it("career and job-license page loaders take their sizes from the device class", async () => {
    const career = async (device: DeviceClass) => {
      const page = await careerLoader(loaderArgs<typeof careerLoader>("/jnCareer", device));
      return [page.cards.items.length, page.pageSize, page.visiblePages];
    };
    expect(await career("desktop")).toEqual([12, 12, 10]);
    expect(await career("mobile")).toEqual([6, 6, 5]);
    expect(await career("tablet")).toEqual([6, 6, 5]);
    const byJob = async (device: DeviceClass) =>
      (await byJobLoader(loaderArgs<typeof byJobLoader>("/jnLics/licenseByJob", device))).visiblePages;
    expect([await byJob("desktop"), await byJob("tablet"), await byJob("mobile")]).toEqual([10, 10, 5]);
  });
});
