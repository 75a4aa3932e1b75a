import { and, gte, lte, or } from "drizzle-orm";
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
  return (await continuousWindowsIn(db, today, "9999-12-31")).slice(0, limit);
}

/** Registration windows of 상시 기능사 rounds that overlap `start`…`end` (the calendar's months). */
export async function continuousWindowsIn(db: Db, start: string, end: string): Promise<ContinuousWindow[]> {
  const rows = await db
    .select()
    .from(continuousExamRounds)
    .where(
      or(
        and(gte(continuousExamRounds.writtenRegEndsOn, start), lte(continuousExamRounds.writtenRegStartsOn, end)),
        and(gte(continuousExamRounds.practicalRegEndsOn, start), lte(continuousExamRounds.practicalRegStartsOn, end)),
      ),
    );
  const overlaps = (from: string, to: string | null) => (to ?? from) >= start && from <= end;
  const windows: ContinuousWindow[] = [];
  for (const r of rows) {
    const base = { year: r.year, roundName: r.roundName, asOf: r.asOf };
    if (r.writtenRegStartsOn && overlaps(r.writtenRegStartsOn, r.writtenRegEndsOn)) {
      windows.push({ ...base, stage: "written", startsOn: r.writtenRegStartsOn, endsOn: r.writtenRegEndsOn });
    }
    if (r.practicalRegStartsOn && overlaps(r.practicalRegStartsOn, r.practicalRegEndsOn)) {
      windows.push({ ...base, stage: "practical", startsOn: r.practicalRegStartsOn, endsOn: r.practicalRegEndsOn });
    }
  }
  return windows.sort((a, b) => a.startsOn.localeCompare(b.startsOn));
}
