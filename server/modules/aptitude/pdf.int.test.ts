import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { afterEach, expect, it, vi } from "vitest";
import { loader } from "../../../app/routes/eduFair/testPdf";
import { members } from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { registerAndLogin, type Session } from "../members/test-helpers";
import { bigFiveItems } from "./instruments/bigfive";
import type { Owner } from "./service.server";
import { VISITOR_COOKIE } from "./visitor.server";

const VISITOR_TOKEN = "v".repeat(22);

async function completedAttempt(ctx: TestContext, owner: Owner): Promise<string> {
  const { aptitude } = ctx.services;
  const attempt = await aptitude.openAttempt("bigfive", owner);
  await aptitude.saveAnswers(attempt.id, owner, Object.fromEntries(bigFiveItems.map((i) => [i.id, 4])));
  const outcome = await aptitude.complete(attempt.id, owner);
  if (!outcome?.ok) throw new Error("attempt not completed");
  return outcome.id;
}

async function memberIdOf(ctx: TestContext, session: Session): Promise<number> {
  const [row] = await ctx.database.db.select({ id: members.id }).from(members).where(eq(members.loginId, session.loginId));
  if (!row) throw new Error("member missing");
  return row.id;
}

/** GET /eduFair/testPdf through its route loader: the Response it answers or throws. */
async function downloadPdf(ctx: TestContext, id: string, headers: Record<string, string> = {}): Promise<Response> {
  const context = routeContext(ctx.services);
  const request = new Request(`http://localhost/eduFair/testPdf?id=${id}`, { headers });
  try {
    return await loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
  } catch (thrown) {
    // React Router's data(): a status and the message shown on the error page.
    const { init, data } = thrown as { init: { status: number }; data: string };
    return new Response(data, { status: init.status });
  }
}

describeWithDatabases("aptitude result PDF", (ctx) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("gives a member's result PDF to that member only: 404 for another member and without a session", async () => {
    const owner = await registerAndLogin(ctx());
    const id = await completedAttempt(ctx(), { memberId: await memberIdOf(ctx(), owner) });
    const own = await downloadPdf(ctx(), id, owner.headers);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const other = await registerAndLogin(ctx());
    const refused = await downloadPdf(ctx(), id, other.headers);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe("요청한 검사 결과를 찾을 수 없습니다.");
    expect((await downloadPdf(ctx(), id)).status).toBe(404);
    expect((await downloadPdf(ctx(), id, { cookie: `${VISITOR_COOKIE}=${VISITOR_TOKEN}` })).status).toBe(404);
  });

  it("gives a visitor's result PDF to the visitor cookie that owns the attempt only", async () => {
    const id = await completedAttempt(ctx(), { visitorToken: VISITOR_TOKEN });
    const own = await downloadPdf(ctx(), id, { cookie: `${VISITOR_COOKIE}=${VISITOR_TOKEN}` });
    expect(own.status).toBe(200);
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await downloadPdf(ctx(), id, { cookie: `${VISITOR_COOKIE}=${"w".repeat(22)}` })).status).toBe(404);
    expect((await downloadPdf(ctx(), id)).status).toBe(404);
    const member = await registerAndLogin(ctx());
    expect((await downloadPdf(ctx(), id, member.headers)).status).toBe(404);
  });

  it("renders in a worker thread: /healthz answers while two PDFs render, and pdfkit never runs on the main thread", async () => {
    const token = "h".repeat(22);
    const id = await completedAttempt(ctx(), { visitorToken: token });
    // Started once, so the worker's start-up is not what the ordering below measures.
    await downloadPdf(ctx(), id, { cookie: `${VISITOR_COOKIE}=${token}` });
    const onMainThread = vi.spyOn(PDFDocument.prototype, "end");
    const finished: string[] = [];
    const pdfs = [1, 2].map((n) =>
      downloadPdf(ctx(), id, { cookie: `${VISITOR_COOKIE}=${token}` }).then(async (res) => {
        finished.push(`pdf${n}`);
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    const health = await ctx().request("/healthz");
    finished.push("healthz");
    expect(health.status).toBe(200);
    for (const pdf of await Promise.all(pdfs)) expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(finished[0]).toBe("healthz");
    expect(onMainThread).not.toHaveBeenCalled();
  });
});
