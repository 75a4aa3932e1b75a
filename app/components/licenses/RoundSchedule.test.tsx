import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QNET_URL } from "../../../shared/exam-bodies";
import { RoundSchedule } from "./RoundSchedule";

const professional = { qualificationTypeName: "국가전문자격", gradeName: "공인노무사" };
const qnet = { name: "한국산업인력공단", url: QNET_URL, qnet: true };

describe("RoundSchedule", () => {
  it("shows every phase of each 차 and the next one (공인노무사 3차, seen on 2026-11-25)", () => {
    const html = renderToStaticMarkup(
      <RoundSchedule
        rounds={[
          {
            id: 1,
            year: 2026,
            roundName: "제35회",
            description: "2026년 공인노무사 제35회",
            asOf: "2026-08-21",
            fromApi: false,
            phases: [
              { stage: "written", kind: "exam", startsOn: "2026-05-23", endsOn: null },
              { stage: "interview", kind: "exam", startsOn: "2026-11-27", endsOn: null },
              { stage: "interview", kind: "result", startsOn: "2026-12-09", endsOn: null },
            ],
          },
        ]}
        years={[2026, 2027]}
        today="2026-11-25"
        next={{
          description: "2026년 공인노무사 제35회",
          stage: "interview",
          kind: "exam",
          startsOn: "2026-11-27",
          endsOn: null,
          running: false,
          windows: [{ startsOn: "2026-11-27", endsOn: null }],
        }}
        stages={professional}
        examBody={qnet}
      />,
    );
    expect(html).toContain("다음 일정: 2026년 공인노무사 제35회 3차 시험 (2026.11.27)");
    expect(html).toContain("1차 시험");
    expect(html).toContain("3차 합격자 발표");
    expect(html).toContain("2026.12.09");
    expect(html).not.toMatch(/필기|실기|면접/);
    expect(html).toContain("출처: 한국산업인력공단 Q-Net");
  });

  it("names a range in 다음 일정 by its start and D-day, and a running phase as running (issue 38)", () => {
    const round = {
      id: 2,
      year: 2026,
      roundName: "제25회",
      description: "2026년 청소년상담사 제25회",
      asOf: null,
      fromApi: false,
      phases: [{ stage: "practical", kind: "exam", startsOn: "2026-11-30", endsOn: "2026-12-05" }],
    };
    const ahead = {
      description: round.description,
      stage: "practical",
      kind: "exam",
      startsOn: "2026-11-30",
      endsOn: "2026-12-05",
      windows: [{ startsOn: "2026-11-30", endsOn: "2026-12-05" }],
    };
    const render = (today: string, running: boolean) =>
      renderToStaticMarkup(
        <RoundSchedule
          rounds={[round]}
          years={[2026]}
          today={today}
          next={{ ...ahead, running }}
          stages={professional}
          examBody={qnet}
        />,
      );
    const before = render("2026-11-27", false);
    expect(before).toContain("D-3");
    expect(before).toContain("다음 일정: 2026년 청소년상담사 제25회 2차 시험 (2026.11.30 ~ 12.05)");
    expect(before).not.toContain("D-8");
    expect(render("2026-12-01", true)).toMatch(/진행중<\/span><span>다음 일정/);
  });

  it("shows a split 원서접수 as its windows in one row, counted from the window not yet ended (issue 38)", () => {
    // 2026년 기술사 제140회 면접 원서접수: ① 08.31 ~ 09.03, ② 10.12 ~ 10.15 (two stored phases).
    const round = {
      id: 3,
      year: 2026,
      roundName: "제140회",
      description: "2026년 기술사 제140회",
      asOf: null,
      fromApi: false,
      phases: [
        { stage: "interview", kind: "registration", startsOn: "2026-08-31", endsOn: "2026-09-03" },
        { stage: "interview", kind: "registration", startsOn: "2026-10-12", endsOn: "2026-10-15" },
        { stage: "interview", kind: "exam", startsOn: "2026-11-14", endsOn: "2026-11-25" },
      ],
    };
    const windows = round.phases.slice(0, 2).map(({ startsOn, endsOn }) => ({ startsOn, endsOn }));
    const html = renderToStaticMarkup(
      <RoundSchedule
        rounds={[round]}
        years={[2026]}
        today="2026-09-10"
        next={{
          description: round.description,
          stage: "interview",
          kind: "registration",
          startsOn: "2026-10-12",
          endsOn: "2026-10-15",
          running: false,
          windows,
        }}
        stages={{ qualificationTypeName: "국가기술자격", gradeName: "기술사" }}
        examBody={qnet}
      />,
    );
    expect(html).toContain("다음 일정: 2026년 기술사 제140회 면접 원서접수 (2026.08.31 ~ 09.03, 2026.10.12 ~ 10.15)");
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, "|"));
    const registration = rows.filter((r) => r.includes("면접 원서접수"));
    expect(registration).toHaveLength(1);
    expect(registration[0]).toContain("2026.08.31 ~ 09.03, 2026.10.12 ~ 10.15");
    // 09.10 is between the windows: D-32 to ②, not 진행중 nor 종료.
    expect(registration[0]).toContain("D-32");
    expect(html).not.toContain("08.31 ~ 10.15");
  });

  it("names the body that runs an exam Q-Net does not, links it and never credits Q-Net", () => {
    const html = renderToStaticMarkup(
      <RoundSchedule
        rounds={[]}
        years={[2026, 2027]}
        today="2026-11-25"
        next={null}
        stages={{ qualificationTypeName: "국가기술자격", gradeName: null }}
        examBody={{ name: "대한상공회의소", url: "https://license.korcham.net", qnet: false }}
      />,
    );
    expect(html).toContain("이 자격의 시험은 대한상공회의소에서 시행합니다.");
    expect(html).toContain('href="https://license.korcham.net"');
    expect(html).not.toContain("Q-Net");
    expect(html).not.toContain("아직 공고되지 않았습니다");
    const unknown = renderToStaticMarkup(
      <RoundSchedule rounds={[]} years={[2026]} today="2026-11-25" next={null} stages={{}} examBody={null} />,
    );
    expect(unknown).toContain("자격나침반에는 이 자격의 시험일정이 없습니다.");
    expect(unknown).not.toContain("Q-Net");
  });
});
