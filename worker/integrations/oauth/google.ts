import { z } from "zod";
import { fetchJson, parseOr } from "./http";
import type { OAuthProvider } from "./types";

const tokenResponse = z.object({ access_token: z.string().min(1) });
const userInfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

export const google: OAuthProvider = {
  id: "google",
  label: "Google",
  scope: "openid email profile",
  authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  authorizeParams: { prompt: "select_account" },
  credentials: (env) =>
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : null,
  async exchangeCode(creds, { code, codeVerifier, redirectUri }) {
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
      client_id: creds.clientId,
      client_secret: creds.clientSecret,
    });
    const json = await fetchJson("https://oauth2.googleapis.com/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    return parseOr(tokenResponse, json, "token response").access_token;
  },
  async fetchProfile(accessToken) {
    const json = await fetchJson("https://openidconnect.googleapis.com/v1/userinfo", {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const p = parseOr(userInfo, json, "userinfo response");
    const [first, ...rest] = (p.name ?? "").trim().split(/\s+/);
    return {
      subject: p.sub,
      email: p.email?.trim().toLowerCase() || null,
      emailVerified: p.email_verified === true || p.email_verified === "true",
      firstName: p.given_name?.trim() || first || null,
      lastName: p.family_name?.trim() || rest.join(" ") || null,
    };
  },
};
