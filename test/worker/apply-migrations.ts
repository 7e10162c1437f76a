// Loads the worker under test here, in setup (as applyD1Migrations' import always did), not inside the first
// test or beforeAll hook that calls it: that load is most of a file's start-up, and hooks have a timeout.
import "cloudflare:test";
import { env } from "cloudflare:workers";

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

await applyPreparedSchema(env.DB, (env as unknown as { TEST_SCHEMA: PreparedSchema }).TEST_SCHEMA);
