import { type EducationLevel, type EducationStatus, educationFromMemberCodes, educationLabel } from "../../../shared/education";
import { eligibilityQuery } from "../../../shared/education-schema";
import type { Db } from "../../db/client.server";
import type { Clock } from "../../jobs/clock";
import { type JobNamedTest, testsNamedByJobs } from "../languageTests/jobs.server";
import { ELIGIBILITY_REFERENCE, ELIGIBILITY_REFERENCE_URL, ELIGIBILITY_RULES, eligibility, type Person } from "./eligibility";
import {
  availabilityOf,
  eligibilityReasons,
  type LicenseFacts,
  type Names,
  nextStepsFor,
  type Recommendation,
  reasonsFor,
} from "./explain";
import { higherGradeFirst } from "./ladder";
import { emptyProfile, type Profile } from "./model";
import { type Prepared, prepare } from "./prepared";
import { jobsByName, licenseByName, licenseFacts, loadGraph, majorsForDepartment, memberSpec } from "./queries.server";
import { namesOf, type VisitorProfileQuery, visitorProfileQuery } from "./schemas";
import { catalogueFingerprint, storedReader, storeResult } from "./stored.server";

export const RECOMMENDATION_LIMIT = 10;
/** Scored licenses checked for 응시자격 when filling the list with what the person can sit now. */
const CANDIDATE_POOL = 60;
/** Recommendations the person cannot sit yet, shown after the others as "later". */
const LATER_LIMIT = 3;
/** How long the visitor form trusts the loaded graph before checking the catalogue fingerprint again. */
const GRAPH_TTL_MS = 10 * 60_000;

type Named<T> = { id: T; name: string };

/** What the recommender understood from the person's spec or form, shown above the results. */
export interface ResolvedInput {
  majors: Named<number>[];
  jobs: Named<number>[];
  held: Named<string>[];
  wished: Named<string>[];
  fields: Array<{ code: string; name: string }>;
  education: string | null;
  experienceYears: number;
  /** Names typed in the form that matched nothing. */
  unmatched: string[];
  /**
   * Majors and jobs that were recognised but link to no license of the data (e.g. 간호사: the
   * nursing licence is a 보건복지부 국가시험 outside the Q-Net and CertWeb lists).
   */
  unlinked: string[];
}

export interface RecommendationResult {
  input: ResolvedInput;
  items: Recommendation[];
  /** Language and public-sector tests that the desired jobs' own text names (/jnLnPo catalogue). */
  tests: JobNamedTest[];
}

