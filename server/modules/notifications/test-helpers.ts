import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { examPhases, examRounds, members } from "../../db/schema";

/** Inserts a round of 정보처리기사 (1320) in a far-future year with its own phases; returns nothing. */
export async function insertTestRound(db: Db, source: string) {
  const [round] = await db
    .insert(examRounds)
    .values({ licenseId: "1320", year: 2031, roundName: "정기 기사 1회", source })
    .returning({ id: examRounds.id });
  if (!round) throw new Error("round not inserted");
  await db.insert(examPhases).values([
    { roundId: round.id, stage: "written", kind: "registration", startsOn: "2031-03-10", endsOn: "2031-03-13" },
    { roundId: round.id, stage: "written", kind: "exam", startsOn: "2031-04-05", endsOn: null },
  ]);
}

export async function memberIdOf(db: Db, loginId: string): Promise<number> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId));
  if (!row) throw new Error(`no member ${loginId}`);
  return row.id;
}
