import { randomInt } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loader as callbackLoader } from "../../../app/routes/member/socialCallback";
import { loader as startLoader } from "../../../app/routes/member/socialStart";
import { describeWithDatabases } from "../../test/databases";
import { mockUsers, startOAuthMock } from "../../test/oauth-mock";
import { PROVIDER_MAX_BYTES } from "./provider-http.server";
import { type Loader, routeContextWithSocial, socialFlow } from "./social-test-helpers";
import { cookiesOf } from "./test-helpers";

/**
 * Issue 34, social login: Google's token call had no timeout, a 200 MB userinfo body was read whole,
 * and the state cookie could be replayed. A hostile provider (it drips its token answer, or sends
 * an oversized profile) stands in where the OAuth mock cannot misbehave.
 */
let mock: Awaited<ReturnType<typeof startOAuthMock>>;
const { socialCallback, completeCallback } = socialFlow({
  start: startLoader as unknown as Loader,
  callback: callbackLoader as unknown as Loader,
});
let hostile: Server;
let hostileUrl = "";
let behaviour: "drip-token" | "huge-profile" = "drip-token";

beforeAll(async () => {
  mock = await startOAuthMock();
  hostile = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://provider");
    if (url.pathname === "/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", "code-1");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() }).end();
    } else if (url.pathname === "/token" && behaviour === "drip-token") {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"access_token":');
      const drip = setInterval(() => res.write(" "), 100);
      res.on("close", () => clearInterval(drip));
    } else if (url.pathname === "/token") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"access_token":"t","token_type":"Bearer"}');
    } else {
      // A valid Google profile padded far past the cap, sent without a length.
      const profile = {
        ...mockUsers.google(`g-${randomInt(1, 2 ** 40)}`, "huge@example.com"),
        padding: "x".repeat(4 * 1024 * 1024),
      };
      res.writeHead(200, { "content-type": "application/json", "transfer-encoding": "chunked" }).end(JSON.stringify(profile));
    }
  });
  await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hostile.closeAllConnections();
  await new Promise<void>((resolve) => hostile.close(() => resolve()));
  await mock.stop();
});

describeWithDatabases("social login under abuse", (ctx) => {
  it("gives up on a provider that drips its token answer, and signs nobody in", async () => {
    behaviour = "drip-token";
    const context = routeContextWithSocial(ctx(), hostileUrl, 500);
    const at = await socialCallback(context, hostileUrl, "google", mockUsers.google("g-drip", "drip@example.com"));
    const answer = await completeCallback(context, "google", at);
    expect(answer.headers.get("location")).toBe("/member/login?socialError=provider");
    expect(cookiesOf(answer).accessToken).toBeUndefined();
  });

  it("refuses a profile body over the cap instead of reading it", async () => {
    behaviour = "huge-profile";
    expect(4 * 1024 * 1024).toBeGreaterThan(PROVIDER_MAX_BYTES);
    const context = routeContextWithSocial(ctx(), hostileUrl);
    const at = await socialCallback(context, hostileUrl, "google", mockUsers.google("g-huge", "huge@example.com"));
    const answer = await completeCallback(context, "google", at);
    expect(answer.headers.get("location")).toBe("/member/login?socialError=provider");
    expect(cookiesOf(answer).accessToken).toBeUndefined();
  });

  it("accepts a state cookie once: a replayed callback is refused", async () => {
    const context = routeContextWithSocial(ctx(), mock.url);
    const at = await socialCallback(context, mock.url, "kakao", mockUsers.kakao(randomInt(1, 2 ** 40), null));
    const first = await completeCallback(context, "kakao", at);
    expect(first.headers.get("location")).toBe("/mypage");
    expect(cookiesOf(first).accessToken).toBeTruthy();

    const replayed = await completeCallback(context, "kakao", at);
    expect(replayed.headers.get("location")).toBe("/member/login?socialError=state");
    expect(cookiesOf(replayed).accessToken).toBeUndefined();
  });
});
