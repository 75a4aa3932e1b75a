import { Hono } from "hono";
import { ACCESS_TOKEN_COOKIE, readCookie } from "../../../shared/cookies";
import type { MemberOverlay } from "../../../shared/member-overlay";
import type { ApiEnv } from "../index";

const VISITOR: MemberOverlay = { loggedIn: false, nickname: null, isAdmin: false, unreadCount: 0, favorites: [], followed: [] };

/**
 * GET /v2/member/overlay: everything a shared page shows per visitor (header links, unread count,
 * stars), fetched by the browser after hydration, so the page's HTML is the same for everyone and
 * the shared cache can serve it to members too (decision 0033, "Member overlay").
 */
export function memberOverlayRouter() {
  const router = new Hono<ApiEnv>();

  router.get("/member/overlay", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const { members, notifications } = c.get("services");
    const member = await members.currentMember(c.req.raw);
    if (!member) {
      // Login flag (spec section 2): the cookie exists AND the server says logged in; otherwise the cookie goes.
      if (readCookie(c.req.header("cookie"), ACCESS_TOKEN_COOKIE) !== undefined)
        c.header("Set-Cookie", `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`, { append: true });
      return c.json({ data: VISITOR });
    }
    const overlay: MemberOverlay = {
      loggedIn: true,
      nickname: member.nickname ?? member.name,
      isAdmin: member.isAdmin,
      ...(await notifications.marks(member.id)),
    };
    return c.json({ data: overlay });
  });

  return router;
}
