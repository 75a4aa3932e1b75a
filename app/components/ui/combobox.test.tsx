import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Combobox, type ComboboxProps } from "./combobox";
import { ComboboxWidget } from "./combobox-widget";

const props: ComboboxProps<{ id: string }> = {
  id: "q",
  label: "자격증 검색",
  type: "search",
  value: "정보",
  onValueChange: () => undefined,
  load: async () => [],
  itemKey: (item) => item.id,
  renderItem: (item) => item.id,
  onSelect: () => undefined,
  listLabel: "추천 검색어",
  placeholder: "자격증을 검색해보세요",
};

const IGNORED = /^(data-|style$|tabindex$|class$)/;

/** The attributes of the first element matching `tag`, without styling and Ariakit's data attributes. */
function attributesOf(html: string, tag: RegExp): Record<string, string> {
  const element = html.match(tag)?.[0] ?? "";
  const attributes: Record<string, string> = {};
  for (const [, name = "", value = ""] of element.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) {
    if (!IGNORED.test(name.toLowerCase())) attributes[name.toLowerCase()] = value;
  }
  return attributes;
}

describe("Combobox", () => {
  it("server-renders a collapsed combobox whose hidden listbox has its own name", () => {
    const html = renderToStaticMarkup(<Combobox<{ id: string }> {...props} />);
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

  it("renders the box and the list the loaded widget takes over with the same accessible markup", () => {
    const plain = renderToStaticMarkup(<Combobox<{ id: string }> {...props} />);
    const listId = plain.match(/role="listbox"[^>]*id="([^"]+)"/)?.[1] ?? "";
    const loaded = renderToStaticMarkup(<ComboboxWidget<{ id: string }> {...props} id="q" listId={listId} />);
    expect(listId).not.toBe("");
    expect(attributesOf(loaded, /<input[^>]*>/)).toEqual(attributesOf(plain, /<input[^>]*>/));
    expect(attributesOf(loaded, /<div[^>]*role="listbox"[^>]*>/)).toMatchObject({
      id: listId,
      "aria-label": "추천 검색어",
      role: "listbox",
    });
    expect(loaded).toContain('<label for="q" class="sr-only">자격증 검색</label>');
  });
});
