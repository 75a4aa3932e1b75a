import { requireAdmin } from "../../lib/admin.server";
import { registrationFilterOf } from "../../lib/fair-filter";
import type { Route } from "./+types/fairExport";

/** The fair registrations the list's filter shows, as a CSV download (UTF-8 with BOM for Excel). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const filter = registrationFilterOf(request);
  const csv = await context.services.fairAdmin.registrationsCsv(actor, filter);
  const day = context.services.clock.today().replaceAll("-", "");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="edu-fair-registrations-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`교육박람회_참가신청_${day}.csv`)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
