import { describe, expect, it } from "vitest";
import { Route as all } from "./index";
import { Route as rent } from "./rent";
import { Route as sale } from "./sale";
import { Route as stay } from "./stay";

/**
 * The worker renders a search page from its URL without tracking parameters: a route whose loader deps kept them
 * would name its match differently in the browser, load again and redraw the page instead of hydrating it.
 */
describe("search pages' loader deps", () => {
  it.each([
    ["/properties", all],
    ["/properties/rent", rent],
    ["/properties/sale", sale],
    ["/properties/stay", stay],
  ])("%s: a shared link's utm_*, click ids and ref leave the deps, the filters stay", (_path, route) => {
    const deps = (route.options.loaderDeps as (o: { search: Record<string, unknown> }) => unknown)({
      search: {
        beds: 3,
        docs: "gazette",
        utm_source: "whatsapp",
        utm_medium: "social",
        fbclid: "F1",
        gclid: "G",
        ref: "x",
      },
    });
    expect(deps).toEqual({ beds: 3, docs: "gazette" });
  });
});
