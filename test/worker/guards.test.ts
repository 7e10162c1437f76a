import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { sessionGuards, type Authenticate } from "../../worker/lib/guards";
import type { AppEnv } from "../../worker/lib/app-env";
import type { AuthUser } from "../../worker/contracts/auth";

/** The guards as app.ts mounts them, over an authenticate that counts its session lookups. */
function mounted() {
  const calls: string[] = [];
  const user = { id: "u1", adminAccess: false } as AuthUser;
  const authenticate: Authenticate = async (_ctx, token) => {
    calls.push(token);
    return token === "good" ? { user, sessionId: "s1", kind: "public" } : null;
  };
  const { optionalAuth, requireAuth } = sessionGuards(authenticate);
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("user", null);
    c.set("sessionId", null);
    c.set("ctx", { actor: null } as unknown as AppEnv["Variables"]["ctx"]);
    await next();
  });
  app.use("/v1/secure/*", requireAuth);
  app.use("/v1/*", optionalAuth);
  app.get("/v1/secure/me", (c) => c.json({ id: c.var.user?.id ?? null }));
  app.get("/v1/public", (c) => c.json({ id: c.var.user?.id ?? null }));
  app.onError((e, c) => c.json({ message: e.message }, 401));
  return { app, calls };
}

describe("secure requests authenticate once", () => {
  it("requireAuth then optionalAuth on /v1/secure/* is one session lookup", async () => {
    const { app, calls } = mounted();
    const res = await app.request("/v1/secure/me", { headers: { authorization: "Bearer good" } });
    expect(await res.json()).toEqual({ id: "u1" });
    expect(calls).toEqual(["good"]);
  });

  it("a public /v1 route with a token looks it up once; a bad token on a secure route is refused after one lookup", async () => {
    const { app, calls } = mounted();
    expect(await (await app.request("/v1/public", { headers: { authorization: "Bearer good" } })).json()).toEqual({
      id: "u1",
    });
    expect(calls).toEqual(["good"]);
    expect((await app.request("/v1/secure/me", { headers: { authorization: "Bearer bad" } })).status).toBe(401);
    expect(calls).toEqual(["good", "bad"]);
  });
});
