import type { Row } from "./types";

/** "METHOD /path/{param}" → a regex that a row's concrete path must match. */
const templateRe = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}$`);

export const rowMatches = (route: string, row: Row) => {
  const [method, path] = route.split(" ") as [string, string];
  return method === row.method && templateRe(path).test(row.path.split("?")[0]!);
};

/** The routes (from the app's route table) that no row of the matrix tests. */
export const routesWithoutRow = (routes: string[], rows: Row[]) =>
  routes.filter((route) => !rows.some((row) => rowMatches(route, row)));
