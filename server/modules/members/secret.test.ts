import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTH_SECRET_FILE, loadAuthSecret } from "./secret.server";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "jn-secret-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const text = (key: Uint8Array) => new TextDecoder().decode(key);

describe("loadAuthSecret", () => {
  it("uses AUTH_SECRET when configured and writes no file", () => {
    const secret = "s".repeat(40);
    expect(text(loadAuthSecret({ AUTH_SECRET: secret, dataDir }))).toBe(secret);
    expect(() => statSync(path.join(dataDir, AUTH_SECRET_FILE))).toThrow();
  });

  it("otherwise creates a random secret under DATA_DIR, readable by its owner only, and keeps it", () => {
    const nested = path.join(dataDir, "new");
    const first = text(loadAuthSecret({ AUTH_SECRET: undefined, dataDir: nested }));
    const file = path.join(nested, AUTH_SECRET_FILE);
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(text(loadAuthSecret({ AUTH_SECRET: undefined, dataDir: nested }))).toBe(first);
  });

  it("refuses a secret file other users can read, and one too short to be a secret", () => {
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    writeFileSync(file, "x".repeat(48), { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(() => loadAuthSecret({ AUTH_SECRET: undefined, dataDir })).toThrow(/chmod 600/);
    chmodSync(file, 0o600);
    writeFileSync(file, "short");
    expect(() => loadAuthSecret({ AUTH_SECRET: undefined, dataDir })).toThrow(/at least 32/);
  });
});
