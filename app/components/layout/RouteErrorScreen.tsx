import { useEffect } from "react";
import { isRouteErrorResponse, useNavigate } from "react-router";
import { isChunkLoadError, reloadForChunkError } from "../../lib/chunk-reload";
import { statusOf } from "../../lib/errors";
import { ErrorScreen } from "./ErrorScreen";

/**
 * What a route's ErrorBoundary shows (decision 0075), the root's and each route group's alike:
 * 404 the spec's not-found screen, another 4xx the route error's Korean message, anything else the
 * generic screen (a bug's text never reaches the page). A chunk that failed to load reloads the page
 * once; a 400 from a loader during client navigation ends on /400, as page loads do (server/app.ts).
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const status = statusOf(error);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(window.sessionStorage, () => window.location.reload());
    else if (status === 400 && window.location.pathname !== "/400") navigate("/400", { replace: true });
  }, [error, status, navigate]);
  return <ErrorScreen status={status} detail={detailOf(error, status)} />;
}

function detailOf(error: unknown, status: number): string | undefined {
  if (status === 404 || status >= 500 || !isRouteErrorResponse(error)) return undefined;
  return typeof error.data === "string" && error.data ? error.data : undefined;
}
