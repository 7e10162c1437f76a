import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { userIdentities, users } from "../../worker/db/schema";
import { call, db, makeUser, uniq } from "./helpers";
import { CONFIGURED, fakeProviders, loginError, start, visit } from "./oauth-fakes";

afterEach(() => vi.restoreAllMocks());

/** The test env has no provider credentials and OAUTH_SANDBOX="on": the local sandbox stands in. */
const UNCONFIGURED = env;

async function sandboxSignIn(name: string, email: string, redirect?: string) {
  const begin = await start("google", redirect, UNCONFIGURED);
  expect(begin.url!.pathname).toBe("/v1/auth/sandbox/google");
  const page = await visit(`/v1/auth/sandbox/google?state=${begin.state}`, { env: UNCONFIGURED });
  expect(page.status).toBe(200);
  expect(page.text).toContain("Sandbox sign-in (no real Google)");
  const submit = await visit(
    `/v1/auth/sandbox/google/continue?${new URLSearchParams({ state: begin.state, name, email })}`,
    { env: UNCONFIGURED },
  );
  expect(submit.status).toBe(302);
  expect(submit.url!.pathname).toBe("/v1/auth/google/callback");
  expect(submit.url!.searchParams.get("code")).toMatch(/^sandbox:/);
  return visit(`${submit.url!.pathname}${submit.url!.search}`, { env: UNCONFIGURED });
}

describe("the local sandbox provider", () => {
  it("signs a new person in without any network call", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const email = `sandbox-${uniq()}@example.ng`;
    const res = await sandboxSignIn("Bola Ade", email, "/properties/rent");
    expect(res.url!.pathname).toBe("/dashboard");
    expect(res.url!.searchParams.get("redirect")).toBe("/properties/rent");
    const me = await call("GET", "/v1/secure/user/me", { token: res.url!.searchParams.get("token")! });
    expect(me.json.user).toMatchObject({ email, firstName: "Bola", lastName: "Ade", accountType: "standard" });
    expect(spy).not.toHaveBeenCalled();

    // The same sandbox email again is the same account (via the linked identity).
    const again = await sandboxSignIn("Bola Ade", email);
    const me2 = await call("GET", "/v1/secure/user/me", { token: again.url!.searchParams.get("token")! });
    expect(me2.json.user.id).toBe(me.json.user.id);
    expect(await db().select().from(users).where(eq(users.email, email)).all()).toHaveLength(1);
  });

  it("never takes over an existing password account (sandbox emails are unverified)", async () => {
    const existing = await makeUser();
    const res = await sandboxSignIn("Someone Else", existing.email);
    expect(loginError(res)).toBe("email_in_use");
    expect(await db().select().from(userIdentities).where(eq(userIdentities.userId, existing.id)).all()).toHaveLength(
      0,
    );
  });

  it("re-shows the form for a bad email", async () => {
    const begin = await start("facebook", undefined, UNCONFIGURED);
    const res = await visit(`/v1/auth/sandbox/facebook/continue?state=${begin.state}&name=X&email=not-an-email`, {
      env: UNCONFIGURED,
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain("Enter a name and a valid email address.");
    expect(res.text).toContain("Sandbox sign-in (no real Facebook)");
  });

  it("is refused when the real provider is configured", async () => {
    const calls = fakeProviders({ sub: "x", email: "x@example.ng", email_verified: true });
    expect((await visit("/v1/auth/sandbox/google?state=abc", { env: CONFIGURED })).status).toBe(404);
    expect(
      (await visit("/v1/auth/sandbox/google/continue?state=abc&name=A&email=a@b.ng", { env: CONFIGURED })).status,
    ).toBe(404);
    const { state } = await start("google");
    const code = `sandbox:${btoa(JSON.stringify({ name: "Mallory", email: `m-${uniq()}@example.ng` }))}`;
    const res = await visit(`/v1/auth/google/callback?${new URLSearchParams({ code, state })}`, { env: CONFIGURED });
    expect(loginError(res)).toBe("failed");
    expect(calls).toHaveLength(0);
  });

  it("is off on a deployed site without credentials", async () => {
    const deployed = { ...UNCONFIGURED, APP_URL: "https://propertyng.example", OAUTH_SANDBOX: undefined };
    const res = await visit("/v1/auth/google", { env: deployed });
    expect(loginError(res)).toBe("unavailable");
    expect((await visit("/v1/auth/sandbox/google?state=abc", { env: deployed })).status).toBe(404);
  });

  it("is off without the explicit local flag, even when APP_URL is localhost (a forgotten deploy setting)", async () => {
    for (const flag of [undefined, "", "off", "true", "ON"]) {
      const forgotten = { ...UNCONFIGURED, APP_URL: "http://localhost:8787", OAUTH_SANDBOX: flag };
      expect(loginError(await visit("/v1/auth/google", { env: forgotten }))).toBe("unavailable");
      expect((await visit("/v1/auth/sandbox/google?state=abc", { env: forgotten })).status).toBe(404);
    }
  });
});
