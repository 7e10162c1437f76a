import { and, eq, lte } from "drizzle-orm";
import { oauthStates, userIdentities, users } from "../../db/schema";
import { sameSitePath } from "../../contracts/same-site";
import {
  encodeSandboxCode,
  isSandboxCode,
  OAuthError,
  oauthProviders,
  sandboxAllowed,
  sandboxProfile,
  validateSandboxForm,
  type OAuthProfile,
  type OAuthProviderId,
} from "../../integrations/oauth";
import { newId, randomToken, toBase64Url } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { issueToken } from "./auth";
import { sendEmail, templates } from "../platform/email";
import { uniqueViolation } from "../../lib/db-errors";
import { ipKey, tryConsumeLimit } from "../platform/rate-limit";
import { freeUsername, type UserRow } from "./users";

/** The keys /login?error=social&reason=… understands (web/src/features/auth/social-buttons.tsx words them). */
export type SocialErrorReason =
  "cancelled" | "expired" | "failed" | "admin" | "disabled" | "email_in_use" | "no_email" | "unavailable" | "busy";

const STATE_TTL_MS = 10 * 60_000;
const START_LIMIT = 30;
const START_WINDOW_MS = 10 * 60_000;

/** live: real provider credentials are set; sandbox: the local stand-in; off: neither (deployed, unconfigured). */
export function providerMode(env: Env, id: OAuthProviderId): "live" | "sandbox" | "off" {
  if (oauthProviders[id].credentials(env)) return "live";
  return sandboxAllowed(env) ? "sandbox" : "off";
}

export const callbackUrl = (env: Env, id: OAuthProviderId) =>
  `${env.APP_URL.replace(/\/+$/, "")}/v1/auth/${id}/callback`;

export function loginErrorPath(reason: SocialErrorReason, redirect?: string | null) {
  const q = new URLSearchParams({ error: "social", reason });
  if (redirect) q.set("redirect", redirect);
  return `/login?${q}`;
}

async function s256(verifier: string) {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/** Step 1: remember state + PKCE verifier, then send the browser to the provider (or the sandbox page). */
export async function startSignIn(ctx: ServiceCtx, id: OAuthProviderId, redirect: string | undefined): Promise<string> {
  const provider = oauthProviders[id];
  const mode = providerMode(ctx.env, id);
  if (mode === "off") return loginErrorPath("unavailable");
  if (!(await tryConsumeLimit(ctx, ipKey(ctx, "oauth-start"), START_LIMIT, START_WINDOW_MS)))
    return loginErrorPath("busy");
  const state = randomToken(24);
  const codeVerifier = randomToken(48);
  await ctx.db.batch([
    // Abandoned attempts are swept here, so the table stays small without a job.
    ctx.db.delete(oauthStates).where(lte(oauthStates.expiresAt, ctx.now)),
    ctx.db.insert(oauthStates).values({
      state,
      provider: id,
      codeVerifier,
      redirect: sameSitePath(redirect),
      createdAt: ctx.now,
      expiresAt: ctx.now + STATE_TTL_MS,
    }),
  ]);
  if (mode === "sandbox") return `/v1/auth/sandbox/${id}?${new URLSearchParams({ state })}`;
  const url = new URL(provider.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: provider.credentials(ctx.env)!.clientId,
    redirect_uri: callbackUrl(ctx.env, id),
    response_type: "code",
    scope: provider.scope,
    state,
    code_challenge: await s256(codeVerifier),
    code_challenge_method: "S256",
    ...provider.authorizeParams,
  }).toString();
  return url.toString();
}

/** The sandbox form's submit: its "code" carries the typed profile. */
export function sandboxCallbackPath(id: OAuthProviderId, state: string, name: unknown, email: unknown) {
  const payload = validateSandboxForm(name, email);
  if (!payload) return null;
  return `/v1/auth/${id}/callback?${new URLSearchParams({ code: encodeSandboxCode(payload), state })}`;
}

type Resolved = { userId: string; link: boolean } | { reason: SocialErrorReason };

function refusal(u: UserRow): SocialErrorReason | null {
  if (u.adminAccess) return "admin";
  if (u.status !== "active" || u.deletedAt) return "disabled";
  return null;
}

