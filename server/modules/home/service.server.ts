import type { Db } from "../../db/client.server";
import { selectLicenseCount, selectPopularLicenses, selectUpcomingPhases } from "./queries.server";

const REGISTRATION_KINDS = ["registration", "vacancy_registration"];
const EXAM_KINDS = ["exam"];

export function createHomeService(db: Db) {
  async function load(today: string) {
    const [registrations, exams, popular, licenseCount] = await Promise.all([
      selectUpcomingPhases(db, REGISTRATION_KINDS, today, 6),
      selectUpcomingPhases(db, EXAM_KINDS, today, 6),
      selectPopularLicenses(db, 10),
      selectLicenseCount(db),
    ]);
    return { today, registrations, exams, popular, licenseCount };
  }

  return {
    /** Everything the home page shows, for the Korean calendar day `today` ("YYYY-MM-DD"). */
    homeData: load,
  };
}
