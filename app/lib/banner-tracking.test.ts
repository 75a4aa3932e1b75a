import { describe, expect, it } from "vitest";
import { sendBannerEvent, TOP_POPUP_LOCATION } from "./banner-tracking";

describe("sendBannerEvent", () => {
  it("posts the spec's banner payload as a form body to the site's own endpoint", () => {
    const sent: Array<[string, string]> = [];
    const ok = sendBannerEvent(
      { ld_id: "1320", pageUrl: "/jnLics?x=1", targetUrl: "/jnRcmd", location: TOP_POPUP_LOCATION, device: "pc", event: "click" },
      (url, body) => {
        sent.push([url, body.toString()]);
        return true;
      },
    );
    expect(ok).toBe(true);
    expect(sent).toHaveLength(1);
    const [url, body] = sent[0] ?? ["", ""];
    expect(url).toBe("/v1/banner/track");
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      ld_id: "1320",
      pageUrl: "/jnLics?x=1",
      targetUrl: "/jnRcmd",
      location: "top_popup",
      device: "pc",
      event: "click",
    });
  });

  it("leaves out an absent ld_id", () => {
    let body = "";
    sendBannerEvent(
      { pageUrl: "/", targetUrl: "/jnRcmd", location: "top_popup", device: "mobile", event: "impression" },
      (_u, b) => {
        body = b.toString();
        return true;
      },
    );
    expect(new URLSearchParams(body).has("ld_id")).toBe(false);
  });
});
