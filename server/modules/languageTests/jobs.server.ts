import { eq, inArray } from "drizzle-orm";
import { mentionsTest } from "../../../shared/test-catalogue";
import type { Db } from "../../db/client.server";
import { careerJobs, testCatalogue } from "../../db/schema";

export interface JobNamedTest {
  id: string;
  name: string;
  kind: string;
  /** The jobs whose text names the test. */
  jobs: string[];
}

/**
 * Catalogue tests that the given jobs' own text names (e.g. 항공교통관제사's 준비과정 names TOEIC):
 * a test shows in the recommendations only when a desired job's source text mentions it.
 */
export async function testsNamedByJobs(db: Db, jobIds: number[]): Promise<JobNamedTest[]> {
  if (jobIds.length === 0) return [];
  const [jobs, tests] = await Promise.all([
    db.select().from(careerJobs).where(inArray(careerJobs.id, jobIds)),
    db.select().from(testCatalogue).where(eq(testCatalogue.hidden, false)).orderBy(testCatalogue.kind, testCatalogue.sortOrder),
  ]);
  const texts = jobs.map((j) => ({
    name: j.name,
    text: [j.name, j.similarNames, j.employmentPath, j.preparation, j.training].filter(Boolean).join("\n"),
  }));
  return tests
    .map((t) => ({ id: t.id, name: t.name, kind: t.kind, jobs: texts.filter((j) => mentionsTest(j.text, t)).map((j) => j.name) }))
    .filter((t) => t.jobs.length > 0);
}
