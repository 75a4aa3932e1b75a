import { expect, it, vi } from "vitest";
import { describeWithDatabases } from "../../test/databases";
import { TIME_BUDGET_MESSAGE } from "./loaders.server";
import { MAX_DEPTH } from "./router";
import { GRAPHQL_TOKEN_TTL_SECONDS } from "./token.server";

type GraphqlBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

describeWithDatabases("GraphQL endpoint", (ctx) => {
  let cookie = "";
  let token = "";

  /** A POST of the query; the answer must have the expected status (200 unless given). */
  async function gql(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = { cookie },
    expectedStatus = 200,
  ) {
    const res = await ctx().request("/v2/graphql", {
      method: "POST",
      headers: { accept: "application/graphql-response+json", ...headers },
      json: { query, variables },
    });
    expect(res.status).toBe(expectedStatus);
    return { status: res.status, body: (await res.json()) as GraphqlBody, headers: res.headers };
  }

  it("issues a 7-day HttpOnly token cookie on its own path", async () => {
    const res = await ctx().request("/v2/graphql/token", { method: "POST" });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^gqlToken=[^;]+; Max-Age=604800; Path=\/v2\/graphql; HttpOnly; SameSite=Lax$/);
    expect(GRAPHQL_TOKEN_TTL_SECONDS).toBe(7 * 24 * 60 * 60);
    cookie = setCookie.split(";")[0] ?? "";
    token = ((await res.json()) as { data: { token: string } }).data.token;
    expect(cookie).toBe(`gqlToken=${token}`);
  });

  it("refuses a call without a valid token in the API's error shape", async () => {
    const attempts: Record<string, string>[] = [{}, { cookie: "gqlToken=abc.def.ghi" }, { authorization: "Bearer nope" }];
    for (const headers of attempts) {
      const res = await ctx().request("/v2/graphql", {
        method: "POST",
        headers,
        json: { query: '{ license(id: "1320") { name } }' },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ result: false, error: "401", message: expect.stringContaining("토큰") });
    }
  });

  it("answers a license query with its schedules and statistics, by cookie or by bearer header", async () => {
    const query = `query ($id: ID!) {
      license(id: $id) {
        id name qualificationType grade url
        schedules(year: 2026) { year roundName phases { stage kind startsOn } }
        statistics { year written { applicants passRate } }
      }
    }`;
    const { status, body, headers } = await gql(query, { id: "1320" });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.errors).toBeUndefined();
    const license = body.data?.license as {
      name: string;
      grade: string;
      url: string;
      schedules: { phases: unknown[] }[];
      statistics: { year: number; written: { applicants: number } | null }[];
    };
    expect(license).toMatchObject({ name: "정보처리기사", qualificationType: "국가기술자격", grade: "기사" });
    expect(license.url).toBe("/jnLics/licenseInfo?ld_id=1320");
    expect(license.schedules.length).toBeGreaterThan(0);
    expect(license.schedules[0]?.phases.length).toBeGreaterThan(0);
    expect(license.statistics.find((s) => s.year === 2022)?.written?.applicants).toBe(48470);

    const byHeader = await gql('{ license(id: "1320") { name } }', undefined, { authorization: `Bearer ${token}` });
    expect(byHeader.body.data).toEqual({ license: { name: "정보처리기사" } });
    expect((await gql('{ license(id: "NOPE") { name } }')).body.data).toEqual({ license: null });
  });

  it("lists licenses, jobs, dictionary jobs and majors a page at a time", async () => {
    const { body } = await gql(`{
      licenses(keyword: "정보처리", pageSize: 5) { totalItems items { id name url } }
      jobs(pageSize: 2) { totalItems items { id name url } }
      dictionaryJobs(pageSize: 2) { totalItems items { code name url } }
      majors(pageSize: 2) { totalItems items { id name url } }
    }`);
    expect(body.errors).toBeUndefined();
    const data = body.data as Record<string, { totalItems: number; items: { name: string; url: string }[] }>;
    expect(data.licenses?.items.map((l) => l.name)).toContain("정보처리기사");
    for (const key of ["jobs", "dictionaryJobs", "majors"]) {
      expect(data[key]?.totalItems).toBeGreaterThan(2);
      expect(data[key]?.items).toHaveLength(2);
    }
  });

  it("refuses a query deeper than the limit with a clear error, before running it", async () => {
    let nested = "name";
    for (let i = 0; i < MAX_DEPTH; i++) nested = `relatedLicenses { license { ${nested} } }`;
    const { status, body } = await gql(`{ license(id: "1320") { ${nested} } }`, undefined, undefined, 400);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/쿼리가 너무 깊습니다/);
  });

  it("refuses a query too costly to run (many aliased pages)", async () => {
    const fields = Array.from(
      { length: 40 },
      (_, i) => `p${i}: licenses(pageSize: 50) { items { id name qualificationType grade url } }`,
    );
    const { status, body } = await gql(`{ ${fields.join(" ")} }`, undefined, undefined, 400);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/쿼리가 너무 큽니다/);
  });

  it("bad input is a GraphQL error, never a 5xx", async () => {
    // Arguments out of range fail in the resolvers (200 with errors); a query that does not parse,
    // validate or take its variables is refused before it runs (400).
    const cases: [string, Record<string, unknown> | undefined, number][] = [
      ["{ licenses(pageSize: 1000) { totalItems } }", undefined, 200],
      ["{ licenses(page: 0) { totalItems } }", undefined, 200],
      [`{ licenses(keyword: "${"가".repeat(60)}") { totalItems } }`, undefined, 200],
      ["{ license(id: 1320) { schedules(year: 99999) { year } } }", undefined, 200],
      ["{ majors(pageSize: -1) { totalItems } }", undefined, 200],
      ["{ nope }", undefined, 400],
      ["{ license(id: ", undefined, 400],
      ['mutation { license(id: "1") { name } }', undefined, 200],
      ["query ($id: ID!) { license(id: $id) { name } }", { id: { nested: true } }, 400],
      [`{ license(id: "1320") { name } } ${"#".repeat(9000)}`, undefined, 400],
    ];
    for (const [query, variables, status] of cases) {
      const { body } = await gql(query, variables, undefined, status);
      expect(body.errors?.length ?? 0, `${query.slice(0, 60)}: ${JSON.stringify(body)}`).toBeGreaterThan(0);
      expect(JSON.stringify(body.errors)).not.toMatch(/문제가 발생했습니다/);
    }
    // Ids that cannot exist are not found, not faults.
    expect((await gql('{ job(id: -5) { name } dictionaryJob(code: "<script>") { name } major(id: 0) { name } }')).body).toEqual({
      data: { job: null, dictionaryJob: null, major: null },
    });
    const raw = await ctx().request("/v2/graphql", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{not json",
    });
    expect(raw.status).toBe(400);
    const get = await ctx().request(`/v2/graphql?query=${encodeURIComponent('{ license(id: "1320") { name } }')}`, {
      headers: { cookie },
    });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { license: { name: "정보처리기사" } } });
  });

  it("refuses the fan-out over nested lists before it runs, also with the page size in a variable", async () => {
    const replay = await gql("{majors(pageSize:50){items{licenses{relatedLicenses{license{name}}}}}}", undefined, undefined, 400);
    expect(replay.status).toBe(400);
    expect(replay.body.data).toBeUndefined();
    expect(replay.body.errors?.[0]?.message).toMatch(/쿼리가 너무 큽니다/);
    // Also for clients that accept plain JSON only.
    const plain = await gql(
      "{majors(pageSize:50){items{licenses{relatedLicenses{license{name}}}}}}",
      undefined,
      { cookie, accept: "application/json" },
      400,
    );
    expect(plain.status).toBe(400);
    const byVariable = await gql(
      "query ($n: Int) { majors(pageSize: $n) { items { licenses(first: 50) { name } } } }",
      { n: 50 },
      undefined,
      400,
    );
    expect(byVariable.status).toBe(400);
    expect(byVariable.body.errors?.[0]?.message).toMatch(/쿼리가 너무 큽니다/);
  });

  it("reads each level of a nested query in one statement from the catalogue read model", async () => {
    const { catalogue } = ctx().services;
    const majorReads = vi.spyOn(catalogue, "majorPages");
    const licenseReads = vi.spyOn(catalogue, "licensePageParts");
    try {
      const { status, body } = await gql(
        "{ majors(pageSize: 4) { items { name licenses(first: 10) { name relatedLicenses { name license { name grade } } } } } }",
      );
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      type Item = { licenses: { name: string; relatedLicenses: { name: string; license: { name: string } | null }[] }[] };
      const items = (body.data as { majors: { items: Item[] } }).majors.items;
      expect(items).toHaveLength(4);
      const related = items.flatMap((m) => m.licenses.flatMap((l) => l.relatedLicenses));
      expect(related.length).toBeGreaterThan(4);
      for (const r of related) expect(r.license?.name).toBe(r.name);
      // Majors, their licenses, those licenses' relations, the related licenses: four statements.
      expect(majorReads).toHaveBeenCalledTimes(1);
      expect(licenseReads.mock.calls.map(([part]) => part)).toEqual(["license", "relations", "license"]);
    } finally {
      majorReads.mockRestore();
      licenseReads.mockRestore();
    }
  });

  it("refuses a query whose reads outlast its time budget with a 400 in the API's error shape", async () => {
    const { catalogue } = ctx().services;
    // A stalled database: the read never answers.
    const stalled = vi.spyOn(catalogue, "licensePageParts").mockReturnValue(new Promise(() => {}));
    try {
      const res = await ctx().request("/v2/graphql", {
        method: "POST",
        headers: { cookie },
        json: { query: '{ license(id: "1320") { name } }' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ result: false, error: "400", message: TIME_BUDGET_MESSAGE });
    } finally {
      stalled.mockRestore();
    }
  });

  it("answers a null query and batch arrays as bad requests in the API's error shape", async () => {
    const bodies: unknown[] = [{ query: null }, [{ query: '{ license(id: "1320") { name } }' }], "query", { variables: {} }];
    for (const json of bodies) {
      const res = await ctx().request("/v2/graphql", { method: "POST", headers: { cookie }, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, error: "400", message: expect.stringContaining("query") });
    }
    const noQuery = await ctx().request("/v2/graphql", { headers: { cookie } });
    expect(noQuery.status).toBe(400);
    expect(await noQuery.json()).toMatchObject({ result: false, error: "400" });
  });
});
