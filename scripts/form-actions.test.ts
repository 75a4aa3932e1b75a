import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { formActionProblems, type ModuleReader } from "./form-actions";

const fixture = (name: string) => readFileSync(new URL(`fixtures/form-actions/${name}.tsx.txt`, import.meta.url), "utf8");

/** The helper modules the fixtures import, as the route checker would read them. */
const modules: Record<string, string> = {
  "../../lib/admin.server": "export async function adminForm(request) { return { formData: await request.formData() }; }",
  "../../lib/schedule-form.server":
    "export async function changeSchedule(formData) { const submission = parseForm(formData, schema); }",
  "../../lib/member.server": "export async function requireMember() {}",
};
const read: ModuleReader = (_from, specifier) => modules[specifier];

describe("formActionProblems", () => {
  it("refuses an admin action that maps zod issues by hand", () => {
    expect(formActionProblems("app/routes/adm/faq.tsx", fixture("hand-mapped"), read)).toEqual([
      "app/routes/adm/faq.tsx: the action reads a form without Conform; parse it with parseForm() (app/lib/forms.ts)",
      "app/routes/adm/faq.tsx: the action maps zod errors by hand (safeParse/issues); use parseForm() and submission.reply()",
    ]);
  });

  it("refuses an action whose local helper checks the form's fields by hand", () => {
    expect(formActionProblems("app/routes/member/leave.tsx", fixture("unparsed"), read)).toEqual([
      "app/routes/member/leave.tsx: the action reads a form without Conform; parse it with parseForm() (app/lib/forms.ts)",
    ]);
  });

  it("reads an action wrapped in withRouteErrors like a plain one", () => {
    const wrapped = [
      "export const action = withRouteErrors(async ({ request }) => {",
      "  const form = await request.formData();",
      "  const parsed = schema.safeParse(Object.fromEntries(form));",
      "  return parsed;",
      "});",
    ].join("\n");
    expect(formActionProblems("app/routes/adm/fair.tsx", wrapped, read)).toEqual([
      "app/routes/adm/fair.tsx: the action reads a form without Conform; parse it with parseForm() (app/lib/forms.ts)",
      "app/routes/adm/fair.tsx: the action maps zod errors by hand (safeParse/issues); use parseForm() and submission.reply()",
    ]);
  });

  it("accepts an action that parses with parseForm in a helper of its own module", () => {
    expect(formActionProblems("app/routes/adm/faq.tsx", fixture("conform"), read)).toEqual([]);
  });

  it("accepts an action that hands the form to an imported helper parsing it with Conform", () => {
    expect(formActionProblems("app/routes/mypage/mySchedule.tsx", fixture("delegated"), read)).toEqual([]);
  });

  it("does not count the kit's own parseWithZod as the action's parsing", () => {
    const kitOnly = fixture("hand-mapped")
      .replace('import { adminForm } from "../../lib/admin.server";', '$&\nimport { refusedForm } from "../../lib/forms";')
      .replace(/return \{ ok: false, message: .*$/m, "return refusedForm(parsed);");
    expect(kitOnly).toContain("return refusedForm(parsed);");
    const reader: ModuleReader = (from, specifier) =>
      specifier === "../../lib/forms"
        ? "export const parseForm = (f, s) => parseWithZod(f, { schema: s });"
        : read(from, specifier);
    expect(formActionProblems("app/routes/adm/faq.tsx", kitOnly, reader)).toHaveLength(2);
  });

  it("ignores a module without an action", () => {
    expect(formActionProblems("app/routes/home.tsx", "export async function loader() { return { ok: true }; }", read)).toEqual(
      [],
    );
  });
});
