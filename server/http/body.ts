import type { Context } from "hono";
import { badRequest } from "./errors";

const MAX_BODY_BYTES = 64 * 1024;

/** Reads a JSON or form body (the legacy .php endpoints accept both); anything else is empty. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const length = Number(c.req.header("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) throw badRequest("요청 본문이 너무 큽니다.");
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const text = await c.req.text();
    if (text.length > MAX_BODY_BYTES) throw badRequest("요청 본문이 너무 큽니다.");
    if (text.trim() === "") return {};
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // fall through to the 400 below
    }
    throw badRequest("JSON 형식이 올바르지 않습니다.");
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  }
  return {};
}
