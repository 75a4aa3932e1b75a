import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

import type { ApiErrorBody } from "../../shared/api";
import { AppError, BAD_REQUEST_MESSAGE, badRequest } from "../../shared/app-error";
import { BAD_CHARACTERS_MESSAGE } from "../../shared/text";

/** The portal's one error type (`shared/app-error.ts`) and its makers, for the API handlers. */
export { AppError, badRequest, forbidden, notFound, unauthorized } from "../../shared/app-error";

/**
 * SQLSTATEs of text PostgreSQL cannot store: 22021 (NUL or invalid UTF-8 in text), 22P05 (`\u0000`
 * in jsonb). Input checks reject such text first; this keeps any that slips past a 400.
 */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

/** The AppError an exception stands for: itself, a 400 for unstorable text (drizzle wraps the driver's error), or null. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  // A few levels: causes can form a circle.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (UNSTORABLE_TEXT.has(String((e as { code?: unknown }).code))) return badRequest(BAD_CHARACTERS_MESSAGE);
  }
  return null;
}

export function errorBody(status: number, message: string, fields?: Record<string, string>): ApiErrorBody {
  return fields ? { result: false, error: String(status), message, fields } : { result: false, error: String(status), message };
}

export function respondError(c: Context, error: AppError) {
  return c.json(errorBody(error.status, error.message, error.fields), error.status as ContentfulStatusCode);
}

/** Parses input with zod or throws a 400 AppError carrying the first message per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = parsed.error.issues[0]?.message;
  throw badRequest(first && /[가-힣]/.test(first) ? first : BAD_REQUEST_MESSAGE, fields);
}
