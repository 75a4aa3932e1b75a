import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContinuousWindows } from "./ContinuousWindows";

const window = (roundName: string, startsOn: string, endsOn: string) => ({
  year: 2026,
  roundName,
  stage: "practical" as const,
  startsOn,
  endsOn,
  asOf: "2026-08-21",
});

describe("ContinuousWindows", () => {
  it("marks a month's closed, open and coming windows apart (the calendar lists a whole month)", () => {
    const html = renderToStaticMarkup(
      <ContinuousWindows
        windows={[
          window("제22회", "2026-11-05", "2026-11-06"),
          window("제24회", "2026-11-24", "2026-11-27"),
          window("제25회", "2026-12-03", "2026-12-04"),
        ]}
        today="2026-11-25"
      />,
    );
    expect(html).toContain("마감");
    expect(html.indexOf("마감")).toBeLessThan(html.indexOf("제22회"));
    expect(html.indexOf("접수중")).toBeGreaterThan(html.indexOf("제22회"));
    expect(html.indexOf("접수중")).toBeLessThan(html.indexOf("제24회"));
    expect(html).toContain("D-8");
  });
});
