import { expect, it } from "vitest";
import { roadmapQuery } from "../../../shared/roadmap-schemas";
import { describeWithDatabases } from "../../test/databases";
import type { Plan, PlanStep, RoadmapCatalogue, RoadmapLicense } from "./types";

/**
 * Every license of the real snapshot planned as a goal, for several people, on two fixed days of
 * 2026 (the snapshot's schedule year): the invariants of issue 53 hold for every plan.
 */
const DAYS = ["2026-03-02", "2026-11-25"];
const PROFILES: Array<[string, string]> = [
  ["실무 10년", "exp=10"],
  ["고3 졸업예정 2027-02", "edu=highschool&eduStatus=expected&eduMonth=2027-02"],
  ["4년제 졸업", "edu=university&eduStatus=graduated&eduMonth=2024-02"],
];

/** The stages a license's exam has, from what the source says of it (not from the plan). */
function expectedStages(license: RoadmapLicense, catalogue: RoadmapCatalogue): string[] {
  const order = ["written", "practical", "interview"];
  if (license.placement && license.placement.kind !== "notRunning") {
    if (license.practicalOnly) return ["practical"];
    return license.grade === "기술사" ? ["written", "interview"] : ["written", "practical"];
  }
  const own = catalogue.rounds.get(license.id) ?? [];
  const latest = Math.max(...own.map((r) => r.year));
  const stages = new Set(own.filter((r) => r.year === latest).flatMap((r) => r.phases.map((p) => p.stage)));
  return order.filter((s) => stages.has(s));
}

/** "2027년 (예상 · 2026년 제35회 기준)": an estimate names the round it stands on, no number of its own. */
const ESTIMATE_LABEL = /^(\d{4})년 \(예상 · (.+) 기준\)$/;

describeWithDatabases("the roadmap plans every license of the snapshot", (ctx) => {
  it("every stage, the last stage's result as finish, no past date, labelled estimates, 상시 on 상시 sittings", async () => {
    const { roadmap } = ctx().services;
    const catalogue = await roadmap.catalogue();
    const kinds = new Map<string, number>();
    let plans = 0;
    let routed = 0;
    let continuousPlanned = 0;
    for (const today of DAYS) {
      for (const license of catalogue.licenses.values()) {
        for (const [profile, query] of PROFILES) {
          const parsed = roadmapQuery.parse(Object.fromEntries(new URLSearchParams(`goal=${license.id}&${query}`)));
          const plan: Plan = await roadmap.plan(parsed, today);
          plans++;
          const where = `${license.name} (${license.id}), ${profile}, ${today}`;
          const goal = plan.steps.find((s) => s.licenseId === license.id) as PlanStep;
          expect(goal, where).toBeDefined();
          if (today === DAYS[1] && profile === PROFILES[0]?.[0])
            kinds.set(goal.scheduleBasis.kind, (kinds.get(goal.scheduleBasis.kind) ?? 0) + 1);
          for (const step of plan.steps) {
            const at = `${where}: step ${step.name}`;
            const stepLicense = catalogue.licenses.get(step.licenseId) as RoadmapLicense;
            for (const p of step.phases) {
              for (const day of [p.registrationEnd, p.examDate, p.examEnd, p.resultDate])
                if (day) expect(day >= today, `${at} ${p.name} ${day}`).toBe(true);
            }
            if (step.retry) expect(step.retry.finishOn >= today, at).toBe(true);
            if (step.round?.estimated) {
              const match = ESTIMATE_LABEL.exec(step.round.label);
              expect(match, `${at}: ${step.round.label}`).not.toBeNull();
              expect(step.round.label.replace(/\(.*\)/, ""), at).not.toMatch(/제\d+회/);
            }
            if (stepLicense.placement?.kind === "continuous") {
              expect(step.scheduleBasis.kind, at).toBe("continuous");
              expect(step.round?.label ?? "상시", at).toMatch(/상시/);
              expect(step.round?.label ?? "", at).not.toMatch(/예상|정기/);
              if (!step.finishOn) expect(step.scheduleBasis.note, at).toMatch(/년 상시 일정 공고 전/);
              else continuousPlanned++;
            }
            if (step.round === null) continue;
            // Every stage of the license's exam is planned, and the plan finishes at the last one's result.
            expect(
              step.phases.map((p) => p.stage),
              at,
            ).toEqual(expectedStages(stepLicense, catalogue));
            const last = step.phases.at(-1);
            if (step.finishOn) expect(step.finishOn, at).toBe(last?.resultDate ?? last?.examEnd ?? last?.examDate);
          }
          // A step that waits for 실무 after a 기능사 of the plan is never dated before that 기능사's final result.
          for (const step of plan.steps) {
            for (const route of step.routes) {
              if (route.kind !== "craftsman") continue;
              routed++;
              const first = plan.steps.find((s) => s.licenseId === route.licenseId);
              expect(first?.finishOn ?? null, where).toBe(route.finishOn);
              expect(step.round, where).toBeNull();
            }
          }
        }
      }
    }
    console.info(
      `every-license roadmap: ${plans} plans of ${catalogue.licenses.size} licenses; goal steps by schedule basis (실무 10년, ${DAYS[1]}): ${[
        ...kinds,
      ]
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")}; 기능사 routes offered ${routed}; 상시 steps planned on 2026 sittings ${continuousPlanned}`,
    );
    expect(kinds.get("item")).toBeGreaterThan(300);
    expect(kinds.get("series")).toBeGreaterThan(100);
    expect(kinds.get("continuous")).toBe(11);
    expect(kinds.get("professional")).toBeGreaterThan(50);
    expect(routed).toBeGreaterThan(0);
    expect(continuousPlanned).toBeGreaterThan(0);
  });
});
