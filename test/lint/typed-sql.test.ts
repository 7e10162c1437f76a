import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Typed SQL: a raw read's row is parsed by a zod schema (worker/db/sql.ts), never cast with
 * a type argument. The fixture is linted as if it sat in worker/services, worker/routes and worker/db/sql.ts.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function casts(as: string) {
  const fs = await import("node:fs/promises");
  const code = await fs.readFile("test/lint/fixtures/worker/services/bad-sql.ts", "utf8");
  const [result] = await eslint.lintText(code, { filePath: as });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-syntax" && /parsed, not cast/.test(m.message))
    .map((m) => m.line);
}

// The first lint loads the whole config (typescript-eslint): seconds on a busy machine.
describe("typed SQL the linter keeps", { timeout: 60_000 }, () => {
  it("a type-argument cast on .first/.all/.raw (D1) or db.all/db.get (Drizzle) fails the lint; parsed reads pass", async () => {
    expect(await casts("worker/services/bad-sql.ts")).toEqual([3, 4, 5, 6, 7]);
  });

  it("it fires in routes and lib too, and only worker/db/sql.ts (the typed reader itself) may cast", async () => {
    expect(await casts("worker/routes/v1/bad-sql.ts")).toEqual([3, 4, 5, 6, 7]);
    expect(await casts("worker/lib/bad-sql.ts")).toEqual([3, 4, 5, 6, 7]);
    expect(await casts("worker/db/sql.ts")).toEqual([]);
  });
});
