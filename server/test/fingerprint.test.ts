import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fingerprint } from "./global-setup";

const root = mkdtempSync(path.join(tmpdir(), "jn-fingerprint-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A data folder with two files, as the snapshot has (names and bytes matter, not where it lies). */
function dataFolder(name: string): string {
  const dir = path.join(root, name, "data");
  mkdirSync(path.join(dir, "qnet"), { recursive: true });
  writeFileSync(path.join(dir, "SOURCES.md"), "# sources\n");
  writeFileSync(path.join(dir, "qnet", "licenses.csv"), "jmcd,jmfldnm\n1320,정보처리기사\n");
  return dir;
}

describe("the seeded database's fingerprint", () => {
  it("is the same for a copy of the data in another folder with other modification times", () => {
    const first = dataFolder("clone-a");
    const copy = path.join(root, "elsewhere", "shared", "data");
    cpSync(first, copy, { recursive: true });
    utimesSync(path.join(copy, "SOURCES.md"), new Date(0), new Date(0));
    expect(fingerprint(copy)).toBe(fingerprint(first));
  });

  it("changes with the data's bytes and with a file's name", () => {
    const base = fingerprint(dataFolder("base"));
    const edited = dataFolder("edited");
    writeFileSync(path.join(edited, "qnet", "licenses.csv"), "jmcd,jmfldnm\n1320,정보처리산업기사\n");
    const renamed = dataFolder("renamed");
    cpSync(path.join(renamed, "SOURCES.md"), path.join(renamed, "README.md"));
    rmSync(path.join(renamed, "SOURCES.md"));
    expect(fingerprint(edited)).not.toBe(base);
    expect(fingerprint(renamed)).not.toBe(base);
  });
});
