import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config.server";

export const AUTH_SECRET_FILE = "auth-secret";

/**
 * The HMAC key for access tokens: AUTH_SECRET when configured, otherwise `$DATA_DIR/auth-secret`,
 * created once with mode 0600. Not in the database, where any SQL (a backup, a read-only role, an
 * injection) could read it and forge sessions.
 */
export function loadAuthSecret(config: Pick<Config, "AUTH_SECRET" | "dataDir">): Uint8Array {
  if (config.AUTH_SECRET) return new TextEncoder().encode(config.AUTH_SECRET);
  const file = path.join(config.dataDir, AUTH_SECRET_FILE);
  createOnce(file);
  const mode = statSync(file).mode & 0o777;
  if (mode & 0o077) {
    throw new Error(`${file} is readable by other users (mode ${mode.toString(8)}): run chmod 600 ${file}`);
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} must hold a secret of at least 32 characters`);
  return new TextEncoder().encode(secret);
}

/** Writes a fresh secret unless the file exists; the link makes it appear whole, even with a racing process. */
function createOnce(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${randomBytes(48).toString("base64url")}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
}
