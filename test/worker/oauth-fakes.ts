import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { eq } from "drizzle-orm";
import app from "../../worker/app";
import { oauthStates } from "../../worker/db/schema";
import { BASE, db, freshIp } from "./helpers";

/** The worker's env with both providers configured (the default test env has neither: sandbox mode). */
export const CONFIGURED = {
  ...env,
  GOOGLE_CLIENT_ID: "google-client",
  GOOGLE_CLIENT_SECRET: "google-secret",
  FACEBOOK_APP_ID: "fb-app",
  FACEBOOK_APP_SECRET: "fb-secret",
};

/** A browser navigation straight into the Hono app, with a chosen env; redirects are not followed. */
export async function visit(path: string, opts: { env?: Env; ip?: string } = {}) {
  const res = await app.fetch(
    new Request(BASE + path, { headers: { "cf-connecting-ip": opts.ip ?? freshIp() } }),
    opts.env ?? CONFIGURED,
  );
  const location = res.headers.get("location");
  return { status: res.status, location, url: location ? new URL(location, BASE) : null, text: await res.text() };
}

export type FakeCall = { url: string; method: string; body: string; authorization: string | null };

/**
 * Fakes Google and Facebook at the network edge. `profile` is what userinfo / me answers;
 * `failWith` makes the token endpoint answer that status (or throw, like a timeout, for "throw").
 */
export function fakeProviders(profile: Record<string, unknown>, opts: { failWith?: number | "throw" } = {}) {
  const calls: FakeCall[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = req.url;
    calls.push({ url, method: req.method, body: await req.text(), authorization: req.headers.get("authorization") });
    const isToken =
      url.startsWith("https://oauth2.googleapis.com/token") ||
      url.startsWith("https://graph.facebook.com/v19.0/oauth/access_token");
    if (isToken) {
      if (opts.failWith === "throw") throw new DOMException("The operation timed out.", "TimeoutError");
      if (opts.failWith) return Response.json({ error: "invalid_grant" }, { status: opts.failWith });
      return Response.json({ access_token: "provider-access-token", token_type: "Bearer", expires_in: 3600 });
    }
    if (
      url.startsWith("https://openidconnect.googleapis.com/v1/userinfo") ||
      url.startsWith("https://graph.facebook.com/me?")
    )
      return Response.json(profile);
    throw new Error(`unexpected fetch in test: ${url}`);
  });
  return calls;
}

/** Starts a sign-in and returns the state the provider would hand back. */
export async function start(provider: "google" | "facebook", redirect?: string, envOverride?: Env) {
  const res = await visit(`/v1/auth/${provider}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`, {
    env: envOverride,
  });
  const state = res.url?.searchParams.get("state");
  if (res.status !== 302 || !state) throw new Error(`start failed: ${res.status} ${res.location}`);
  return { ...res, state };
}

export const stateRow = (state: string) => db().select().from(oauthStates).where(eq(oauthStates.state, state)).get();

export const loginError = (res: { url: URL | null }) =>
  res.url?.pathname === "/login" ? res.url.searchParams.get("reason") : null;
