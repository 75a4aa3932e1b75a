import { data } from "react-router";
import { formatDate, todayInSeoul } from "../../shared/dates";

/** Which board family a page address belongs to: /jnTalk…, /jnLics/licenseQna…, or the community (/jnComm…). */
export function areaOfPath(pathname: string): "talk" | "qna" | "community" {
  if (pathname.startsWith("/jnTalk")) return "talk";
  if (pathname.startsWith("/jnLics/licenseQna")) return "qna";
  return "community";
}

/** The fixed board of the talk and Q&A pages. */
export const AREA_BOARD = { talk: "talk", qna: "qna" } as const;

/**
 * The boards service throws API errors (`status` + Korean `message`); pages show 404s as the
 * error page and the rest as a message next to the form.
 */
export function serviceFailure(error: unknown): { status: number; message: string } {
  if (error instanceof Error && "status" in error && typeof error.status === "number") {
    if (error.status === 404) throw data(error.message, { status: 404 });
    return { status: error.status, message: error.message };
  }
  throw error;
}

/** A post's timestamp as the Korean calendar day ("2026.03.14"). */
export function postDate(iso: string): string {
  return formatDate(todayInSeoul(new Date(iso)));
}
