import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";
const EMAIL = "gildong@example.com";
const PHONE = "010-1234-5678";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("info", stream), output: () => lines.join("") };
}

/** A unique violation as the drivers raise it, wrapped by drizzle as in production. */
function failedInsert() {
  const driverError = Object.assign(new Error('duplicate key value violates unique constraint "members_email_unique"'), {
    code: "23505",
    constraint: "members_email_unique",
    detail: `Key (email)=(${EMAIL}) already exists.`,
    params: ["gildong", HASH, EMAIL, PHONE],
  });
  return new DrizzleQueryError(
    'insert into "members" ("login_id", "password_hash", "email", "phone") values ($1, $2, $3, $4)',
    ["gildong", HASH, EMAIL, `${PHONE}\nsecond line`],
    driverError,
  );
}

describe("logger", () => {
  it("logs a failed query with its SQL and error code but without parameters or detail", () => {
    const { logger, output } = capture();
    logger.error({ err: failedInsert(), reqId: "r1" }, "unhandled error");
    logger.error(new Error("wrapper", { cause: failedInsert() }));
    const text = output();
    for (const secret of [HASH, EMAIL, PHONE, "second line", "argon2id"]) expect(text).not.toContain(secret);
    const first = JSON.parse(text.split("\n")[0] as string);
    expect(first.err.message).toContain('insert into "members"');
    expect(first.err.message).toContain("duplicate key value");
    expect(first.err.stack).toContain("caused by");
    expect(first.err.query).toContain("values ($1, $2, $3, $4)");
    expect(first.err.params).toBeUndefined();
    expect(first.reqId).toBe("r1");
  });

  it("redacts passwords, tokens and cookies wherever a caller logs them", () => {
    const { logger, output } = capture();
    logger.warn({ mbPassword: "secret1234", body: { password: "pw", token: "t" }, req: { headers: { cookie: "a=b" } } }, "x");
    const line = JSON.parse(output());
    expect(line.mbPassword).toBe("[redacted]");
    expect(line.body).toEqual({ password: "[redacted]", token: "[redacted]" });
    expect(line.req.headers.cookie).toBe("[redacted]");
  });
});
