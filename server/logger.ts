import pino from "pino";

export type Logger = pino.Logger;

/**
 * Error properties that carry request data: bound SQL parameters (argon2 hashes, e-mail, phone)
 * from drizzle and PGlite, and PostgreSQL's `detail` ("Key (mb_email)=(…) already exists").
 */
const PRIVATE_ERROR_FIELDS = new Set(["params", "queryOptions", "detail"]);
/** Secrets that must never reach a log line, wherever a caller puts them. */
const SECRET_PATHS = ["password", "mbPassword", "token", "accessToken", "refreshToken", "cookie", "authorization"].flatMap(
  (key) => [key, `*.${key}`, `*.headers.${key}`],
);

/**
 * pino's error serializer without the request's data: drizzle's message "Failed query: …\nparams: …"
 * keeps only the query (also inside `stack` and the messages of wrapping errors), and the private
 * fields are dropped at every level.
 */
function redactError(err: unknown): unknown {
  const replacements: Array<[string, string]> = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth++) {
    const at = e.message.indexOf("\nparams: ");
    if (at >= 0) replacements.push([e.message, e.message.slice(0, at)]);
  }
  const seen = new WeakSet<object>();
  const scrub = (value: unknown): unknown => {
    if (typeof value === "string") return replacements.reduce((text, [from, to]) => text.split(from).join(to), value);
    if (!value || typeof value !== "object" || seen.has(value)) return value;
    seen.add(value);
    if (Array.isArray(value)) return value.map(scrub);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !PRIVATE_ERROR_FIELDS.has(key))
        .map(([key, v]) => [key, scrub(v)]),
    );
  };
  return scrub(pino.stdSerializers.err(err as Error));
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "jagyeok-nachimban" },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: redactError },
      redact: { paths: SECRET_PATHS, censor: "[redacted]" },
    },
    destination,
  );
}
