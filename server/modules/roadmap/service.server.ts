import { eq } from "drizzle-orm";
import { badRequest } from "../../../shared/app-error";
import { dutyKey, formatArticle, PREFERENCE_LAWS_BASIS_YEAR } from "../../../shared/preference-laws";
import { DUTY_PREFIX, goalParamOf, type RoadmapQuery } from "../../../shared/roadmap-schemas";
import type { Db } from "../../db/client.server";
import {
  careerJobLicenses,
  careerJobs,
  dictionaryJobLicenses,
  dictionaryJobs,
  licenses,
  majorLicenses,
  majors,
} from "../../db/schema";
import { type DutyLicense, licensesForDuty } from "../preferenceLaws/service.server";
import { GRADE_RANK } from "../recommendations/ladder";
import { catalogueFingerprint, loadRoadmapCatalogue } from "./catalogue.server";
import { plan } from "./planner";
import type { Plan, PlanGoal, PlanInput, RoadmapCatalogue } from "./types";

export type { Plan, PlanStep } from "./types";

/** Job, major and duty lookups kept per catalogue (they change only with an import). */
const MAX_LOOKUPS = 500;
/** Qualifying licenses of a duty planned at most (each is planned to compare their finish months). */
const DUTY_CHOICES = 40;
/** "제43조전기안전관리자의직무대행자의지정요건": an article about who may stand in for the duty holder. */
const isStandInArticle = (m: { article: string; use: string | null }) => /대행/.test(`${m.article} ${m.use ?? ""}`);
/** "전기안전관리자가 되려면" → "전기안전관리자" (or "전문가 되려면" → "전문가"): the page's free text as a duty. */
const dutyCandidates = (text: string) => [
  ...new Set([text.replace(/\s*(?:이|가)\s*되려면$/, ""), text.replace(/\s*되려면$/, "")]),
];

/** "전기사업법시행규칙 제40조 전기안전관리자의선임등(별표12): …선임기준 외 1개 조문 (직무권한부여)". */
function dutyReason(license: DutyLicense): string {
  const [first, ...rest] = license.matches;
  if (!first) return "";
  const more = rest.length > 0 ? ` 외 ${rest.length}개 조문` : "";
  return `${first.law} ${formatArticle(first.article)}${first.use ? `: ${first.use}` : ""}${more} (우대현황 ${first.preferenceClass}, ${PREFERENCE_LAWS_BASIS_YEAR}년 기준)`;
}

