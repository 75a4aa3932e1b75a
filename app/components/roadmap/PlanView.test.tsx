import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { plan } from "../../../server/modules/roadmap/planner";
import type { Plan } from "../../../server/modules/roadmap/service.server";
import { CRAFTSMAN, catalogue, ENGINEER, ENGINEER_2027_FIRST, TODAY } from "../../../server/test/roadmap-fixture";
import { FollowPlan } from "./FollowPlan";
import { PlanView } from "./PlanView";

const jobPlan = (data = catalogue()): Plan =>
  plan(
    {
      goal: { kind: "job", name: "전기공학기술자", source: "직업백과", licenseIds: [CRAFTSMAN.id, ENGINEER.id] },
      held: [],
      education: { level: "university", status: "expected", grade: null, month: "2027-02" },
      relatedFields: new Set(["19"]),
      experienceYears: 0,
    },
    data,
    TODAY,
  ) as Plan;

/** The markup a page shows, inside a router (Form and Link need one), as text without tags. */
let shown: ReactElement | null = null;
const Shown = () => shown;
const Stub = createRoutesStub([{ path: "/", Component: Shown }]);
function render(element: ReactElement): { html: string; text: string } {
  shown = element;
  const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

describe("PlanView (the roadmap page and a saved plan)", () => {
  it("shows the steps before the conflicts, with a one-line pointer above the plan", () => {
    const result = jobPlan();
    result.conflicts = [
      { kind: "sameDay", message: "전기기능사 실기 시험과 전기기사 필기 시험이 2027.03.14 같은 날입니다.", date: "2027-03-14" },
    ];
    const { html, text } = render(<PlanView plan={result} title="전기공학기술자까지의 로드맵" />);
    expect(text).toContain("함께 치를 수 없는 일정 1건 이 있습니다 (단계 아래에서 확인).");
    expect(text).toContain("일정 충돌 1건");
    expect(text).toContain("전기기능사 실기 시험과 전기기사 필기 시험이 2027.03.14 같은 날입니다.");
    const lastStep = html.lastIndexOf('data-testid="roadmap-step"');
    expect(lastStep).toBeGreaterThan(0);
    expect(html.indexOf('aria-label="일정 충돌"')).toBeGreaterThan(lastStep);
    expect(html.indexOf('data-testid="conflicts-pointer"')).toBeLessThan(html.indexOf('data-testid="roadmap-step"'));
    expect(text).toContain("월별 일정");
  });

  it("shows neither pointer nor list without conflicts", () => {
    const result = jobPlan();
    result.conflicts = [];
    const { html } = render(<PlanView plan={result} title="로드맵" />);
    expect(html).not.toContain("conflicts-pointer");
    expect(html).not.toContain("일정 충돌");
  });
});

describe("FollowPlan (일정 모두 알림 받기)", () => {
  it("says that reminders start once 2027 is announced when every date of the plan is an estimate", () => {
    const result = jobPlan();
    expect(result.steps.flatMap((s) => s.phases).every((p) => p.estimated)).toBe(true);
    const { text } = render(<FollowPlan plan={result} search="goal=job:1" followed={undefined} />);
    expect(text).toContain(
      "이 로드맵의 일정은 모두 예상이라 아직 알림이 가지 않습니다. 2027년 일정이 공고되면 알림(D-7, D-3, D-1, 당일)을 시작합니다.",
    );
    expect(text).not.toContain("보내드립니다");
  });

  it("promises reminders for announced dates only, and says so in the answer to the follow", () => {
    const result = jobPlan(catalogue({ [ENGINEER.id]: [ENGINEER_2027_FIRST] }));
    const phases = result.steps.flatMap((s) => s.phases);
    expect(phases.some((p) => p.estimated)).toBe(true);
    expect(phases.some((p) => !p.estimated)).toBe(true);
    const { text } = render(<FollowPlan plan={result} search="goal=job:1" followed={["전기기능사", "전기기사"]} />);
    const promise =
      "공고된 일정은 원서접수·시험·발표 알림(D-7, D-3, D-1, 당일)을 보내드립니다. 2027년 일정은 예상이라, 공고되면 알림을 시작합니다.";
    expect(text).toContain(promise);
    expect(text).toContain(`전기기능사, 전기기사을(를) 관심 자격증에 추가했습니다. ${promise}`);
  });

  it("promises the reminders plainly when every date is announced", () => {
    const result = jobPlan();
    for (const p of result.steps.flatMap((s) => s.phases)) p.estimated = false;
    const { text } = render(<FollowPlan plan={result} search="goal=job:1" followed={undefined} />);
    expect(text).toContain("원서접수·시험·발표 알림(D-7, D-3, D-1, 당일)을 보내드립니다.");
    expect(text).not.toContain("공고되면");
  });
});
