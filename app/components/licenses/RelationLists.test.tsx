import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RelationLists } from "./RelationLists";

describe("RelationLists", () => {
  it("shows no percentage for a relation without a measure", () => {
    const relations = {
      basis: "links" as const,
      population: 2,
      relationLicense: [],
      relationJob: [{ no: "430", name: "네트워크엔지니어", percent: 62.5 }],
      relationMajor: [{ no: "7", name: "정보통신공학과", percent: null }],
    };
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <RelationLists relations={relations} />
      </MemoryRouter>,
    );
    const item = (name: string) => html.slice(html.indexOf(name), html.indexOf("</li>", html.indexOf(name)));
    expect(item("네트워크엔지니어")).toContain("62.5%");
    expect(item("정보통신공학과")).not.toContain("%");
  });
});
