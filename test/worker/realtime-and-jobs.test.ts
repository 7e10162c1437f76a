import { describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { db, makeUser, signIn } from "./helpers";
import { sessions } from "../../worker/db/schema";
import { runHousekeeping } from "../../worker/jobs";

// The rooms (user and conversation) and their tickets are covered by messaging-realtime.test.ts.

describe("housekeeping cron", () => {
  it("removes expired and long-revoked sessions, keeps live ones", async () => {
    const u = await makeUser();
    const live = await signIn(u);
    const now = Date.now();
    await db()
      .insert(sessions)
      .values([
        {
          id: `old-${u.id}`,
          userId: u.id,
          kind: "public",
          createdAt: now - 10 * 86400_000,
          expiresAt: now - 86400_000,
        },
        {
          id: `rev-${u.id}`,
          userId: u.id,
          kind: "public",
          createdAt: now - 3 * 86400_000,
          expiresAt: now + 86400_000,
          revokedAt: now - 2 * 86400_000,
        },
      ])
      .run();
    await runHousekeeping(env, now);
    const left = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, u.id)).all();
    expect(left.map((s) => s.id)).not.toContain(`old-${u.id}`);
    expect(left.map((s) => s.id)).not.toContain(`rev-${u.id}`);
    expect(left).toHaveLength(1);
    const me = await exports.default.fetch(
      new Request("http://localhost/v1/secure/user/me", { headers: { authorization: `Bearer ${live.token}` } }),
    );
    expect(me.status).toBe(200);
  });
});
