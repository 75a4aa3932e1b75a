import { type MenuSeed, menuTree } from "./menu-data";
import { menuRows } from "./seed.server";

const withPlanned = (tree: MenuSeed[]): MenuSeed[] =>
  tree.map(({ planned: _planned, children, ...item }) => ({ ...item, children: children && withPlanned(children) }));

/** The rows of the whole menu as if every planned page were built: for layout rules that don't depend on it. */
export const fullMenuRows = () => menuRows(withPlanned(menuTree));
