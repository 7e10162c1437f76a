import { describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { eq } from "drizzle-orm";
import { db, makeUser, signIn } from "./helpers";
import { sessions } from "../../worker/db/schema";
import { runHousekeeping } from "../../worker/jobs";

const connect = (room: string, token?: string) =>
  exports.default.fetch(
    new Request(`http://localhost/parties/notifications/${room}${token ? `?token=${encodeURIComponent(token)}` : ""}`, { headers: { upgrade: "websocket" } }),
  );

describe("notification rooms", () => {
  it("let a user into their own room and deliver pushes from the worker", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    const res = await connect(u.id, token);
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    ws.accept();
    const got = new Promise<string>((resolve) => ws.addEventListener("message", (e) => resolve(String(e.data))));
    const stub = await getServerByName(env.Notifications, u.id);
    const delivered = await stub.push({ type: "notification", data: { message: "Your inspection is confirmed" } });
    expect(delivered).toBe(1);
    expect(JSON.parse(await got)).toEqual({ type: "notification", data: { message: "Your inspection is confirmed" } });
    ws.close();
  });

  it("refuse anonymous visitors (401) and other users' rooms (403)", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const { token } = await signIn(a);
    expect((await connect(a.id)).status).toBe(401);
    expect((await connect(b.id, token)).status).toBe(403);
  });
});

describe("housekeeping cron", () => {
  it("removes expired and long-revoked sessions, keeps live ones", async () => {
    const u = await makeUser();
    const live = await signIn(u);
    const now = Date.now();
    await db().insert(sessions).values([
      { id: `old-${u.id}`, userId: u.id, kind: "public", createdAt: now - 10 * 86400_000, expiresAt: now - 86400_000 },
      { id: `rev-${u.id}`, userId: u.id, kind: "public", createdAt: now - 3 * 86400_000, expiresAt: now + 86400_000, revokedAt: now - 2 * 86400_000 },
    ]).run();
    await runHousekeeping(env, now);
    const left = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, u.id)).all();
    expect(left.map((s) => s.id)).not.toContain(`old-${u.id}`);
    expect(left.map((s) => s.id)).not.toContain(`rev-${u.id}`);
    expect(left).toHaveLength(1);
    const me = await exports.default.fetch(new Request("http://localhost/v1/secure/user/me", { headers: { authorization: `Bearer ${live.token}` } }));
    expect(me.status).toBe(200);
  });
});
