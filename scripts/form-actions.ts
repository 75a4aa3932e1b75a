// The form rule of `npm run lint` (decision 0074): a route action that reads a form parses it with
// Conform (`parseForm` from app/lib/forms.ts, or `parseWithZod`) and never maps zod issues by hand.

/**
 * Route modules whose action reads a form but has nothing for a schema to check, with the reason.
 * A listed module that no longer needs its entry is reported too, so the list stays true.
 */
export const FORM_ACTION_EXCEPTIONS: Record<string, string> = {
  "app/routes/member/unsubscribe.tsx": "one signed token from the e-mail link, verified by the service",
  "app/routes/member/verifyEmail.tsx": "one signed token from the e-mail link, verified by the service",
  "app/routes/member/confirm.tsx": "one password, checked (and rate-limited) by members.confirmPassword",
  "app/routes/member/socialLink.tsx": "one password, checked (and rate-limited) by the social-login service",
  "app/routes/eduFair/jobTestStart.tsx": "questionnaire submit: answers are saved one by one; only the attempt id is sent",
  "app/routes/eduFair/jprsTest.tsx": "questionnaire submit: answers are saved one by one; only the attempt id is sent",
  "app/routes/metaverse/test.tsx": "questionnaire submit: answers are saved one by one; only the attempt id is sent",
  "app/routes/eduTech/step2.tsx": "questionnaire submit: answers are saved one by one; only the attempt id is sent",
  "app/routes/adm/moderation.tsx": "row buttons: intent, target type and id, checked against fixed lists",
  "app/routes/adm/reports.tsx": "a row button: the id of the report to resolve",
  "app/routes/adm/tests.tsx":
    "the language-test catalogue service validates a row with the schema its CSV import uses and answers field messages",
};

/** Reads the text of a module imported by a relative specifier, from the importing file. */
export type ModuleReader = (fromFile: string, specifier: string) => string | undefined;

/** The kit's own module defines `parseForm` with `parseWithZod`; following it would prove nothing. */
const KIT_MODULE = /(^|\/)lib\/forms$/;
const READS_FORM = /\.formData\(\)|\badminForm\(/;
const PARSES = /\bparseForm\(|\bparseWithZod\(/;
const HAND_MAPPED = /\.safeParse\(|\.error\.issues\b|\.flatten\(\)/;

/**
 * Each top-level function or arrow constant of a module, with its text up to the next top-level line;
 * an arrow wrapped in one call (`export const action = withRouteErrors(async (…) => …)`) counts too.
 */
function topLevelFunctions(source: string): Map<string, string> {
  const lines = source.split("\n");
  const found = new Map<string, string>();
  const head = /^(?:export\s+)?(?:async\s+)?function\s+(\w+)|^(?:export\s+)?const\s+(\w+)\s*=\s*(?:\w+\()?(?:async\s*)?\(/;
  for (let i = 0; i < lines.length; i++) {
    const match = head.exec(lines[i] ?? "");
    const name = match?.[1] ?? match?.[2];
    if (!name) continue;
    let end = i + 1;
    while (end < lines.length && !/^[^\s})\]]/.test(lines[end] ?? "")) end++;
    found.set(name, lines.slice(i, end).join("\n"));
  }
  return found;
}

/** Names imported from relative modules, with their specifier. */
function relativeImports(source: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const match of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+"(\.[^"]+)"/g)) {
    const [, names = "", specifier = ""] = match;
    for (const part of names.split(",")) {
      const name = part
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) imports.set(name, specifier);
    }
  }
  return imports;
}

/**
 * What is wrong with one route module's action: it reads a form (directly, through `adminForm` or
 * a helper it calls) without parsing it with Conform, or maps zod issues by hand. Read: the
 * action, the module's functions it calls and the relative modules of the helpers it calls.
 */
export function formActionProblems(file: string, source: string, read: ModuleReader): string[] {
  const functions = topLevelFunctions(source);
  const action = functions.get("action");
  if (!action) return [];
  const imports = relativeImports(source);
  const seen = new Set(["action"]);
  const queue = [action];
  const texts: string[] = [];
  const helpers: string[] = [];
  const followed = new Set<string>();
  while (queue.length > 0) {
    const text = queue.pop() as string;
    texts.push(text);
    for (const [, name = ""] of text.matchAll(/\b(\w+)\(/g)) {
      const local = functions.get(name);
      if (local !== undefined && !seen.has(name)) {
        seen.add(name);
        queue.push(local);
      }
      const specifier = imports.get(name);
      if (specifier && !KIT_MODULE.test(specifier) && !followed.has(specifier)) {
        followed.add(specifier);
        const helper = read(file, specifier);
        if (helper !== undefined) helpers.push(helper);
      }
    }
  }
  const own = texts.join("\n");
  const reached = [own, ...helpers].join("\n");
  const problems: string[] = [];
  if (READS_FORM.test(reached) && !PARSES.test(reached)) {
    problems.push(`${file}: the action reads a form without Conform; parse it with parseForm() (app/lib/forms.ts)`);
  }
  // Helpers may parse URL queries (parseQuery); only the route module's own code is held to this.
  if (HAND_MAPPED.test(own)) {
    problems.push(`${file}: the action maps zod errors by hand (safeParse/issues); use parseForm() and submission.reply()`);
  }
  return problems;
}
