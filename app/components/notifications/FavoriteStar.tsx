import { useState } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api-client";
import { useMemberOverlay } from "../../lib/member-overlay";

interface FavoriteStarProps {
  licenseId: string;
  licenseName: string;
  /** The star as the page knows it (the calendar's own list); the member overlay's favourites otherwise. */
  initial?: boolean;
  /** Called after the server accepted the change. */
  onChange?: (favorite: boolean) => void;
  compact?: boolean;
  /** A catalogue test (/jnLnPo) instead of a license: its own favourites endpoint and page. */
  test?: boolean;
}

/**
/**
 * Star toggle of a license (PUT/DELETE /v2/member/favorites/:ld_id) or a catalogue test
 * (/v2/member/test-favorites/:ld_id); visitors, and everyone until the member overlay arrived, get a
 * login link that brings them back (decision 0033).
 */
export function FavoriteStar({ licenseId, licenseName, initial, onChange, compact = false, test = false }: FavoriteStarProps) {
  const overlay = useMemberOverlay();
  const loggedIn = overlay.ready && overlay.loggedIn;
  // The member's own toggle wins over what the overlay said when the page was loaded (the same
  // instance may show another license after a navigation, so the toggle remembers its license).
  const [toggled, setToggled] = useState<{ licenseId: string; favorite: boolean } | null>(null);
  const favorite =
    (toggled?.licenseId === licenseId ? toggled.favorite : undefined) ??
    initial ??
    (!test && overlay.ready && overlay.favorites.includes(licenseId));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const size = compact ? "px-2 py-1 text-sm" : "px-3 py-1.5 text-sm";
  if (!loggedIn) {
    return (
      <Link
        to={`/member/login?url=${encodeURIComponent(`/${test ? "jnLnPo" : "jnLics"}/licenseInfo?ld_id=${licenseId}`)}`}
        className={`inline-flex items-center gap-1 rounded-full border border-slate-300 text-slate-600 hover:bg-slate-50 ${size}`}
        aria-label={`${licenseName} 즐겨찾기 (로그인 필요)`}
      >
        <span aria-hidden>☆</span>
        {compact ? null : "즐겨찾기"}
      </Link>
    );
  }
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    const next = !favorite;
    try {
      const path = `/v2/member/${test ? "test-favorites" : "favorites"}/${encodeURIComponent(licenseId)}`;
      await (next ? api.request(path, { method: "PUT" }) : api.delete(path));
      setToggled({ licenseId, favorite: next });
      onChange?.(next);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={favorite}
        aria-label={`${licenseName} 즐겨찾기`}
        data-testid={`favorite-${licenseId}`}
        className={`inline-flex items-center gap-1 rounded-full border ${size} ${
          favorite ? "border-amber-400 bg-amber-50 text-amber-700" : "border-slate-300 text-slate-600 hover:bg-slate-50"
        } disabled:opacity-60`}
      >
        <span aria-hidden className={favorite ? "text-amber-500" : ""}>
          {favorite ? "★" : "☆"}
        </span>
        {compact ? null : favorite ? "즐겨찾기됨" : "즐겨찾기"}
      </button>
      {failed && (
        <span role="alert" className="text-xs text-red-600">
          저장하지 못했습니다. 다시 시도해주세요.
        </span>
      )}
    </span>
  );
}
