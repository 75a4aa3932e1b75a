import { z } from "zod";
import { REGISTRATION_STATUS_KEYS } from "../../shared/fair";
import { pageParam } from "../../shared/paging";
import { parseQuery } from "../components/careers/routeQuery";

const query = z.object({
  page: pageParam,
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(REGISTRATION_STATUS_KEYS).optional().catch(undefined),
});

/** The registrations list's query (search word, status, page); the CSV export reads the same one. */
export function registrationFilterOf(request: Request) {
  return parseQuery(query, request);
}
