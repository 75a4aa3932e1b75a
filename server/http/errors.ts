import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

import type { ApiErrorBody } from "../../shared/api";
import { BAD_CHARACTERS_MESSAGE } from "../../shared/text";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message = "요청 값이 올바르지 않습니다.", fields?: Record<string, string>) =>
  new ApiError(400, message, fields);
export const notFound = (message = "요청한 정보를 찾을 수 없습니다.") => new ApiError(404, message);
export const unauthorized = (message = "로그인이 필요합니다.") => new ApiError(401, message);
export const forbidden = (message = "권한이 없습니다.") => new ApiError(403, message);

/**
 * SQLSTATEs of text PostgreSQL cannot store: 22021 (NUL or invalid UTF-8 in text), 22P05 (`\u0000`
 * in jsonb). Input checks reject such text first; this keeps any that slips past a 400.
 */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

/** The ApiError an exception stands for: itself, a 400 for unstorable text (drizzle wraps the driver's error), or null. */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  // A few levels: causes can form a circle.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (UNSTORABLE_TEXT.has(String((e as { code?: unknown }).code))) return badRequest(BAD_CHARACTERS_MESSAGE);
  }
  return null;
}

export function errorBody(status: number, message: string, fields?: Record<string, string>): ApiErrorBody {
  return fields ? { result: false, error: String(status), message, fields } : { result: false, error: String(status), message };
}

export function respondError(c: Context, error: ApiError) {
  return c.json(errorBody(error.status, error.message, error.fields), error.status);
}

/** Parses input with zod or throws a 400 ApiError carrying the first message per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = parsed.error.issues[0]?.message;
  throw badRequest(first && /[가-힣]/.test(first) ? first : "요청 값이 올바르지 않습니다.", fields);
}