/** The 자격 로드맵 (decision 0067): resolves the query against the data and runs the planner. */
export function createRoadmapService(db: Db) {
  const namesOf = new WeakMap<RoadmapCatalogue, Array<{ id: string; name: string }>>();
  const lookups = new WeakMap<RoadmapCatalogue, Map<string, Promise<unknown>>>();
  let cached: { fingerprint: string; catalogue: Promise<RoadmapCatalogue> } | null = null;
  let checking: Promise<string> | null = null;

  /** The planner's catalogue, read again only after an import, a sync or a schedule write. */
  async function catalogue(): Promise<RoadmapCatalogue> {
    // Requests that arrive together share one fingerprint statement.
    checking ??= catalogueFingerprint(db).finally(() => {
      checking = null;
    });
    const fingerprint = await checking;
    if (cached?.fingerprint !== fingerprint) {
      const loading = loadRoadmapCatalogue(db);
      cached = { fingerprint, catalogue: loading };
      loading.catch(() => {
        if (cached?.catalogue === loading) cached = null;
      });
    }
    return cached.catalogue;
  }

  /** A lookup's answer kept with the catalogue it was made for; a failed one (a 400) is not kept. */
  function memo<T>(data: RoadmapCatalogue, key: string, load: () => Promise<T>): Promise<T> {
    let map = lookups.get(data);
    if (!map) {
      map = new Map();
      lookups.set(data, map);
    }
    const known = map.get(key) as Promise<T> | undefined;
    if (known) return known;
    if (map.size >= MAX_LOOKUPS) map.clear();
    const loading = load();
    map.set(key, loading);
    const kept = map;
    loading.catch(() => kept.delete(key));
    return loading;
  }

  const dutyLicenses = (duty: string, data: RoadmapCatalogue) =>
    memo(data, `duty|${dutyKey(duty)}`, async () =>
      (await licensesForDuty(db, duty)).filter((l) => data.licenses.has(l.licenseId)),
    );

  /**
   * A duty's qualifying licenses, most binding first, each with the article that names the duty. A
   * license the source names only in a 직무대행자 (stand-in) article does not qualify for the duty
   * itself and is left out, unless no license qualifies otherwise (decision 0082).
   */
  async function dutyGoal(duty: string, data: RoadmapCatalogue): Promise<PlanGoal> {
    const found = await dutyLicenses(duty, data);
    if (found.length === 0) {
      throw badRequest(
        `'${duty}'을(를) 조문이나 활용내용에 담은 자격이 우대현황(${PREFERENCE_LAWS_BASIS_YEAR}년 기준)에 없습니다. 다른 직무명으로 찾아보세요(예: 전기안전관리자).`,
        { goal: "우대현황에 없는 직무입니다." },
      );
    }
    const own = found.flatMap((l) => {
      const matches = l.matches.filter((m) => !isStandInArticle(m));
      return matches.length > 0 ? [{ ...l, matches }] : [];
    });
    const qualifying = own.length > 0 ? own : found;
    const targets = qualifying.slice(0, DUTY_CHOICES).map((l) => ({ licenseId: l.licenseId, reason: dutyReason(l) }));
    const lawName = qualifying[0]?.matches[0]?.law;
    return {
      kind: "duty",
      name: duty,
      targets,
      total: qualifying.length,
      standIns: found.length - qualifying.length,
      law: lawName ? { name: lawName, url: `https://www.law.go.kr/법령/${encodeURIComponent(lawName)}` } : null,
    };
  }

  async function jobGoal(goal: RoadmapQuery["goal"], data: RoadmapCatalogue): Promise<PlanGoal> {
    let name: string | undefined;
    let rows: Array<{ id: string; applicants: number | null }> = [];
    let source: "직업백과" | "직업사전";
    if (goal.kind === "job") {
      source = "직업백과";
      const [job] = await db.select({ name: careerJobs.name }).from(careerJobs).where(eq(careerJobs.id, goal.jobId));
      name = job?.name;
      if (name) {
        rows = await db
          .select({ id: careerJobLicenses.licenseId, applicants: licenses.applicants })
          .from(careerJobLicenses)
          .innerJoin(licenses, eq(licenses.id, careerJobLicenses.licenseId))
          .where(eq(careerJobLicenses.jobId, goal.jobId));
      }
    } else if (goal.kind === "dic") {
      source = "직업사전";
      const [job] = await db.select({ name: dictionaryJobs.name }).from(dictionaryJobs).where(eq(dictionaryJobs.code, goal.code));
      name = job?.name;
      if (name) {
        rows = await db
          .select({ id: dictionaryJobLicenses.licenseId, applicants: licenses.applicants })
          .from(dictionaryJobLicenses)
          .innerJoin(licenses, eq(licenses.id, dictionaryJobLicenses.licenseId))
          .where(eq(dictionaryJobLicenses.jobCode, goal.code));
      }
    } else throw new Error("not a job goal");
    if (!name)
      throw badRequest("없는 직업입니다. 직업백과(job:번호)나 직업사전(dic:코드)의 직업을 골라주세요.", {
        goal: "없는 직업입니다.",
      });
    const targets = rows.flatMap((r) => data.licenses.get(r.id) ?? []);
    if (targets.length === 0) {
      throw badRequest(`${name}: 이 직업과 연결된 자격이 자료에 없어 로드맵을 만들 수 없습니다.`, {
        goal: "연결된 자격이 없는 직업입니다.",
      });
    }
    // The planner plans the first JOB_TARGETS: the licenses most people take (전기기사 before 전기공사기사
    // for 전기공학기술자), then lower grades first, then by name. The plan itself is in time order.
    const applicants = new Map(rows.map((r) => [r.id, r.applicants ?? 0]));
    const rank = (id: string) => {
      const grade = data.licenses.get(id)?.grade;
      return grade ? GRADE_RANK[grade] : 9;
    };
    targets.sort(
      (a, b) =>
        (applicants.get(b.id) ?? 0) - (applicants.get(a.id) ?? 0) ||
        rank(a.id) - rank(b.id) ||
        a.name.localeCompare(b.name, "ko"),
    );
    return { kind: "job", name, source, licenseIds: targets.map((t) => t.id) };
  }

  async function relatedFields(majorId: number, data: RoadmapCatalogue): Promise<Set<string>> {
    const [major] = await db.select({ id: majors.id }).from(majors).where(eq(majors.id, majorId));
    if (!major) throw badRequest("없는 전공입니다.", { major: "없는 전공입니다." });
    const rows = await db.select({ id: majorLicenses.licenseId }).from(majorLicenses).where(eq(majorLicenses.majorId, majorId));
    return new Set(rows.flatMap((r) => data.licenses.get(r.id)?.jobFieldCode ?? []));
  }

  return {
    catalogue,

    /** The plan of a parsed query on `today`; unknown ids answer 400 with the field that named them. */
    async plan(query: RoadmapQuery, today: string): Promise<Plan> {
      const data = await catalogue();
      const { goal } = query;
      if (goal.kind === "license" && !data.licenses.has(goal.licenseId)) {
        throw badRequest("없는 자격입니다. 목표 자격을 다시 골라주세요.", { goal: "없는 자격입니다." });
      }
      const unknownHeld = query.held.filter((h) => !data.licenses.has(h.licenseId));
      if (unknownHeld.length > 0) {
        throw badRequest(`보유 자격 중 없는 자격이 있습니다: ${unknownHeld.map((h) => h.licenseId).join(", ")}`, {
          held: "없는 자격입니다.",
        });
      }
      const held = query.held.filter((h) => h.passedOn === null || h.passedOn <= today);
      if (held.length < query.held.length)
        throw badRequest("취득일이 오늘 이후인 보유 자격이 있습니다.", { held: "취득일이 미래입니다." });
      const { major } = query;
      const input: PlanInput = {
        goal:
          goal.kind === "license"
            ? goal
            : goal.kind === "duty"
              ? await dutyGoal(goal.duty, data)
              : await memo(data, goalParamOf(goal), () => jobGoal(goal, data)),
        held,
        education:
          query.edu === "none"
            ? null
            : { level: query.edu, status: query.eduStatus, grade: query.grade ?? null, month: query.eduMonth ?? null },
        relatedFields: major ? await memo(data, `major|${major}`, () => relatedFields(major, data)) : new Set(),
        experienceYears: query.exp,
      };
      return plan(input, data, today);
    },

    /**
     * The page's form takes names ("전기기사", "전기기능사:2024-06-10", "전기공학과"); the shareable
     * URL and the API take ids. Returns the query with names replaced by ids, the names that
     * matched nothing, and the names of the ids (to show in the form again).
     */
    async resolveNames(params: URLSearchParams) {
      const data = await catalogue();
      const byName = new Map<string, string>();
      for (const l of data.licenses.values()) if (!byName.has(l.name)) byName.set(l.name, l.id);
      const idOf = (v: string) => (data.licenses.has(v) ? v : byName.get(v));
      const unknown: string[] = [];
      const next = new URLSearchParams(params);
      const goal = params.get("goal")?.trim();
      if (goal && !/^(job|dic|duty):/.test(goal)) {
        const id = idOf(goal);
        // Not a license name: a duty the 우대현황 laws name ("전기안전관리자가 되려면").
        let duty: string | undefined;
        for (const candidate of id ? [] : dutyCandidates(goal)) {
          const length = dutyKey(candidate).length;
          if (!duty && length >= 2 && length <= 50 && (await dutyLicenses(candidate, data)).length > 0) duty = candidate;
        }
        if (id) next.set("goal", id);
        else if (duty) next.set("goal", `${DUTY_PREFIX}${duty}`);
        else unknown.push(goal);
      }
      const held = params.get("held");
      if (held) {
        const items = held
          .split(/[,，]/)
          .map((s) => s.trim())
          .filter(Boolean);
        const ids = items.map((item) => {
          const [name = "", passedOn] = item.split(":").map((s) => s.trim());
          const id = idOf(name);
          if (!id) unknown.push(name);
          return passedOn ? `${id ?? name}:${passedOn}` : (id ?? name);
        });
        next.set("held", ids.join(","));
      }
      const major = params.get("major")?.trim();
      if (major && !/^\d+$/.test(major)) {
        const [row] = await db.select({ id: majors.id }).from(majors).where(eq(majors.name, major)).limit(1);
        if (row) next.set("major", String(row.id));
        else unknown.push(major);
      }
      return { params: next, unknown };
    },

    /** Display names of the ids in a query (license and major names), for the form's fields. */
    async namesOf(query: RoadmapQuery) {
      const data = await catalogue();
      const name = (id: string) => data.licenses.get(id)?.name ?? id;
      let major: string | null = null;
      if (query.major) {
        const [row] = await db.select({ name: majors.name }).from(majors).where(eq(majors.id, query.major));
        major = row?.name ?? null;
      }
      return {
        goal:
          query.goal.kind === "license"
            ? name(query.goal.licenseId)
            : query.goal.kind === "duty"
              ? query.goal.duty
              : goalParamOf(query.goal),
        held: query.held.map((h) => (h.passedOn ? `${name(h.licenseId)}:${h.passedOn}` : name(h.licenseId))).join(", "),
        major,
      };
    },

    /** Names for the page's goal and held pickers (every license, from the cached catalogue). */
    async licenseNames(): Promise<Array<{ id: string; name: string }>> {
      const data = await catalogue();
      let names = namesOf.get(data);
      if (!names) {
        names = [...data.licenses.values()]
          .map((l) => ({ id: l.id, name: l.name }))
          .sort((a, b) => a.name.localeCompare(b.name, "ko"));
        namesOf.set(data, names);
      }
      return names;
    },
  };
}
