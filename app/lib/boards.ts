import { isAppError } from "../../shared/app-error";
import { routeError } from "./route-errors";

/** Which board family a page address belongs to: /jnTalk…, /jnLics/licenseQna…, or the community (/jnComm…). */
export function areaOfPath(pathname: string): "talk" | "qna" | "community" {
  if (pathname.startsWith("/jnTalk")) return "talk";
  if (pathname.startsWith("/jnLics/licenseQna")) return "qna";
  return "community";
}

/** The fixed board of the talk and Q&A pages. */
export const AREA_BOARD = { talk: "talk", qna: "qna" } as const;

/**
 * The boards service throws AppErrors (`status` + Korean `message`); pages show 404s as the
 * error page and the rest as a message next to the form.
 */
export function serviceFailure(error: unknown): { status: number; message: string } {
  if (!isAppError(error)) throw error;
  if (error.status === 404) throw routeError(error);
  return { status: error.status, message: error.message };
}
