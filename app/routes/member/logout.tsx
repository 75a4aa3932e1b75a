import { redirect } from "react-router";
import type { Route } from "./+types/logout";

/** /bbs/logout.php: ends the session server-side, clears the cookies and goes home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { members } = context.services;
  await members.logout(request);
  throw redirect("/", { headers: members.signedOutHeaders(request) });
}
