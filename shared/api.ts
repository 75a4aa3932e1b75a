/**
 * The API's error shape, the same for every endpoint:
 * `{ result: false, error: "<status>", message: "<Korean text>", fields?: { name: message } }`.
 */
export interface ApiErrorBody {
  result: false;
  error: string;
  message: string;
  fields?: Record<string, string>;
}

/** True for a parsed JSON body in the API's error shape. */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string";
}
