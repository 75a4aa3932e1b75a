import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { continuousExamRounds } from "../../db/schema";
import { type ApiContinuousRound, SOURCE_API_CONTINUOUS } from "./qnet";

const DATE_FIELDS = [
  "writtenRegStartsOn",
  "writtenRegEndsOn",
  "writtenExamOn",
  "practicalRegStartsOn",
  "practicalRegEndsOn",
  "practicalExamStartsOn",
  "practicalExamEndsOn",
  "finalResultOn",
] as const;

/**
 * Upserts the 상시 기능사 rounds getCList returned (fresher than the snapshot's copy); rounds it did
 * not return stay. Returns the rounds added or changed.
 */
export async function applyContinuousRounds(db: Db, rounds: ApiContinuousRound[], asOf: string): Promise<number> {
  let changed = 0;
  await db.transaction(async (tx) => {
    for (const round of rounds) {
      const [current] = await tx
        .select()
        .from(continuousExamRounds)
        .where(and(eq(continuousExamRounds.year, round.year), eq(continuousExamRounds.roundName, round.roundName)));
      const row = { ...round, source: SOURCE_API_CONTINUOUS, asOf };
      if (!current) {
        await tx.insert(continuousExamRounds).values(row);
        changed++;
        continue;
      }
      const differs = DATE_FIELDS.some((f) => current[f] !== round[f]);
      await tx
        .update(continuousExamRounds)
        .set(differs ? row : { source: SOURCE_API_CONTINUOUS, asOf })
        .where(eq(continuousExamRounds.id, current.id));
      if (differs) changed++;
    }
  });
  return changed;
}
