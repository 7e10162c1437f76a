import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

/**
 * The worker tests start from a prepared schema (vitest.config.ts preparedSchema, applied in one batch by
 * apply-migrations.ts). It must be exactly what wrangler's one-migration-at-a-time apply gives: the same
 * tables, indexes, triggers and views (sqlite_master, SQL text included), the same rows the migrations insert
 * (reference data, plans, settings) and the same d1_migrations names. SCHEMA_CHECK_DB is an empty database of
 * this file's own, used only here.
 */
type Env = { DB: D1Database; SCHEMA_CHECK_DB: D1Database; TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] };
const e = env as unknown as Env;

const objects = async (db: D1Database) =>
  (
    await db
      .prepare(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY type, name",
      )
      .all<{ type: string; name: string; sql: string | null }>()
  ).results;

/** A table's rows; a time the migration wrote when it ran (ms or s within a day of now) reads "<applied>". */
async function rows(db: D1Database, table: string) {
  const { results } = await db.prepare(`SELECT * FROM "${table.replace(/"/g, '""')}"`).all();
  const now = Date.now();
  const applied = (v: unknown) =>
    typeof v === "number" && (Math.abs(v - now) < 86_400_000 || Math.abs(v * 1000 - now) < 86_400_000);
  return results.map((r) => JSON.stringify(r, (_k, v: unknown) => (applied(v) ? "<applied>" : v))).sort();
}

describe("the prepared test schema", () => {
  it("equals the migrations applied one by one: every object, every row they insert, the d1_migrations names", async () => {
    await applyD1Migrations(e.SCHEMA_CHECK_DB, e.TEST_MIGRATIONS);
    const prepared = await objects(e.DB);
    const oneByOne = await objects(e.SCHEMA_CHECK_DB);
    expect(prepared.length).toBeGreaterThan(100);
    expect(prepared).toEqual(oneByOne);

    const tables = oneByOne
      .filter((o) => o.type === "table" && o.name !== "d1_migrations" && !/^CREATE VIRTUAL/i.test(o.sql ?? ""))
      .map((o) => o.name);
    let seeded = 0;
    for (const t of tables) {
      const [a, b] = await Promise.all([rows(e.DB, t), rows(e.SCHEMA_CHECK_DB, t)]);
      expect(a, t).toEqual(b);
      seeded += a.length;
    }
    // The migrations do insert reference data; the comparison above saw it.
    expect(seeded).toBeGreaterThan(0);

    const names = (db: D1Database) =>
      db
        .prepare("SELECT name FROM d1_migrations ORDER BY id")
        .all<{ name: string }>()
        .then((r) => r.results.map((x) => x.name));
    expect(await names(e.DB)).toEqual(await names(e.SCHEMA_CHECK_DB));
    expect(await names(e.DB)).toEqual(e.TEST_MIGRATIONS.map((m) => m.name));
  });
});