export function createRecommendationsService(db: Db, clock: Clock) {
  const nowMs = () => clock.now().getTime();
  const readStored = storedReader(db);
  let graph: { fingerprint: string; checkedAt: number; state: Promise<Prepared> } | null = null;

  /**
   * The prepared graph of the catalogue with this fingerprint, loaded again when it changed: a
   * stored result is computed from the catalogue its fingerprint names, never from an older graph.
   */
  function graphOf(fingerprint: string): Promise<Prepared> {
    if (graph?.fingerprint === fingerprint) {
      graph.checkedAt = nowMs();
      return graph.state;
    }
    const state = loadGraph(db).then(prepare);
    // A failed load is tried again by the next request.
    state.catch(() => {
      if (graph?.state === state) graph = null;
    });
    graph = { fingerprint, checkedAt: nowMs(), state };
    return state;
  }

  /** The graph for the paths without a stored result: the fingerprint is checked at most every GRAPH_TTL_MS. */
  async function state(): Promise<Prepared> {
    if (graph && nowMs() - graph.checkedAt < GRAPH_TTL_MS) return graph.state;
    return graphOf(await catalogueFingerprint(db));
  }

  async function recommend(
    s: Prepared,
    profile: Profile,
    person: { education: EducationAnswer; experienceYears: number },
    today: string,
    /** The department name the person typed, for each major it was resolved to: reasons cite what they entered. */
    enteredMajorNames = new Map<number, string>(),
    limit = RECOMMENDATION_LIMIT,
  ): Promise<Recommendation[]> {
    const names: Names = { ...s.names, major: (id) => enteredMajorNames.get(id) ?? s.names.major(id) };
    // 관련학과: the person's majors link to a license of the target's job field.
    const relatedFields = new Set(
      profile.majorIds.flatMap((m) => s.model.licensesOfMajor(m)).map((id) => s.licenseById.get(id)?.jobFieldCode),
    );
    const held = profile.held.map((id) => ({ grade: s.model.grade(id), jobFieldCode: s.fieldOf(id) }));
    const eligibilityOf = (licenseId: string) => {
      const license = s.licenseById.get(licenseId);
      const grade = s.model.grade(licenseId);
      if (!license || !grade || license.typeName !== "국가기술자격") return null;
      return eligibility(
        { grade, jobFieldCode: license.jobFieldCode },
        {
          education: personEducation(person.education, relatedFields.has(license.jobFieldCode)),
          experienceYears: person.experienceYears,
          held,
        },
        today,
      );
    };
    const scored = s.model.score(profile);
    const pool = scored.slice(0, CANDIDATE_POOL).map((sc) => ({ scored: sc, eligibility: eligibilityOf(sc.licenseId) }));
    // What depends on something not said (학력, 학년) does not move: only a known "not yet" does.
    const canSit = (c: (typeof pool)[number]) => !c.eligibility || ["eligible", "undecidable"].includes(c.eligibility.status);
    // What the person can sit now fills the list; the best ones among the top that need a
    // qualification first follow as "later", instead of pushing exams they cannot take.
    const ladderOf = (c: (typeof pool)[number]) => ({
      field: s.fieldOf(c.scored.licenseId),
      grade: s.model.grade(c.scored.licenseId),
    });
    const now = higherGradeFirst(pool.filter(canSit).slice(0, limit), ladderOf);
    // Of the ones that need something first, what opens by itself on a date (a student's final year) leads.
    const opensLater = (c: (typeof pool)[number]) => (c.eligibility?.status === "from" ? 0 : 1);
    const later = pool
      .slice(0, limit)
      .filter((c) => !canSit(c))
      .sort((a, b) => opensLater(a) - opensLater(b))
      .slice(0, LATER_LIMIT);
    const chosen = [...now, ...later];
    const facts = await licenseFacts(
      db,
      chosen.map((c) => c.scored.licenseId),
      today,
    );
    return chosen.map(({ scored: sc, eligibility }, i) => {
      const license = s.licenseById.get(sc.licenseId);
      const f: LicenseFacts = {
        passRate: null,
        applicants: null,
        nextRegistration: null,
        ...facts.get(sc.licenseId),
        relatedJobs: s.jobsOfLicense(sc.licenseId),
      };
      return {
        rank: i + 1,
        licenseId: sc.licenseId,
        name: license?.name ?? sc.licenseId,
        typeName: license?.typeName ?? "",
        gradeName: license?.gradeName ?? s.model.grade(sc.licenseId),
        score: Math.round(sc.score * 1000) / 1000,
        availability: availabilityOf(eligibility),
        reasons: [
          ...(license?.typeName === "국가전문자격"
            ? [professionalEligibilityNote(license.issuer)]
            : eligibilityReasons(eligibility)),
          ...reasonsFor(sc, f, names, today),
        ],
        nextSteps: nextStepsFor(sc.licenseId, license?.name ?? "", f),
        facts: f,
        eligibility,
      };
    });
  }

  function describe(s: Prepared, profile: Profile, education: string | null, experienceYears: number) {
    const license = (id: string) => ({ id, name: s.names.license(id) });
    return {
      majors: profile.majorIds.map((id) => ({ id, name: s.names.major(id) })),
      jobs: profile.jobIds.map((id) => ({ id, name: s.names.job(id) })),
      held: profile.held.map(license),
      wished: profile.wished.map(license),
      fields: profile.jobFieldCodes.map((code) => ({ code, name: s.names.jobField(code) })),
      education,
      experienceYears,
      unmatched: [],
      unlinked: [
        ...profile.majorIds.filter((id) => s.model.licensesOfMajor(id).length === 0).map((id) => s.names.major(id)),
        ...profile.jobIds.filter((id) => s.model.licensesOfJob(id).length === 0).map((id) => s.names.job(id)),
      ],
    };
  }

  /** Scores every license for the member's saved spec on `today`, with the catalogue `fingerprint` names. */
  async function computeForMember(memberId: number, today: string, fingerprint: string) {
    const spec = await memberSpec(db, memberId);
    if (!spec) return null;
    const s = await graphOf(fingerprint);
    const { held, wished, jobIds, majorIds } = spec;
    const profile: Profile = { ...emptyProfile(), held, wished, jobIds, majorIds };
    const education = educationFromMemberCodes(spec.educationLevel, spec.educationStatus);
    // The saved spec has no 실무경력 (the /jnRcmd form asks for it; the spec form does not).
    const items = await recommend(s, profile, { education, experienceYears: 0 }, today);
    const result: RecommendationResult = {
      input: describe(s, profile, educationLabel(education), 0),
      items,
      tests: await testsNamedByJobs(db, profile.jobIds),
    };
    return { result, specHash: spec.specHash };
  }

  return {
    /**
     * Recommendations from a member's saved spec (/mypage, the member view of /jnRcmd): the stored
     * result while it is fresh for the day, the spec and the catalogue (one statement), else
     * computed once and stored (decision 0076). Null when the member does not exist.
     */
    async forMember(memberId: number, today: string): Promise<RecommendationResult | null> {
      const stored = await readStored(memberId, today);
      if (!stored) return null;
      if (stored.result) return stored.result;
      const computed = await computeForMember(memberId, today, stored.fingerprint);
      if (!computed) return null;
      await storeResult(db, {
        memberId,
        computedFor: today,
        specHash: computed.specHash,
        catalogueFingerprint: stored.fingerprint,
        result: computed.result,
      });
      return computed.result;
    },

    /** Recommendations from the visitor form; names are matched to departments, jobs and licenses. */
    async forVisitor(query: VisitorProfileQuery, today: string): Promise<RecommendationResult> {
      const s = await state();
      const unmatched: string[] = [];
      const majors = query.dept ? await majorsForDepartment(db, query.dept) : [];
      if (query.dept && majors.length === 0) unmatched.push(query.dept);
      const jobs = query.job ? await jobsByName(db, query.job) : [];
      if (query.job && jobs.length === 0) unmatched.push(query.job);
      const resolve = async (names: string[]) => {
        const ids: string[] = [];
        for (const name of names) {
          const found = await licenseByName(db, name);
          if (found) ids.push(found.id);
          else unmatched.push(name);
        }
        return [...new Set(ids)];
      };
      const held = await resolve(namesOf(query.held));
      const wished = (await resolve(namesOf(query.wished))).filter((id) => !held.includes(id));
      const profile: Profile = {
        held,
        wished,
        majorIds: majors.map((m) => m.id),
        jobIds: jobs.map((j) => j.id),
        jobFieldCodes: query.field.filter((code) => s.fieldNames.has(code)),
      };
      const entered = new Map(majors.map((m) => [m.id, query.dept]));
      const items = await recommend(s, profile, { education: query, experienceYears: query.exp }, today, entered);
      const input = describe(s, profile, educationLabel(query), query.exp);
      return { input: { ...input, unmatched }, items, tests: await testsNamedByJobs(db, profile.jobIds) };
    },

    /** The license named exactly, else the most-applied one containing the text (the compare page's add box). */
    async findLicense(name: string) {
      const text = name.trim();
      return text && text.length <= 50 && !/\0|\p{Cs}/u.test(text) ? licenseByName(db, text) : null;
    },

    /** Jobs (CareerNet) that name the license, up to five. */
    async relatedJobs(licenseId: string) {
      return (await state()).jobsOfLicense(licenseId);
    },

    /** Parses the /jnRcmd form's query parameters; null when a value is invalid (the page answers 400). */
    parseVisitorQuery(params: URLSearchParams): VisitorProfileQuery | null {
      const parsed = visitorProfileQuery.safeParse({ ...Object.fromEntries(params), field: params.getAll("field").join(",") });
      return parsed.success ? parsed.data : null;
    },

    /** The job fields (대직무분야) of the 국가기술자격, for the questionnaire. */
    async jobFields(): Promise<Array<{ code: string; name: string }>> {
      const s = await state();
      return [...s.fieldNames].map(([code, name]) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code));
    },

    /** The offline evaluation on the loaded data (docs/decisions/0022-recommender.md). */
    async evaluation() {
      return (await state()).evaluation();
    },

    /**
     * The 응시자격 paths of a license's grade and, when the self-check form was sent (`check=1`),
     * the answer for it on `today`; null when the license has no 국가기술자격 grade.
     */
    async eligibility(licenseId: string, params: URLSearchParams, today: string) {
      const s = await state();
      const license = s.licenseById.get(licenseId);
      const grade = s.model.grade(licenseId);
      if (!license || !grade || license.typeName !== "국가기술자격") return null;
      const rules = {
        grade,
        paths: ELIGIBILITY_RULES[grade].map((p) => p.label),
        reference: ELIGIBILITY_REFERENCE,
        referenceUrl: ELIGIBILITY_REFERENCE_URL,
      };
      if (params.get("check") !== "1") return { ...rules, query: null, result: null };
      const parsed = eligibilityQuery.safeParse(Object.fromEntries(params));
      if (!parsed.success) return { ...rules, query: null, result: null, invalid: true };
      const q = parsed.data;
      const result = eligibility(
        { grade, jobFieldCode: license.jobFieldCode },
        {
          education: personEducation(q, q.related),
          experienceYears: q.exp,
          held: q.heldGrade === "none" ? [] : [{ grade: q.heldGrade, jobFieldCode: license.jobFieldCode }],
        },
        today,
      );
      return { ...rules, query: q, result };
    },
  };
}

/**
 * 국가전문자격 have their own 응시자격 per law (some none, some a degree or years of practice); the
 * self-check encodes only 국가기술자격, so the card says where to look instead of staying silent.
 */
function professionalEligibilityNote(issuer: string | null) {
  return {
    kind: "eligibility" as const,
    text: `응시자격은 ${issuer ? `${issuer} ` : "시행기관 "}시험 공고에서 확인하세요 (국가전문자격: 자가진단 대상 아님)`,
  };
}

/** What a form or spec said about education, in the shared vocabulary. */
type EducationAnswer = { edu?: EducationLevel; eduStatus?: EducationStatus; grade?: number };

/** The check's education: not said (undefined) until both the level and, above none, the status are given. */
function personEducation(a: EducationAnswer, related: boolean): Person["education"] {
  if (!a.edu) return undefined;
  if (a.edu === "none") return null;
  if (!a.eduStatus) return undefined;
  return { level: a.edu, status: a.eduStatus, grade: a.grade, related };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
