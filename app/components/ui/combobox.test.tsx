import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Combobox } from "./combobox";

describe("Combobox", () => {
  it("server-renders a collapsed combobox whose hidden listbox has its own name", () => {
    const html = renderToStaticMarkup(
      <Combobox<{ id: string }>
        id="q"
        label="자격증 검색"
        type="search"
        value="정보"
        onValueChange={() => undefined}
        load={async () => []}
        itemKey={(item) => item.id}
        renderItem={(item) => item.id}
        onSelect={() => undefined}
        listLabel="추천 검색어"
        placeholder="자격증을 검색해보세요"
      />,
    );
    const input = html.match(/<input[^>]*>/)?.[0] ?? "";
    expect(input).toContain('role="combobox"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).toContain('aria-expanded="false"');
    expect(input.toLowerCase()).toContain('autocomplete="off"');
    expect(input).toContain('id="q"');
    expect(html).toContain('<label for="q" class="sr-only">자격증 검색</label>');
    expect(input).toContain('value="정보"');
    const list = html.match(/<div[^>]*role="listbox"[^>]*>/)?.[0] ?? "";
    expect(list).toContain('aria-label="추천 검색어"');
    expect(list).toMatch(/display:none|hidden/);
    expect(input).toContain(`aria-controls="${list.match(/id="([^"]+)"/)?.[1]}"`);
  });
});
