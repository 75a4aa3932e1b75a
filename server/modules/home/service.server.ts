import type { Db } from "../../db/client.server";
import { selectLicenseCount, selectPopularLicenses, selectUpcomingPhases } from "./queries.server";

const REGISTRATION_KINDS = ["registration", "vacancy_registration"];
const EXAM_KINDS = ["exam"];
const RESULT_KINDS = ["result"];

/** The last day of the month of `today` ("2026-12-07" → "2026-12-31"). */
function monthEnd(today: string): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${today.slice(0, 7)}-${String(day).padStart(2, "0")}`;
}

export function createHomeService(db: Db) {
  async function load(today: string) {
    const [registrations, exams, results, popular, licenseCount] = await Promise.all([
      selectUpcomingPhases(db, REGISTRATION_KINDS, today, 6),
      selectUpcomingPhases(db, EXAM_KINDS, today, 6),
      // This month's 합격자 발표 days from today: what the home page shows when no window is open (December).
      selectUpcomingPhases(db, RESULT_KINDS, today, 6, monthEnd(today)),
      selectPopularLicenses(db, 10),
      selectLicenseCount(db),
    ]);
    return { today, registrations, exams, results, popular, licenseCount };
  }

  return {
    /** Everything the home page shows, for the Korean calendar day `today` ("YYYY-MM-DD"). */
    homeData: load,
  };
}
