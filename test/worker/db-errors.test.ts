import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { users } from "../../worker/db/schema";
import { isUniqueViolation, uniqueViolation } from "../../worker/lib/db-errors";
import { db, makeUser, uniq } from "./helpers";

/** The duplicate-key mapper, tested against D1's real errors as Drizzle wraps them (DESIGN.md: D1's errors arrive wrapped by the ORM). */

const catchError = async (f: () => Promise<unknown>) => {
  try {
    await f();
  } catch (e) {
    return e;
  }
  throw new Error("expected the statement to fail");
};

const rowLike = (over: Partial<typeof users.$inferInsert>) => ({
  id: `dup-${uniq()}`,
  firstName: "Dup",
  email: `dup-${uniq()}@example.ng`,
  username: `dup_${uniq()}`,
  passwordHash: "x",
  accountType: "standard",
  createdAt: Date.now(),
  updatedAt: Date.now(),
  ...over,
});

describe("uniqueViolation", () => {
  it("recognises a duplicate email through Drizzle's 'Failed query' wrapper", async () => {
    const u = await makeUser();
    const e = await catchError(() =>
      db()
        .insert(users)
        .values(rowLike({ email: u.email }))
        .run(),
    );
    expect(String(e)).toContain("Failed query");
    expect(uniqueViolation(e)).toEqual({ table: "users", columns: ["email"] });
    expect(isUniqueViolation(e, "users", "email")).toBe(true);
    expect(isUniqueViolation(e, "users", "username")).toBe(false);
  });

  it("recognises a duplicate inside a batch and a duplicate primary key", async () => {
    const u = await makeUser();
    const inBatch = await catchError(() =>
      db().batch([
        db()
          .insert(users)
          .values(rowLike({ username: u.username })),
      ]),
    );
    expect(uniqueViolation(inBatch)).toEqual({ table: "users", columns: ["username"] });
    const pk = await catchError(() =>
      db()
        .insert(users)
        .values(rowLike({ id: u.id }))
        .run(),
    );
    expect(uniqueViolation(pk)).toEqual({ table: "users", columns: ["id"] });
  });

  it("recognises D1's own error without the ORM", async () => {
    const u = await makeUser();
    const e = await catchError(() =>
      env.DB.prepare(
        "INSERT INTO users (id, first_name, email, username, password_hash, account_type, created_at, updated_at) VALUES (?, 'a', ?, ?, 'x', 'standard', 1, 1)",
      )
        .bind(`raw-${uniq()}`, u.email, `raw_${uniq()}`)
        .run(),
    );
    expect(uniqueViolation(e)).toEqual({ table: "users", columns: ["email"] });
  });

  it("is null for other errors, even when user text quotes a UNIQUE message", async () => {
    const e = await catchError(() =>
      db()
        .insert(users)
        .values(rowLike({ firstName: "UNIQUE constraint failed: users.email", accountType: null as never }))
        .run(),
    );
    // The wrapper quotes the parameters (the user's text); the real cause is a NOT NULL failure.
    expect(String(e)).toContain("params: ");
    expect(String((e as Error).cause)).toContain("NOT NULL");
    expect(uniqueViolation(e)).toBeNull();
    expect(uniqueViolation(new Error("boom"))).toBeNull();
    expect(uniqueViolation(undefined)).toBeNull();
  });
});
