import { describe, expect, it } from "vitest";
import { deviceClassOf } from "../../http/device";
import { DEVICE_USER_AGENT, pathsToPrerender, prerenderedDevices, storedPageKey, storedPath } from "./paths";

const path = (url: string) => storedPath(new URL(url, "http://localhost"));

describe("which URLs the page store keeps", () => {
  it("keeps the catalogue detail pages in the form the site links them", () => {
    expect(path("/jnLics/licenseInfo?ld_id=1320")).toBe("/jnLics/licenseInfo?ld_id=1320");
    expect(path("/jnLics/licenseInfo?ld_id=S001")).toBe("/jnLics/licenseInfo?ld_id=S001");
    expect(path("/jnJob/jobDicDt?jobdicSeq=5")).toBe("/jnJob/jobDicDt?jobdicSeq=5");
    expect(path("/jnJob/jobInfo?dJobCd=K000001224")).toBe("/jnJob/jobInfo?dJobCd=K000001224");
    expect(path("/jnCareer/majorInfoDt?id=569")).toBe("/jnCareer/majorInfoDt?id=569");
    expect(path("/jnLnPo")).toBe("/jnLnPo");
    expect(path("/jnJob/jobInfo")).toBe("/jnJob/jobInfo");
  });

  it("renders any other spelling per request, so one entity has one row per device", () => {
    for (const other of [
      "/jnLics/licenseInfo?ld_id=1320&utm_source=x",
      "/jnLics/licenseInfo?x=1&ld_id=1320",
      "/jnLics/licenseInfo?ld_id=%31320",
      "/jnLics/licenseInfo?ld_id=",
      "/jnJob/jobDicDt?jobdicSeq=05",
      "/jnCareer/majorInfoDt?id=-1",
      "/jnJob/jobInfo?page=2",
      "/jnLics",
      "/",
      "/jnComm/view?id=1",
    ])
      expect(path(other), other).toBeNull();
  });

  it("pre-renders the list pages and the canonical detail paths given, once each", () => {
    const paths = pathsToPrerender(["/jnLics/licenseInfo?ld_id=1320", "/jnLics/licenseInfo?ld_id=1320", "/jnComm/view?id=1"]);
    expect(paths).toEqual(["/jnLnPo", "/jnLnPo/publicList", "/jnJob/jobInfo", "/jnLics/licenseInfo?ld_id=1320"]);
  });

  it("renders each device class with a User-Agent the server classifies as that class", () => {
    for (const device of ["desktop", "mobile", "tablet"] as const) expect(deviceClassOf(DEVICE_USER_AGENT[device])).toBe(device);
  });

  it("keeps one row for every device of a job or major page, and one per device class of the others", () => {
    for (const shared of ["/jnJob/jobDicDt?jobdicSeq=5", "/jnJob/jobInfo?dJobCd=K000001224", "/jnCareer/majorInfoDt?id=569"]) {
      expect(prerenderedDevices(shared)).toEqual(["desktop"]);
      for (const device of ["desktop", "mobile", "tablet"] as const)
        expect(storedPageKey(device, shared)).toBe(`desktop|${shared}`);
    }
    for (const own of ["/jnLics/licenseInfo?ld_id=1320", "/jnLnPo/licenseInfo?ld_id=1320", "/jnJob/jobInfo", "/jnLnPo"]) {
      expect(prerenderedDevices(own)).toEqual(["desktop", "mobile"]);
      expect(storedPageKey("mobile", own)).toBe(`mobile|${own}`);
      expect(storedPageKey("tablet", own)).toBe(`tablet|${own}`);
    }
  });
});
