import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script (npm test runs it as a step too)
import { findCycles, importGraph } from "../../scripts/import-cycles.mjs";

/** No import circle in worker/services (the likely one: wallet/payments ⇄ each domain it pays for). */
describe("import circles in worker/services", () => {
  it("there are none", () => {
    expect(findCycles(importGraph())).toEqual([]);
  });

  it("the check finds a circle (static, re-export or dynamic import) and ignores type-only imports", () => {
    const dir = mkdtempSync(join(tmpdir(), "cycles-"));
    mkdirSync(join(dir, "wallet"));
    mkdirSync(join(dir, "stays"));
    mkdirSync(join(dir, "reviews"));
    writeFileSync(
      join(dir, "wallet/payments.ts"),
      'import { hold } from "../stays/book";\nexport const pay = () => hold;\n',
    );
    writeFileSync(join(dir, "stays/book.ts"), 'export { pay } from "../wallet/payments";\nexport const hold = 1;\n');
    writeFileSync(join(dir, "reviews/a.ts"), 'import type { B } from "./b";\nexport type A = B;\n');
    writeFileSync(join(dir, "reviews/b.ts"), 'export type B = number;\nexport const lazy = () => import("./c");\n');
    writeFileSync(join(dir, "reviews/c.ts"), 'import { lazy } from "./b";\nexport const c = lazy;\n');
    const circles = findCycles(importGraph(dir)).map((c: string[]) => c.map((f) => f.replace(/^.*cycles-[^/]+\//, "")));
    expect(circles).toHaveLength(2);
    expect(circles).toContainEqual(["reviews/b.ts", "reviews/c.ts"]);
    expect(circles).toContainEqual(["stays/book.ts", "wallet/payments.ts"]);
  });
});
