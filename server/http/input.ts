import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BAD_CHARACTERS_MESSAGE, hasBadCharacters } from "../../shared/text";
import type { Logger } from "../logger";
import { MAX_POST_REQUEST_BYTES } from "../modules/boards/attachments.server";
import { badRequest, unauthorized } from "./errors";

/** Every request body but a board post's (docs/decisions/0029-input-limits.md). */
export const MAX_BODY_BYTES = 64 * 1024;

const TOO_LARGE_MESSAGE = "요청 본문이 너무 큽니다.";
export const MALFORMED_BODY_MESSAGE = "요청 본문 형식이 올바르지 않습니다.";
const FORM_ONLY_MESSAGE = "지원하지 않는 요청 형식입니다.";

const API_PATH = /^\/v[12](\/|$)/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
/** Where a board post with attachments is sent: the API and the three write pages (and their `.data` twins). */
const POST_UPLOAD_PATH = /^\/(v2\/board\/posts|jnComm\/write|jnTalk\/write|jnLics\/licenseQnaWrite)(\.data)?$/;
const MULTIPART = /^\s*multipart\/form-data\b/i;
/** Page actions that read no body: logging out ends the session whatever the post carries (the CSRF check still applies). */
const BODYLESS_ACTION = /^\/bbs\/logout\.php(\.data)?$/;
const PERCENT_ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

/**
 * Where a parsed body (JSON, form fields, file names, keys) holds a NUL byte or a lone surrogate:
 * "data.0.title", "_" for the root, or null. Iterative, as a 64 KB JSON body can nest 30,000 deep.
 */
export function badTextPath(value: unknown): string | null {
  const stack: Node[] = [{ value, key: "", parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value: current } = node;
    const text = typeof current === "string" ? current : current instanceof File ? current.name : null;
    if (text !== null) {
      if (hasBadCharacters(text)) return pathOf(node);
    } else if (current && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        if (hasBadCharacters(key)) return pathOf(node);
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.unshift(n.key);
  return keys.join(".") || "_";
}

/**
 * True when a URL's percent escapes do not decode to UTF-8 text without NUL: `%00`, encoded
 * surrogates (`%ED%A0%80`) and other invalid UTF-8. A stray `%` that escapes nothing is left alone.
 */
export function urlHasBadCharacters(url: string): boolean {
  for (const run of url.match(PERCENT_ESCAPES) ?? []) {
    try {
      if (hasBadCharacters(decodeURIComponent(run))) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/** Why a page's form post cannot reach its action (every action reads `request.formData()`), or null. */
async function pageFormProblem(request: Request): Promise<string | null> {
  if (!FORM_TYPE.test(request.headers.get("content-type") ?? "")) return FORM_ONLY_MESSAGE;
  // A copy: React Router's action reads the original.
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (!form) return MALFORMED_BODY_MESSAGE;
  return badTextPath([...form]) === null ? null : BAD_CHARACTERS_MESSAGE;
}

/** APIs answer in the error shape (via app.onError); pages end on /400 as other bad requests do. */
function rejecter(logger: Logger) {
  return (c: Context, message: string): Response => {
    if (API_PATH.test(c.req.path)) throw badRequest(message);
    logger.warn({ reqId: c.get("requestId"), path: c.req.path }, message);
    // A client-side submission (`.data`) gets a plain 400: the root error boundary navigates to /400.
    return c.req.path.endsWith(".data") ? c.text(message, 400) : c.redirect("/400", 303);
  };
}

/** A multipart post to a route that accepts attachments (up to MAX_POST_REQUEST_BYTES). */
const isUpload = (c: Context) => POST_UPLOAD_PATH.test(c.req.path) && MULTIPART.test(c.req.header("content-type") ?? "");

/**
 * Bad input stops here, before any handler: URLs with NUL or invalid UTF-8, bodies over the limit
 * (counted while streaming, so a chunked body without Content-Length is cut off too) and page form
 * posts that are malformed or carry NUL / lone surrogates. API bodies are checked by `readBody`.
 * An upload's body is not read here: `uploadGuard` first makes sure a member sends it.
 */
export function inputGuard(logger: Logger): MiddlewareHandler {
  const reject = rejecter(logger);
  const defaultLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => reject(c, TOO_LARGE_MESSAGE) });

  return async (c, next) => {
    if (urlHasBadCharacters(c.req.url)) return reject(c, BAD_CHARACTERS_MESSAGE);
    // No body to limit; and asking for one would turn the server's lightweight request into a full one.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // Only a multipart post can carry files; JSON and urlencoded posts keep the 64 KB limit.
    if (isUpload(c)) return next();
    return defaultLimit(c, async () => {
      const isPageWrite = !API_PATH.test(c.req.path) && !SAFE_METHODS.has(c.req.method) && !BODYLESS_ACTION.test(c.req.path);
      const problem = isPageWrite ? await pageFormProblem(c.req.raw) : null;
      if (problem) c.res = reject(c, problem);
      else await next();
    });
  };
}

export const UPLOAD_LOGIN_MESSAGE = "로그인한 회원만 파일을 올릴 수 있습니다.";

/**
 * The checks `inputGuard` leaves out for uploads, once a member is known (decision 0039). Mounted
 * after the session middleware (which may have renewed an expired access token): a visitor's
 * upload is refused before a byte of its body is read (401 for APIs and `.data` submissions, the
 * login page for a plain form post); a member's gets the MAX_POST_REQUEST_BYTES limit and, on
 * pages, the form check.
 */
export function uploadGuard(logger: Logger, isMember: (request: Request) => Promise<boolean>): MiddlewareHandler {
  const reject = rejecter(logger);
  const postLimit = bodyLimit({ maxSize: MAX_POST_REQUEST_BYTES, onError: (c) => reject(c, TOO_LARGE_MESSAGE) });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || !isUpload(c)) return next();
    if (!(await isMember(c.req.raw))) {
      logger.warn({ reqId: c.get("requestId"), path: c.req.path }, "upload without a session refused");
      if (API_PATH.test(c.req.path)) throw unauthorized(UPLOAD_LOGIN_MESSAGE);
      if (c.req.path.endsWith(".data")) return c.text(UPLOAD_LOGIN_MESSAGE, 401);
      const url = new URL(c.req.url);
      return c.redirect(`/member/login?url=${encodeURIComponent(url.pathname + url.search)}`, 303);
    }
    return postLimit(c, async () => {
      const problem = API_PATH.test(c.req.path) ? null : await pageFormProblem(c.req.raw);
      if (problem) c.res = reject(c, problem);
      else await next();
    });
  };
}
