type WireMenu = { me_code: string; name: string; url: string; useSide: string; subMenu: WireMenu[] };

/** The menu the server serves (pages not built yet are left out, see menu-data `planned`). */
export async function servedMenu(baseURL: string): Promise<WireMenu[]> {
  const res = await fetch(`${baseURL}/v2/menu/menu-list`);
  return ((await res.json()) as { data: WireMenu[] }).data;
}

/** Every URL a visitor can click in the menus: the areas and their side-listed pages. */
export async function clickableMenuUrls(baseURL: string): Promise<string[]> {
  const menu = await servedMenu(baseURL);
  return menu.flatMap((area) => [area.url, ...area.subMenu.filter((m) => m.useSide === "y").map((m) => m.url)]);
}
