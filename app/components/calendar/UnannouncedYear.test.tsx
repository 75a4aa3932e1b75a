import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { noRoundsText, UnannouncedYear } from "./UnannouncedYear";

const text = (years: number[], year: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <UnannouncedYear years={years} year={year} />
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");

describe("UnannouncedYear (the calendar in a year without rounds)", () => {
  it("after the latest imported year: not announced yet, with the roadmap's estimates linked", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <UnannouncedYear years={[2023, 2026]} year={2027} />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/jnRcmd/roadmap"');
    expect(text([2023, 2026], 2027)).toBe(
      "2027년 시험일정은 아직 공고되지 않았습니다. 가져온 자료에 2027년 회차가 하나도 없어 달력이 비어 있습니다. 국가기술자격 시험일정은 보통 전년도 12월에 Q-Net에서 공고되며, 공고되어 가져오면 이 달력에 표시됩니다.자격 로드맵에서 2026년 일정을 기준으로 한 2027년 예상 일정을 볼 수 있습니다(공고 전 예상).",
    );
  });

  it("says nothing in a year the data has rounds of, whichever year that is", () => {
    expect(text([2023, 2026, 2027], 2027)).toBe("");
    expect(text([2023, 2026], 2023)).toBe("");
  });

  it("before the data reaches: no rounds in the data, no estimate offered", () => {
    expect(text([2023, 2026], 2020)).toBe("가져온 자료에 2020년 시험일정이 없습니다. 이 해의 달력은 비어 있습니다.");
    expect(noRoundsText([2023, 2026], 2024)).toBe("가져온 자료에 2024년 시험일정이 없습니다.");
    expect(noRoundsText([2023, 2026], 2028)).toBe("2028년 시험일정은 아직 공고되지 않았습니다.");
  });
});
