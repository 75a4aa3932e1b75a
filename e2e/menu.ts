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

/** Whether a page is built, judged by the served menu (as the shell does). */
export async function isBuilt(baseURL: string, path: string): Promise<boolean> {
  const strip = (u: string) => u.replace(/[?#].*$/, "").replace(/\/+$/, "") || "/";
  const all = (await servedMenu(baseURL)).flatMap((area) => [area.url, ...area.subMenu.map((m) => m.url)]);
  return all.map(strip).includes(strip(path));
}
