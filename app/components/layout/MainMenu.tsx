import { NavLink, useLocation } from "react-router";
import { isAreaActive, type MenuItem } from "../../../shared/menu";
import { menuStyleOf, splitMainMenu } from "./layout-rules";

const special = {
  career: "text-emerald-700 data-[active=true]:text-emerald-800",
  info: "text-sky-700 data-[active=true]:text-sky-800",
  data: "text-violet-700 data-[active=true]:text-violet-800",
};

function MenuLink({ item, path }: { item: MenuItem; path: string }) {
  const style = menuStyleOf(item.code);
  const active = isAreaActive(item, path);
  return (
    <li>
      <NavLink
        to={item.url}
        data-me-code={item.code}
        data-active={active}
        aria-current={active ? "page" : undefined}
        className={`relative block px-3 py-4 text-[16px] font-bold whitespace-nowrap transition-colors hover:text-brand-600 data-[active=true]:text-brand-700 data-[active=true]:after:absolute data-[active=true]:after:inset-x-3 data-[active=true]:after:bottom-0 data-[active=true]:after:h-[3px] data-[active=true]:after:rounded-full data-[active=true]:after:bg-current ${
          style ? `menu-${style} ${special[style]}` : "text-slate-800"
        }`}
      >
        {style ? <span className="rounded-md bg-current/8 px-2 py-1">{item.name}</span> : item.name}
      </NavLink>
    </li>
  );
}

/** Header main menu: areas in order, 006/007/008 in a right-aligned group. */
export function MainMenu({ tree }: { tree: MenuItem[] }) {
  const { pathname } = useLocation();
  const { left, right } = splitMainMenu(tree);
  return (
    <nav aria-label="주 메뉴" className="flex min-w-0 flex-1 items-center">
      <ul className="flex min-w-0 items-center">
        {left.map((item) => (
          <MenuLink key={item.code} item={item} path={pathname} />
        ))}
      </ul>
      <ul className="ml-auto flex items-center border-l border-slate-200 pl-2" data-testid="menu-right-group">
        {right.map((item) => (
          <MenuLink key={item.code} item={item} path={pathname} />
        ))}
      </ul>
    </nav>
  );
}
