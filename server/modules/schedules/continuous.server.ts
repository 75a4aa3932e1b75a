import { gte, or } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { continuousExamRounds } from "../../db/schema";

/** A registration window of a 상시 기능사 round (series-level: Q-Net does not list its items). */
export interface ContinuousWindow {
  year: number;
  roundName: string;
  stage: "written" | "practical";
  startsOn: string;
  endsOn: string | null;
  /** 기준일 of the source row. */
  asOf: string | null;
}

/** Registration windows of 상시 기능사 rounds still open on `today` or ahead, soonest first. */
export async function continuousWindows(db: Db, today: string, limit: number): Promise<ContinuousWindow[]> {
  const rows = await db
    .select()
    .from(continuousExamRounds)
    .where(or(gte(continuousExamRounds.writtenRegEndsOn, today), gte(continuousExamRounds.practicalRegEndsOn, today)));
  const windows: ContinuousWindow[] = [];
  for (const r of rows) {
    const base = { year: r.year, roundName: r.roundName, asOf: r.asOf };
    if (r.writtenRegStartsOn && (r.writtenRegEndsOn ?? r.writtenRegStartsOn) >= today) {
      windows.push({ ...base, stage: "written", startsOn: r.writtenRegStartsOn, endsOn: r.writtenRegEndsOn });
    }
    if (r.practicalRegStartsOn && (r.practicalRegEndsOn ?? r.practicalRegStartsOn) >= today) {
      windows.push({ ...base, stage: "practical", startsOn: r.practicalRegStartsOn, endsOn: r.practicalRegEndsOn });
    }
  }
  return windows.sort((a, b) => a.startsOn.localeCompare(b.startsOn)).slice(0, limit);
}
