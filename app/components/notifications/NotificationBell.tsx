import { Link } from "react-router";
import { useMemberOverlay } from "../../lib/member-overlay";

/** Bell linking to the notification center, with the unread count from the member overlay. */
export function NotificationBell({ className = "" }: { className?: string }) {
  const overlay = useMemberOverlay();
  if (!overlay.ready || !overlay.loggedIn) return null;
  const unread = overlay.unreadCount;
  return (
    <Link
      to="/mypage/notifications"
      className={`relative inline-flex items-center rounded-full p-2 text-slate-700 hover:bg-slate-100 ${className}`}
      aria-label={unread > 0 ? `알림 ${unread}개 읽지 않음` : "알림"}
      data-testid="notification-bell"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2}>
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}
