import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityLogs, oauthStates, userIdentities, users } from "../../worker/db/schema";
import { toBase64Url } from "../../worker/lib/crypto";
import { call, db, makeUser, uniq } from "./helpers";
import { CONFIGURED, fakeProviders, loginError, start, stateRow, visit } from "./oauth-fakes";

afterEach(() => vi.restoreAllMocks());

const googleProfile = (over: Record<string, unknown> = {}) => ({
  sub: `g-${uniq()}`,
  email: `ngozi-${uniq()}@gmail.test`,
  email_verified: true,
  given_name: "Ngozi",
  family_name: "Eze",
  name: "Ngozi Eze",
  ...over,
});

async function signInWith(provider: "google" | "facebook", profile: Record<string, unknown>, redirect?: string) {
  const calls = fakeProviders(profile);
  const { state } = await start(provider, redirect);
  const res = await visit(`/v1/auth/${provider}/callback?code=auth-code-1&state=${state}`);
  return { res, calls, state, token: res.url?.pathname === "/dashboard" ? res.url.searchParams.get("token") : null };
}

describe("starting a social sign-in", () => {
  it("redirects to Google with client id, callback, scope, state and an S256 PKCE challenge", async () => {
    const res = await start("google", "/properties/rent?x=1");
    expect(`${res.url!.origin}${res.url!.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    const q = res.url!.searchParams;
    expect(q.get("client_id")).toBe("google-client");
    expect(q.get("redirect_uri")).toBe(`${CONFIGURED.APP_URL}/v1/auth/google/callback`);
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("response_type")).toBe("code");
    expect(q.get("code_challenge_method")).toBe("S256");
    const row = await stateRow(res.state);
    expect(row?.provider).toBe("google");
    expect(row?.redirect).toBe("/properties/rent?x=1");
    expect(row!.expiresAt - row!.createdAt).toBe(10 * 60_000);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(row!.codeVerifier));
    expect(q.get("code_challenge")).toBe(toBase64Url(new Uint8Array(digest)));
  });

  it("redirects to Facebook with its own scope", async () => {
    const res = await start("facebook");
    expect(`${res.url!.origin}${res.url!.pathname}`).toBe("https://www.facebook.com/v19.0/dialog/oauth");
    expect(res.url!.searchParams.get("scope")).toBe("email public_profile");
    expect(res.url!.searchParams.get("client_id")).toBe("fb-app");
    expect(res.url!.searchParams.get("code_challenge")).toBeTruthy();
  });

  it.each(["https://evil.example/x", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "drops a redirect that is not a same-site path: %s",
    async (target) => {
      const res = await start("google", target);
      expect((await stateRow(res.state))?.redirect).toBeNull();
    },
  );

  it("is 404 for an unknown provider", async () => {
    expect((await visit("/v1/auth/twitter")).status).toBe(404);
    expect((await visit("/v1/auth/twitter/callback?code=x&state=y")).status).toBe(404);
  });
});

describe("the callback", () => {
  it("creates a standard account, links the identity, and the token works on /v1/secure/user/me", async () => {
    const profile = googleProfile();
    const { res, calls, token } = await signInWith("google", profile, "/properties/sale");
    expect(res.status).toBe(302);
    expect(res.url!.pathname).toBe("/dashboard");
    expect(res.url!.searchParams.get("redirect")).toBe("/properties/sale");
    const me = await call("GET", "/v1/secure/user/me", { token: token! });
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({
      email: profile.email,
      firstName: "Ngozi",
      lastName: "Eze",
      accountType: "standard",
      adminAccess: false,
    });
    expect(me.json.user.username).toMatch(/^ngozi/);

    // The code was exchanged with the PKCE verifier and the client secret; userinfo got the access token.
    const tokenCall = calls.find((c) => c.url === "https://oauth2.googleapis.com/token")!;
    const form = new URLSearchParams(tokenCall.body);
    expect(tokenCall.method).toBe("POST");
    expect(form.get("code")).toBe("auth-code-1");
    expect(form.get("client_secret")).toBe("google-secret");
    expect(form.get("code_verifier")?.length).toBeGreaterThanOrEqual(43);
    expect(calls.find((c) => c.url.includes("userinfo"))?.authorization).toBe("Bearer provider-access-token");

    const identity = await db()
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, "google"), eq(userIdentities.subject, profile.sub)))
      .get();
    expect(identity?.userId).toBe(me.json.user.id);
    const logins = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, me.json.user.id), eq(activityLogs.action, "user.login")))
      .all();
    expect(logins.map((l) => JSON.parse(l.details ?? "{}"))).toEqual([{ provider: "google" }]);

    // A second sign-in with the same Google account is the same user.
    vi.restoreAllMocks();
    const again = await signInWith("google", { ...profile, email: `changed-${uniq()}@gmail.test` });
    const me2 = await call("GET", "/v1/secure/user/me", { token: again.token! });
    expect(me2.json.user.id).toBe(me.json.user.id);
  });

  it("links a Facebook account to the existing user with the same email (no duplicate user)", async () => {
    const existing = await makeUser({ accountType: "agent" });
    const fbId = `fb-${uniq()}`;
    const { calls, token } = await signInWith("facebook", {
      id: fbId,
      name: "Emeka Obi",
      email: existing.email.toUpperCase(),
      first_name: "Emeka",
      last_name: "Obi",
    });
    const me = await call("GET", "/v1/secure/user/me", { token: token! });
    expect(me.json.user.id).toBe(existing.id);
    expect(me.json.user.firstName).toBe("Test");
    expect(await db().select().from(users).where(eq(users.email, existing.email)).all()).toHaveLength(1);
    const identity = await db().select().from(userIdentities).where(eq(userIdentities.subject, fbId)).get();
    expect(identity?.userId).toBe(existing.id);
    const tokenUrl = new URL(
      calls.find((c) => c.url.startsWith("https://graph.facebook.com/v19.0/oauth/access_token"))!.url,
    );
    expect(tokenUrl.searchParams.get("client_secret")).toBe("fb-secret");
    expect(tokenUrl.searchParams.get("code_verifier")).toBeTruthy();
    expect(tokenUrl.searchParams.get("redirect_uri")).toBe(`${CONFIGURED.APP_URL}/v1/auth/facebook/callback`);
  });

  it("does not hand an existing account to an unverified email", async () => {
    const existing = await makeUser();
    const { res } = await signInWith("google", googleProfile({ email: existing.email, email_verified: false }));
    expect(loginError(res)).toBe("email_in_use");
    expect(await db().select().from(userIdentities).where(eq(userIdentities.userId, existing.id)).all()).toHaveLength(
      0,
    );
  });

  it("refuses admin-access users and deactivated users", async () => {
    const admin = await makeUser({ accountType: "staff", adminAccess: true });
    expect(loginError((await signInWith("google", googleProfile({ email: admin.email }))).res)).toBe("admin");
    vi.restoreAllMocks();
    const off = await makeUser({ status: "deactivated" });
    expect(loginError((await signInWith("google", googleProfile({ email: off.email }))).res)).toBe("disabled");
  });

  it("refuses an unknown, reused or expired state", async () => {
    fakeProviders(googleProfile());
    expect(loginError(await visit("/v1/auth/google/callback?code=c&state=never-issued"))).toBe("expired");
    expect(loginError(await visit("/v1/auth/google/callback?code=c"))).toBe("expired");

    const { state } = await start("google");
    expect((await visit(`/v1/auth/google/callback?code=c&state=${state}`)).url!.pathname).toBe("/dashboard");
    expect(loginError(await visit(`/v1/auth/google/callback?code=c&state=${state}`))).toBe("expired");

    const old = await start("google");
    await db()
      .update(oauthStates)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(oauthStates.state, old.state))
      .run();
    expect(loginError(await visit(`/v1/auth/google/callback?code=c&state=${old.state}`))).toBe("expired");

    // A state issued for Facebook is no good at Google's callback.
    const fb = await start("facebook");
    expect(loginError(await visit(`/v1/auth/google/callback?code=c&state=${fb.state}`))).toBe("expired");
  });

  it("sends a cancelled sign-in back to /login with the redirect kept", async () => {
    const { state } = await start("google", "/dashboard/edit-profile");
    const res = await visit(`/v1/auth/google/callback?error=access_denied&state=${state}`);
    expect(loginError(res)).toBe("cancelled");
    expect(res.url!.searchParams.get("redirect")).toBe("/dashboard/edit-profile");
    expect(await stateRow(state)).toBeUndefined();
  });

  it.each([[500], ["throw" as const]])(
    "turns provider failures (%s) into /login?error=social, never a 500",
    async (failWith) => {
      fakeProviders(googleProfile(), { failWith });
      const { state } = await start("google");
      const res = await visit(`/v1/auth/google/callback?code=c&state=${state}`);
      expect(res.status).toBe(302);
      expect(loginError(res)).toBe("failed");
    },
  );

  it("refuses a provider profile without an email", async () => {
    const { res } = await signInWith("facebook", { id: `fb-${uniq()}`, name: "No Mail" });
    expect(loginError(res)).toBe("no_email");
  });
});
