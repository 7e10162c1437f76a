import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const numbers = () =>
  readdirSync(join(root, "migrations"))
    .filter((f) => f.endsWith(".sql"))
    .map((f) => Number(f.slice(0, 4)));

/**
 * `npm run db:generate` diffs the Drizzle schema against the newest snapshot in migrations/meta: with a snapshot behind
 * the hand-written migrations it writes every table since then again, under a number that is already taken.
 */
describe("the Drizzle schema and migrations/ agree", () => {
  it("db:generate finds nothing to migrate, and would number the next migration after the last file", () => {
    const dir = mkdtempSync(join(tmpdir(), "schema-migrations-"));
    try {
      cpSync(join(root, "migrations"), join(dir, "migrations"), { recursive: true });
      const config = join(dir, "drizzle.config.mjs");
      writeFileSync(
        config,
        `export default { dialect: "sqlite", schema: ${JSON.stringify(join(root, "worker/db/schema/index.ts"))}, out: "./migrations" };`,
      );
      const out = execFileSync(join(root, "node_modules/.bin/drizzle-kit"), ["generate", "--config", config], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(out).toMatch(/No schema changes/);
      const journal = JSON.parse(readFileSync(join(root, "migrations/meta/_journal.json"), "utf8")) as {
        entries: { idx: number; tag: string }[];
      };
      const last = journal.entries.at(-1)!;
      expect(last.idx).toBe(Math.max(...numbers()));
      expect(readdirSync(join(root, "migrations"))).toContain(`${last.tag}.sql`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
