import { redirect } from "react-router";

/** Legacy /jnRcmd/jprsStep1.php (the spec opens it in a new tab): the personality test's start page. */
export const loader = () => redirect("/eduFair/jprsStart", 301);
