import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { serverURL } from "./browser";

/** Every back-office page path (`/adm`, `/adm/notices`, `/adm/content/lecture` …), read from the route list. */
function adminPaths(): string[] {
  const admin = routes.find((r) => r.path === "adm");
  const children = admin?.children ?? [];
  return ["/adm", ...children.flatMap((c) => (c.path ? [`/adm/${c.path.replace(":type", "lecture")}`] : []))];
}

/**
 * Issue 57's HIGH finding, against the production server process: anonymous POSTs to the back office
 * (answered 302 to the login page, `.data` 202) used to mark every stored page stale and re-render the
 * site. Now they change nothing: the stored pages keep being served as stored, with the same bytes.
 */
describe("anonymous POSTs to the back office leave the page store alone", () => {
  const baseURL = serverURL();
  // License pages no other e2e file of this server writes to (/jnLics lists what other files change).
  const pages = ["/jnLics/licenseInfo?ld_id=0432", "/jnLics/licenseInfo?ld_id=2140"];

  it("every /adm route, as a document and as .data, three times: the stored pages answer from the store with their etag", async () => {
    const etags = new Map<string, string | null>();
    for (const page of pages) {
      expect((await fetch(`${baseURL}${page}`)).status, page).toBe(200);
      const stored = await fetch(`${baseURL}${page}`);
      expect(["hit", "stored"], page).toContain(stored.headers.get("x-cache"));
      etags.set(page, stored.headers.get("etag"));
    }

    const paths = adminPaths();
    expect(paths.length).toBeGreaterThan(15);
    const statuses = new Set<number>();
    /** Routes without an action answer 405 (logged with a stack): asked once, not three times. */
    const actionless = new Set<string>();
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        for (const target of [path, `${path}.data`]) {
          if (actionless.has(target)) continue;
          const res = await fetch(`${baseURL}${target}`, {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL },
            body: "intent=save&title=x&x=1",
          });
          await res.arrayBuffer();
          statuses.add(res.status);
          if (res.status === 405) actionless.add(target);
          expect(res.status, target).toBeLessThan(500);
        }
      }
    }
    // Answered as the finding saw it: redirects to the login page (302) and their .data form (202).
    expect(statuses).toContain(302);

    for (const page of pages) {
      const after = await fetch(`${baseURL}${page}`);
      expect(after.status, page).toBe(200);
      expect(["hit", "stored"], page).toContain(after.headers.get("x-cache"));
      expect(after.headers.get("etag"), page).toBe(etags.get(page));
    }
  });
});
