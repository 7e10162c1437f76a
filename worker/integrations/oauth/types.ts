export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

export const isOAuthProvider = (v: string): v is OAuthProviderId => (OAUTH_PROVIDERS as readonly string[]).includes(v);

/** Who the provider says signed in. Only a verified email may be matched to an existing account. */
export type OAuthProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

export type OAuthCredentials = { clientId: string; clientSecret: string };

export type OAuthProvider = {
  id: OAuthProviderId;
  label: string;
  scope: string;
  authorizeUrl: string;
  /** Extra authorize parameters the provider wants beyond the standard ones. */
  authorizeParams?: Record<string, string>;
  /** null when the deployment has not set this provider up (the local sandbox stands in). */
  credentials(env: Env): OAuthCredentials | null;
  exchangeCode(
    creds: OAuthCredentials,
    input: { code: string; codeVerifier: string; redirectUri: string },
  ): Promise<string>;
  fetchProfile(accessToken: string): Promise<OAuthProfile>;
};

/** Anything that went wrong talking to the provider; the callback turns it into a friendly redirect. */
export class OAuthError extends Error {}
