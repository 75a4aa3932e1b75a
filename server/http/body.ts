import type { Context } from "hono";
import { BAD_CHARACTERS_MESSAGE } from "../../shared/text";
import { badRequest } from "./errors";
import { badTextPath, MALFORMED_BODY_MESSAGE } from "./input";

/**
 * Reads a JSON or form body (the legacy .php endpoints accept both; multipart fields may be files);
 * anything else is empty. The size is capped while streaming by `inputGuard`. Malformed bodies and
 * text with NUL or lone surrogates (anywhere, keys too) are a 400.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  let body: Record<string, unknown> = {};
  if (type.includes("application/json")) {
    body = parseJsonObject(await c.req.text());
  } else if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    body = (await c.req.parseBody({ all: true }).catch(() => {
      throw badRequest(MALFORMED_BODY_MESSAGE);
    })) as Record<string, unknown>;
  }
  const bad = badTextPath(body);
  if (bad !== null) throw badRequest(BAD_CHARACTERS_MESSAGE, { [bad]: BAD_CHARACTERS_MESSAGE });
  return body;
}

function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest("JSON 형식이 올바르지 않습니다.");
}
