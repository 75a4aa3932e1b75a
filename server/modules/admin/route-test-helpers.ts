import { eq } from "drizzle-orm";
import { members } from "../../db/schema";
import { routeContext, type TestContext } from "../../test/databases";
import { registerAndLogin, type Session } from "../members/test-helpers";

/** What a route loader or action answered, or the status (and redirect target or message) it threw. */
export interface RouteOutcome<T> {
  status: number;
  /** What the loader or action returned; undefined when it threw. */
  body?: T;
  message: string;
  location: string;
}

type RouteFn<T> = (args: {
  request: Request;
  context: ReturnType<typeof routeContext>;
  params: Record<string, string>;
}) => Promise<T>;

/** Calls a route module's loader or action the way React Router does, catching thrown responses. */
export async function callRoute<T>(
  ctx: TestContext,
  fn: (args: never) => Promise<T>,
  request: Request,
  params: Record<string, string> = {},
): Promise<RouteOutcome<T>> {
  try {
    const body = await (fn as unknown as RouteFn<T>)({ request, context: routeContext(ctx.services), params });
    return { status: 200, body, message: "", location: "" };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, message: "", location: thrown.headers.get("location") ?? "" };
    const { init, data } = thrown as { init: { status: number }; data: string };
    return { status: init.status, message: data, location: "" };
  }
}

/** A POST of `form` (urlencoded, or multipart when it holds a Blob) with the session's headers. */
export function postRequest(path: string, session: Session, form: Record<string, string | Blob>): Request {
  const hasFile = Object.values(form).some((v) => typeof v !== "string");
  let body: URLSearchParams | FormData;
  if (hasFile) {
    const data = new FormData();
    for (const [k, v] of Object.entries(form)) data.append(k, v);
    body = data;
  } else {
    body = new URLSearchParams(form as Record<string, string>);
  }
  return new Request(`http://localhost${path}`, { method: "POST", headers: session.headers, body });
}

/** A new member made admin, with the CSRF token the /adm forms carry for the session. */
export async function adminSession(
  ctx: TestContext,
): Promise<{ session: Session; csrf: string; actor: { id: number; loginId: string } }> {
  const session = await registerAndLogin(ctx);
  await ctx.database.db.update(members).set({ isAdmin: true }).where(eq(members.loginId, session.loginId));
  const member = await ctx.services.members.currentMember(new Request("http://localhost/adm", { headers: session.headers }));
  if (!member) throw new Error("session not recognised");
  return { session, csrf: ctx.services.admin.csrf.tokenFor(member.familyId), actor: { id: member.id, loginId: member.loginId } };
}
