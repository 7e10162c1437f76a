import { z } from "zod";
import { fetchJson, parseOr } from "./http";
import type { OAuthProvider } from "./types";

const tokenResponse = z.object({ access_token: z.string().min(1) });
const me = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

export const facebook: OAuthProvider = {
  id: "facebook",
  label: "Facebook",
  scope: "email public_profile",
  authorizeUrl: "https://www.facebook.com/v19.0/dialog/oauth",
  authorizeParams: { response_type: "code" },
  credentials: (env) =>
    env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
      ? { clientId: env.FACEBOOK_APP_ID, clientSecret: env.FACEBOOK_APP_SECRET }
      : null,
  async exchangeCode(creds, { code, codeVerifier, redirectUri }) {
    const url = new URL("https://graph.facebook.com/v19.0/oauth/access_token");
    url.search = new URLSearchParams({
      client_id: creds.clientId,
      client_secret: creds.clientSecret,
      redirect_uri: redirectUri,
      code,
      code_verifier: codeVerifier,
    }).toString();
    return parseOr(tokenResponse, await fetchJson(url.toString()), "token response").access_token;
  },
  async fetchProfile(accessToken) {
    const json = await fetchJson("https://graph.facebook.com/me?fields=id,name,email,first_name,last_name", {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const p = parseOr(me, json, "profile response");
    const [first, ...rest] = (p.name ?? "").trim().split(/\s+/);
    return {
      subject: p.id,
      email: p.email?.trim().toLowerCase() || null,
      // Facebook only returns an email address the person has confirmed.
      emailVerified: !!p.email,
      firstName: p.first_name?.trim() || first || null,
      lastName: p.last_name?.trim() || rest.join(" ") || null,
    };
  },
};
