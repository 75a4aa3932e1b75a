import { data } from "react-router";
import { ErrorScreen } from "../components/layout/ErrorScreen";

/** Where the API client sends the user after any HTTP 400 answer. */
export const handle = { layout: "empty" };

export function loader() {
  return data(null, { status: 400 });
}

export function meta() {
  return [{ title: "400 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export default function BadRequest() {
  return <ErrorScreen status={400} />;
}
