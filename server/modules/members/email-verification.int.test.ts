import { randomBytes, randomInt } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loader as callbackLoader } from "../../../app/routes/member/socialCallback";
import { loader as startLoader } from "../../../app/routes/member/socialStart";
import { action as verifyAction, loader as verifyLoader } from "../../../app/routes/member/verifyEmail";
import { members } from "../../db/schema";
import { describeWithDatabases, routeContext } from "../../test/databases";
import { mockUsers, startOAuthMock } from "../../test/oauth-mock";
import { type Loader, memberOf, ORIGIN, routeContextWithSocial, socialFlow } from "./social-test-helpers";
import { cookiesOf, newClientAddress, newMember } from "./test-helpers";

/**
 * Issue 34, e-mail squatting: whoever signed up with `victim@…` first owned the address, so the
 * owner's Google login was sent to "계정 연결" for the squatter's account and the owner's own
 * sign-up got 409. Addresses are now verified through an e-mailed link (a real SMTP server here),
 * and an unverified one blocks and captures nobody.
 */
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});
let mock: Awaited<ReturnType<typeof startOAuthMock>>;
const { socialLogin } = socialFlow({ start: startLoader as unknown as Loader, callback: callbackLoader as unknown as Loader });

// Before the suite's services are built (describeWithDatabases reads the environment then).
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  mock = await startOAuthMock();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await mock.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describeWithDatabases("e-mail ownership (verification links over SMTP, provider logins)", (ctx) => {
  const victimAddress = () => `victim.${randomBytes(4).toString("hex")}@example.com`;

  async function signUp(email: string) {
    const member = newMember({ mbEmail: email });
    const res = await ctx().request("/v2/member/register", {
      method: "POST",
      headers: { "x-forwarded-for": newClientAddress() },
      json: member,
    });
    return { res, member };
  }

  /** The verification link of the newest mail to `to` (addresses compare case-insensitively). */
  function linkMailedTo(to: string): URL {
    const mails = received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text.toLowerCase() === to.toLowerCase());
    const mail = mails.at(-1);
    expect(mail?.subject).toBe("[자격나침반] 이메일 주소를 인증해주세요");
    const link = mail?.text?.match(/(http\S+\/member\/verifyEmail\?token=\S+)/)?.[1];
    if (!link) throw new Error(`no verification link mailed to ${to}`);
    return new URL(link);
  }

  /** Opens the link and presses "이메일 인증하기", as the page does. */
  async function openLink(link: URL) {
    const context = routeContext(ctx().services);
    const page = verifyLoader({ request: new Request(link), params: {}, context } as never);
    const body = new URLSearchParams({ token: page.token });
    const request = new Request(`${ORIGIN}/member/verifyEmail`, { method: "POST", body });
    return (await verifyAction({ request, params: {}, context } as never)).outcome;
  }

  const rowOf = async (loginId: string) =>
    (await ctx().database.db.select().from(members).where(eq(members.loginId, loginId)))[0];

  it("lets the owner sign up with an address a squatter registered unverified, and the owner's link takes it", async () => {
    const email = victimAddress();
    const squatter = await signUp(email);
    expect(squatter.res.status).toBe(201);
    const squattersLink = linkMailedTo(email);
    expect((await rowOf(squatter.member.mbId))?.emailVerifiedAt).toBeNull();

    const owner = await signUp(email.toUpperCase());
    expect(owner.res.status).toBe(201);
    expect(await openLink(linkMailedTo(email.toUpperCase()))).toBe("verified");
    expect((await rowOf(owner.member.mbId))?.emailVerifiedAt).toBeInstanceOf(Date);
    // The squatter keeps the account, not the address; its own (older) link no longer proves anything.
    expect((await rowOf(squatter.member.mbId))?.email).toBeNull();
    expect(await openLink(squattersLink)).toBe("invalid");

    // Now the address is the owner's: another sign-up with it is refused.
    const late = await signUp(email);
    expect(late.res.status).toBe(409);
    expect(await late.res.json()).toMatchObject({ fields: { mbEmail: "이미 사용 중인 이메일입니다." } });
  });

  it("refuses a forged or altered link", async () => {
    const email = victimAddress();
    expect((await signUp(email)).res.status).toBe(201);
    const link = linkMailedTo(email);
    const forged = new URL(link);
    forged.searchParams.set("token", `${link.searchParams.get("token")}x`);
    expect(await openLink(forged)).toBe("invalid");
    forged.searchParams.set("token", "not-a-token");
    expect(await openLink(forged)).toBe("invalid");
  });

  it("never sends the owner's Google login to a squatter's account: it gets its own account and the address", async () => {
    const context = routeContextWithSocial(ctx(), mock.url);
    const email = victimAddress();
    const squatter = await signUp(email);
    expect(squatter.res.status).toBe(201);

    const google = await socialLogin(context, mock.url, "google", mockUsers.google(`g-${randomInt(1, 2 ** 40)}`, email));
    expect(google.status).toBe(302);
    expect(google.headers.get("location")).toBe("/mypage");
    const created = await memberOf(ctx(), cookiesOf(google).accessToken as string);
    expect(created).toMatchObject({ socialLogin: true, email });
    expect(created?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await rowOf(squatter.member.mbId))?.email).toBeNull();

    // The same holds for Kakao's verified addresses.
    const other = victimAddress();
    await signUp(other);
    const kakao = await socialLogin(context, mock.url, "kakao", mockUsers.kakao(randomInt(1, 2 ** 40), other));
    expect(kakao.headers.get("location")).toBe("/mypage");
    expect(await memberOf(ctx(), cookiesOf(kakao).accessToken as string)).toMatchObject({ socialLogin: true, email: other });
  });

  it("offers to link a provider login only to a member who verified the address, and then only with its password", async () => {
    const context = routeContextWithSocial(ctx(), mock.url);
    const email = victimAddress();
    const owner = await signUp(email);
    expect(await openLink(linkMailedTo(email))).toBe("verified");

    const google = await socialLogin(context, mock.url, "google", mockUsers.google(`g-${randomInt(1, 2 ** 40)}`, email));
    expect(google.headers.get("location")).toBe("/member/social-link");
    expect(cookiesOf(google).accessToken).toBeUndefined();
    const ownerRow = await rowOf(owner.member.mbId);
    expect(ownerRow?.email).toBe(email);
  });
});