async function resolveUser(ctx: ServiceCtx, id: OAuthProviderId, profile: OAuthProfile): Promise<Resolved | null> {
  const linked = await ctx.db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, id), eq(userIdentities.subject, profile.subject)))
    .get();
  if (linked) {
    const no = refusal(linked.user);
    return no ? { reason: no } : { userId: linked.user.id, link: false };
  }
  if (!profile.email) return { reason: "no_email" };
  const byEmail = await ctx.db.select().from(users).where(eq(users.email, profile.email)).get();
  if (byEmail) {
    // An unverified address could belong to someone else: never hand over their account.
    if (!profile.emailVerified) return { reason: "email_in_use" };
    const no = refusal(byEmail);
    return no ? { reason: no } : { userId: byEmail.id, link: true };
  }
  return createUser(ctx, id, profile, profile.email);
}

async function createUser(
  ctx: ServiceCtx,
  id: OAuthProviderId,
  profile: OAuthProfile,
  email: string,
): Promise<Resolved | null> {
  const userId = newId();
  const firstName = (profile.firstName ?? email.split("@")[0] ?? "Member").slice(0, 100);
  try {
    await ctx.db.batch([
      ctx.db.insert(users).values({
        id: userId,
        firstName,
        lastName: profile.lastName?.slice(0, 100) ?? null,
        email,
        username: freeUsername(email),
        // Never matches any password (not a pbkdf2 hash); "forgot password" sets a real one.
        passwordHash: `social$${randomToken(24)}`,
        accountType: "standard",
        status: "active",
        createdAt: ctx.now,
        updatedAt: ctx.now,
      }),
      ctx.db
        .insert(userIdentities)
        .values({ provider: id, subject: profile.subject, userId, email, createdAt: ctx.now }),
      activityStatement(ctx, "user.register", { type: "user", id: userId }, { provider: id }, userId),
    ]);
  } catch (e) {
    // A parallel callback (double click) or a username race: the caller looks again.
    if (uniqueViolation(e)) return null;
    throw e;
  }
  await sendEmail(ctx, "welcome", {
    to: email,
    ...templates.welcome(firstName, `${ctx.env.APP_URL}/properties`),
  }).catch(() => undefined);
  return { userId, link: false };
}

async function profileFor(
  ctx: ServiceCtx,
  id: OAuthProviderId,
  code: string,
  codeVerifier: string,
): Promise<OAuthProfile | null> {
  const mode = providerMode(ctx.env, id);
  // Sandbox codes are only honoured while the real provider is not set up.
  if (isSandboxCode(code)) return mode === "sandbox" ? sandboxProfile(id, code) : null;
  if (mode !== "live") return null;
  const provider = oauthProviders[id];
  const accessToken = await provider.exchangeCode(provider.credentials(ctx.env)!, {
    code,
    codeVerifier,
    redirectUri: callbackUrl(ctx.env, id),
  });
  return provider.fetchProfile(accessToken);
}

/** Step 2: the provider sent the browser back. Answers where to send it next; never throws for provider trouble. */
export async function finishSignIn(
  ctx: ServiceCtx,
  id: OAuthProviderId,
  q: { code?: string; state?: string; error?: string },
): Promise<string> {
  if (!q.state) return loginErrorPath(q.error ? "cancelled" : "expired");
  // Used once, even by two requests at the same moment: only one DELETE gets the row back.
  const [row] = await ctx.db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, q.state), eq(oauthStates.provider, id)))
    .returning();
  if (!row || row.expiresAt <= ctx.now) return loginErrorPath("expired");
  if (q.error || !q.code) return loginErrorPath("cancelled", row.redirect);
  let profile: OAuthProfile | null;
  try {
    profile = await profileFor(ctx, id, q.code, row.codeVerifier);
  } catch (e) {
    if (!(e instanceof OAuthError)) throw e;
    console.warn(`[oauth] ${id}: ${e.message}`);
    return loginErrorPath("failed", row.redirect);
  }
  if (!profile) return loginErrorPath("failed", row.redirect);
  const resolved = (await resolveUser(ctx, id, profile)) ?? (await resolveUser(ctx, id, profile));
  if (!resolved) return loginErrorPath("failed", row.redirect);
  if ("reason" in resolved) return loginErrorPath(resolved.reason, row.redirect);
  const link = ctx.db
    .insert(userIdentities)
    .values({
      provider: id,
      subject: profile.subject,
      userId: resolved.userId,
      email: profile.email,
      createdAt: ctx.now,
    })
    .onConflictDoNothing();
  const token = await issueToken(ctx, resolved.userId, "public", true, {
    details: { provider: id },
    extra: resolved.link ? [link] : [],
  });
  const q2 = new URLSearchParams({ token });
  if (row.redirect) q2.set("redirect", row.redirect);
  return `/dashboard?${q2}`;
}
