import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { action } from "../../../app/routes/adm/tests";
import { loader as testPage } from "../../../app/routes/jnLnPo/licenseInfo";
import { auditLogs, members, testCatalogue } from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { registerAndLogin, type Session } from "../members/test-helpers";
import { seedTestCatalogue } from "./catalogue.server";

const HEADER =
  "id,name,kind,language,organiser,official_url,score_scale,validity,test_format,usage,usage_source_url,aliases,source_url,as_of";

async function adminSession(ctx: TestContext): Promise<Session & { csrf: string }> {
  const session = await registerAndLogin(ctx);
  await ctx.database.db.update(members).set({ isAdmin: true }).where(eq(members.loginId, session.loginId));
  const member = await ctx.services.members.currentMember(new Request("http://localhost/adm", { headers: session.headers }));
  if (!member) throw new Error("session not recognised");
  return { ...session, csrf: ctx.services.admin.csrf.tokenFor(member.familyId) };
}

/** POST /adm/tests through its action: its answer, or the status and target it throws. */
async function post(ctx: TestContext, session: Session & { csrf: string }, body: FormData) {
  body.set("csrf", session.csrf);
  const request = new Request("http://localhost/adm/tests", { method: "POST", headers: session.headers, body });
  try {
    return await action({ request, context: routeContext(ctx.services), params: {} } as Parameters<typeof action>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    throw thrown;
  }
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

async function page(ctx: TestContext, id: string) {
  const request = new Request(`http://localhost/jnLnPo/licenseInfo?ld_id=${id}`);
  return testPage({ request, context: routeContext(ctx.services), params: {} } as Parameters<typeof testPage>[0]);
}

describeWithDatabases("admin test catalogue (/adm/tests)", (ctx) => {
  let admin: Session & { csrf: string };
  beforeAll(async () => {
    admin = await adminSession(ctx());
  });

  it("saves an admin's edit, audits it, shows it at once and keeps it when the CSV is seeded again", async () => {
    const before = (await page(ctx(), "goethe")).test;
    const edited = {
      intent: "save",
      originalId: "goethe",
      id: "goethe",
      name: before.name,
      kind: "language",
      language: "독일어",
      organiser: before.organiser,
      official_url: before.officialUrl,
      score_scale: "A1~C2 (6단계)",
      validity: "",
      test_format: "",
      usage: "",
      usage_source_url: "",
      aliases: "괴테",
      source_url: "https://www.goethe.de/ins/kr/ko/spr/prf.html",
      as_of: "2026-11-20",
    };
    expect(await post(ctx(), admin, form(edited))).toEqual({ status: 302, location: "/adm/tests" });
    expect((await page(ctx(), "goethe")).test).toMatchObject({
      scoreScale: "A1~C2 (6단계)",
      sourceUrl: "https://www.goethe.de/ins/kr/ko/spr/prf.html",
      asOf: "2026-11-20",
      testFormat: null,
    });
    const audit = await ctx().database.db.select().from(auditLogs).where(eq(auditLogs.target, "test:goethe"));
    expect(audit.map((a) => [a.action, a.actorLoginId])).toEqual([["testCatalogue.update", admin.loginId]]);

    const logged: string[] = [];
    await seedTestCatalogue(ctx().database.db, { log: (line) => logged.push(line) });
    expect(logged).toEqual([]);
    expect((await page(ctx(), "goethe")).test.scoreScale).toBe("A1~C2 (6단계)");
  });

  it("answers a bad edit with each field's Korean message and saves nothing", async () => {
    const outcome = await post(
      ctx(),
      admin,
      form({
        intent: "save",
        id: "new-test",
        name: "",
        kind: "language",
        organiser: "기관",
        official_url: "ftp://x",
        source_url: "https://github.com/a/b",
        as_of: "어제",
      }),
    );
    expect(outcome).toMatchObject({
      ok: false,
      errors: {
        name: "시험명을(를) 입력해주세요.",
        official_url: "공식 사이트은(는) http(s) 주소여야 합니다.",
        source_url: "출처에 코드 저장소 주소는 쓸 수 없습니다.",
        as_of: "기준일은 YYYY-MM-DD 형식이어야 합니다.",
      },
    });
    expect(await ctx().database.db.select().from(testCatalogue).where(eq(testCatalogue.id, "new-test"))).toEqual([]);
  });

  it("imports a CSV file: all rows or, with any row error, none and every error by line", async () => {
    const row = (id: string, name: string, source = "https://example.org/exam") =>
      [id, name, "public", "", "예시 기관", "https://example.org/", "", "", "", "", "", "", source, "2026-11-25"].join(",");
    const bad = new File(
      [[HEADER, row("sample-one", "예시 시험 하나"), row("sample-two", "예시 시험 둘", "https://gitlab.com/x")].join("\n")],
      "t.csv",
    );
    const refused = await post(ctx(), admin, withFile("import", bad));
    expect(refused).toMatchObject({
      ok: false,
      message: "CSV에 오류가 1건 있어 아무것도 반영하지 않았습니다.",
      rowErrors: [{ line: 3, message: "출처: 출처에 코드 저장소 주소는 쓸 수 없습니다." }],
    });
    expect(await ctx().database.db.select().from(testCatalogue).where(eq(testCatalogue.id, "sample-one"))).toEqual([]);

    const good = new File([[HEADER, row("sample-one", "예시 시험 하나"), row("sample-two", "예시 시험 둘")].join("\n")], "t.csv");
    expect(await post(ctx(), admin, withFile("import", good))).toMatchObject({
      ok: true,
      message: "CSV를 가져왔습니다: 2건 반영, 0건 변경 없음.",
    });
    const publicNames = (await ctx().services.languageTests.list("public")).map((t) => t.name);
    expect(publicNames).toEqual(expect.arrayContaining(["한국사능력검정시험", "예시 시험 하나", "예시 시험 둘"]));
    expect(await post(ctx(), admin, withFile("import", good))).toMatchObject({
      message: "CSV를 가져왔습니다: 0건 반영, 2건 변경 없음.",
    });

    const pasted = await post(ctx(), admin, form({ intent: "import", csv: "id,name\nx,y" }));
    expect(pasted).toMatchObject({
      ok: false,
      rowErrors: [{ line: 1, message: expect.stringMatching(/^필수 열이 없습니다: kind/) }],
    });
  });

  it("hides a test from pages and search; a restart's seed does not bring it back; showing restores it", async () => {
    const search = async () => {
      const res = await ctx().request("/v1/search/search.php", {
        method: "POST",
        json: { keyword: "DELE", searchType: "languageOfficialInfo", page: 1 },
      });
      const body = (await res.json()) as { data: { languageOfficialInfo?: { list: Array<{ urlLink: string }> } } };
      return (body.data.languageOfficialInfo?.list ?? []).map((i) => i.urlLink);
    };
    const languageNames = async () => (await ctx().services.languageTests.list("language")).map((t) => t.name);
    expect(await search()).toContain("/jnLnPo/licenseInfo?ld_id=dele");
    expect(await post(ctx(), admin, form({ intent: "hide", id: "dele" }))).toMatchObject({
      ok: true,
      message: "시험을 숨겼습니다.",
    });
    expect(await search()).not.toContain("/jnLnPo/licenseInfo?ld_id=dele");
    expect(await languageNames()).not.toContain("DELE");
    await expect(page(ctx(), "dele")).rejects.toMatchObject({ init: { status: 404 } });
    await seedTestCatalogue(ctx().database.db, { log: () => undefined });
    expect(await languageNames()).not.toContain("DELE");

    expect(await post(ctx(), admin, form({ intent: "show", id: "dele" }))).toMatchObject({ ok: true });
    expect(await languageNames()).toContain("DELE");
    expect(await search()).toContain("/jnLnPo/licenseInfo?ld_id=dele");
  });
});

function withFile(intent: string, file: File): FormData {
  const data = new FormData();
  data.set("intent", intent);
  data.set("file", file);
  return data;
}
