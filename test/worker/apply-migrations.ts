// Loads the worker under test here, in setup (as applyD1Migrations' import always did), not inside the first
// test or beforeAll hook that calls it: that load is most of a runtime's start-up, and hooks have a timeout.
import "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { clearSandboxInbox } from "../../worker/integrations/email/local";
import { clearSandboxPushes } from "../../worker/integrations/push/local";
import { configureApiLogBuffer, flushApiLogs } from "../../worker/lib/api-log-buffer";
import { wordMemo } from "../../worker/services/listings/fts";
import { placeTrees } from "../../worker/services/listings/search-places";
import { scopeCounts } from "../../worker/services/listings/live-counts";
import { flushSearchCounts } from "../../worker/services/metrics";
import { bumpPageGeneration } from "../../worker/edge/page-cache";

/**
 * Every worker test file starts from the prepared schema (vitest.config.ts preparedSchema): all migrations'
 * statements in one batch (one transaction, one round trip to D1) instead of one batch per migration, plus the
 * d1_migrations rows wrangler keeps. test/worker/prepared-schema.test.ts checks it equals applying the
 * migrations one by one with applyD1Migrations.
 */
export type PreparedSchema = { statements: string[]; names: string[] };

export async function applyPreparedSchema(db: D1Database, schema: PreparedSchema) {
  await db.batch([
    ...schema.statements.map((sql) => db.prepare(sql)),
    db.prepare(`CREATE TABLE IF NOT EXISTS "d1_migrations" (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
	)`),
    ...schema.names.map((name) => db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name)),
  ]);
}

/**
 * Test files share one runtime (vitest.config.ts: isolate false), so a file starts by emptying the database the
 * previous file left: triggers and views, then the full-text tables (their shadow tables go with them), then every
 * other table, a table before the tables it references: SQLite empties a referenced table as it drops it, which
 * needs the tables that one references still there.
 */
export async function dropEverything(db: D1Database) {
  const objects = async () =>
    (
      await db
        .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
        .all<{ type: string; name: string; sql: string | null }>()
    ).results;
  const drop = (type: string, name: string) => db.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`);
  const first = await objects();
  if (!first.length) return;
  await db.batch([
    ...first.filter((o) => o.type === "trigger" || o.type === "view").map((o) => drop(o.type, o.name)),
    ...first
      .filter((o) => o.type === "table" && /^CREATE VIRTUAL TABLE/i.test(o.sql ?? ""))
      .map((o) => drop("table", o.name)),
  ]);
  const tables = (await objects()).filter((o) => o.type === "table");
  const parents = new Map(
    tables.map((t) => [
      t.name,
      new Set([...(t.sql ?? "").matchAll(/REFERENCES\s+["`[]?(\w+)/gi)].map((m) => m[1]!).filter((p) => p !== t.name)),
    ]),
  );
  const order: string[] = [];
  while (parents.size) {
    const referenced = new Set([...parents.values()].flatMap((p) => [...p]));
    const leaves = [...parents.keys()].filter((name) => !referenced.has(name));
    // A cycle of references (none today) would leave no leaf: drop the rest in any order.
    for (const name of leaves.length ? leaves : [...parents.keys()]) {
      order.push(name);
      parents.delete(name);
    }
  }
  await db.batch([db.prepare("PRAGMA defer_foreign_keys = ON"), ...order.map((name) => drop("table", name))]);
}

// Counters the previous file's requests left in memory are written to its database before that is emptied, so a
// timer of theirs finds nothing left to write into this file's.
await flushSearchCounts(env);
await flushApiLogs(env);
await dropEverything(env.DB);
await applyPreparedSchema(env.DB, (env as unknown as { TEST_SCHEMA: PreparedSchema }).TEST_SCHEMA);
// What else the previous file may have left in this runtime: mails and pushes in the sandboxes, cached pages,
// the API log buffer's test settings, spies, fake clocks and stubbed globals.
clearSandboxInbox();
clearSandboxPushes();
configureApiLogBuffer({});
wordMemo.entries.clear();
placeTrees.entries.clear();
scopeCounts.clear();
await bumpPageGeneration();
vi.restoreAllMocks();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
