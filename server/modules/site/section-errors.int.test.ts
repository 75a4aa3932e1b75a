import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, expect, it } from "vitest";
import Home, { loader as homeLoader } from "../../../app/routes/home";
import LicenseInfo, { loader as licenseLoader } from "../../../app/routes/jnLics/licenseInfo";
import type { Services } from "../../services.server";
import { describeWithDatabases, routeContext } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";

type LoaderArgs<T extends (args: never) => unknown> = Parameters<T>[0];

/** The suite's services with one method failing, as a database or board outage would. */
function failing(services: Services, fail: (s: Services) => Partial<Services>): Services {
  return { ...services, ...fail(services), logger: { ...services.logger, error: () => undefined } as Services["logger"] };
}

const outage = () => Promise.reject(new Error("section outage"));

/** Server-renders a route module with the data its loader returned, as the document request does. */
function render(path: string, Component: ComponentType, data: unknown) {
  const Stub = createRoutesStub([{ id: "page", path: path.split("?")[0], Component, loader: () => data }]);
  return renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: data } } }));
}

describeWithDatabases("sections that fail alone", (ctx) => {
  beforeAll(() => {
    ctx().clock.set(new Date(SNAPSHOT_NOW));
  });

  it("license page: failing board lists show an error in their sections, the license facts stay", async () => {
    const services = failing(ctx().services, (s) => ({ boards: { ...s.boards, latestLists: outage } }));
    const request = new Request("http://localhost/jnLics/licenseInfo?ld_id=T535");
    const args = { request, context: { ...routeContext(services) }, params: {} } as LoaderArgs<typeof licenseLoader>;
    const data = await licenseLoader(args);
    expect(data.license.name).toBe("워드프로세서");
    expect([data.news, data.notices, data.talks, data.questions]).toEqual([null, null, null, null]);
    expect(data.stats.length).toBeGreaterThan(0);

    const html = render("/jnLics/licenseInfo?ld_id=T535", LicenseInfo as ComponentType, data);
    expect(html).toContain("워드프로세서");
    expect(html.match(/이 영역을 불러오지 못했습니다/g)).toHaveLength(3);
    expect(html).toContain("합격률");
  });

  it("license page: the sections render as usual when nothing fails", async () => {
    const request = new Request("http://localhost/jnLics/licenseInfo?ld_id=1320");
    const data = await licenseLoader({ request, context: routeContext(ctx().services), params: {} } as LoaderArgs<
      typeof licenseLoader
    >);
    const html = render("/jnLics/licenseInfo?ld_id=1320", LicenseInfo as ComponentType, data);
    expect(html).not.toContain("이 영역을 불러오지 못했습니다");
  });

  it("home page: failing 상시 windows show an error in place, the upcoming exams stay", async () => {
    const services = failing(ctx().services, (s) => ({ schedules: { ...s.schedules, continuousWindows: outage } }));
    const args = { request: new Request("http://localhost/"), context: routeContext(services), params: {} } as LoaderArgs<
      typeof homeLoader
    >;
    const data = await homeLoader(args);
    expect(data.continuous).toBeNull();
    expect(data.licenseCount).toBeGreaterThan(0);
    const html = render("/", Home as ComponentType, data);
    expect(html).toContain("이 영역을 불러오지 못했습니다");
    expect(html).toContain("다가오는 시험");
  });
});
