/**
 * What a shared page shows per visitor, answered by GET /v2/member/overlay after hydration
 * (decision 0033, "Member overlay"). The page's own HTML is the same for every visitor.
 */
export interface MemberOverlay {
  loggedIn: boolean;
  /** Shown nowhere in the shared HTML: only the member's own overlay carries it. */
  nickname: string | null;
  isAdmin: boolean;
  /** Delivered, unread notifications (the header bell). */
  unreadCount: number;
  /** Starred licenses (the ☆/★ toggles). */
  favorites: string[];
  /** Starred and wished licenses: the calendar's "관심 자격증". */
  followed: string[];
}

export const MEMBER_OVERLAY_PATH = "/v2/member/overlay";
