import { describe, expect, it } from "vitest";
import app from "../../worker/app";

/**
 * Routes are mounted by domain (worker/routes/v1/<domain>/index.ts), so a domain's place in app.ts decides which
 * of two overlapping paths answers. Hono runs the first registered match: a path with a fixed segment (e.g.
 * PUT /v1/media/upload/article/{id}) registered after a parameter in the same place (PUT /v1/media/upload/{id}/{variant})
 * would never be reached. This keeps every such pair in the only order that works.
 */
const segments = (path: string) => path.split("/").filter(Boolean);
const isParam = (s: string) => s.startsWith(":") || s === "*";

/** -1 when `a` is strictly more specific than `b` somewhere and never less; 1 for the reverse; 0 otherwise. */
function specificity(a: string[], b: string[]) {
  let aMore = false;
  let bMore = false;
  for (let i = 0; i < a.length; i++) {
    if (!isParam(a[i]!) && isParam(b[i]!)) aMore = true;
    if (isParam(a[i]!) && !isParam(b[i]!)) bMore = true;
  }
  return aMore && !bMore ? -1 : bMore && !aMore ? 1 : 0;
}

describe("route order across domains", () => {
  it("registers every fixed path before a parameter path that would also match it", () => {
    const seen = new Set<string>();
    const routes: { method: string; path: string; segs: string[] }[] = [];
    for (const r of app.routes) {
      const key = `${r.method} ${r.path}`;
      if (r.method === "ALL" || seen.has(key) || r.path.includes("*")) continue;
      seen.add(key);
      routes.push({ method: r.method, path: r.path, segs: segments(r.path) });
    }
    expect(routes.length).toBeGreaterThan(300);
    const shadowed: string[] = [];
    routes.forEach((early, i) => {
      for (const late of routes.slice(i + 1)) {
        if (late.method !== early.method || late.segs.length !== early.segs.length) continue;
        const overlap = early.segs.every((s, k) => s === late.segs[k] || isParam(s) || isParam(late.segs[k]!));
        if (overlap && specificity(late.segs, early.segs) === -1)
          shadowed.push(`${late.method} ${late.path} is shadowed by the earlier ${early.path}`);
      }
    });
    expect(shadowed).toEqual([]);
  });
});
