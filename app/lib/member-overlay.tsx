import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { MEMBER_OVERLAY_PATH, type MemberOverlay } from "../../shared/member-overlay";
import { useRootData } from "./root-data";

/** `ready: false` until the overlay arrived: the server render and the first paint show no member. */
export type MemberOverlayState = (MemberOverlay & { ready: true }) | { ready: false; loggedIn: false; isAdmin: false };

const PENDING: MemberOverlayState = { ready: false, loggedIn: false, isAdmin: false };
const OverlayContext = createContext<MemberOverlayState>(PENDING);

/**
 * Fetches the visitor's overlay (GET /v2/member/overlay) after hydration, again after every
 * navigation and after every revalidation of the root (actions: a login, a logout, a read
 * notification), so the shared HTML never carries a member's data (decision 0033).
 */
export function MemberOverlayProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<MemberOverlayState>(PENDING);
  const { key } = useLocation();
  const root = useRootData();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation or a root revalidation is the trigger
  useEffect(() => {
    const controller = new AbortController();
    fetch(MEMBER_OVERLAY_PATH, { headers: { accept: "application/json" }, signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: MemberOverlay }>) : null))
      .then((body) => {
        if (body) setState({ ...body.data, ready: true });
      })
      // Offline or superseded by the next navigation: the last known state stays.
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, root]);
  return <OverlayContext.Provider value={state}>{children}</OverlayContext.Provider>;
}

export function useMemberOverlay(): MemberOverlayState {
  return useContext(OverlayContext);
}

/**
 * Whether the header shows a member's links: the overlay's answer once it arrived, before that (the
 * server render, no JavaScript) whether the request carried a session cookie (root loader).
 */
export function useSignedIn(): boolean {
  const overlay = useMemberOverlay();
  const hinted = useRootData()?.signedIn === true;
  return overlay.ready ? overlay.loggedIn : hinted;
}
