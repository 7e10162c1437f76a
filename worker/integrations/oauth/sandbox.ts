import { z } from "zod";
import { isLocalUrl } from "../../lib/env-check";
import { toBase64Url } from "../../lib/crypto";
import { html } from "../../lib/html";
import type { OAuthProfile, OAuthProviderId } from "./types";

/**
 * The local stand-in for Google and Facebook, so sign-in works offline with `npm start`. Used only while a
 * provider has no credentials AND the server runs with the explicit local flag OAUTH_SANDBOX="on" (written
 * into .dev.vars by `npm start` and the e2e server; never in wrangler.toml). Anyone can type any name and
 * email here, so a deploy that forgets a setting must get "not available", not this page: nothing is
 * inferred from APP_URL.
 */
export function sandboxAllowed(env: Pick<Env, "OAUTH_SANDBOX" | "APP_URL">) {
  // Only locally: the flag on a public APP_URL (a deploy of the local config) does not open the stand-in.
  return env.OAUTH_SANDBOX === "on" && isLocalUrl(env.APP_URL);
}

const SANDBOX_PREFIX = "sandbox:";
const sandboxPayload = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().pipe(z.email()),
});
export type SandboxPayload = z.infer<typeof sandboxPayload>;

export const isSandboxCode = (code: string) => code.startsWith(SANDBOX_PREFIX);

export function encodeSandboxCode(input: SandboxPayload) {
  return SANDBOX_PREFIX + toBase64Url(new TextEncoder().encode(JSON.stringify(input)));
}

/** The sandbox "code" carries the profile itself. Its email is never treated as verified. */
export async function sandboxProfile(provider: OAuthProviderId, code: string): Promise<OAuthProfile | null> {
  let parsed: unknown;
  try {
    const b64 = code.slice(SANDBOX_PREFIX.length).replace(/-/g, "+").replace(/_/g, "/");
    parsed = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));
  } catch {
    return null;
  }
  const r = sandboxPayload.safeParse(parsed);
  if (!r.success) return null;
  const [first, ...rest] = r.data.name.split(/\s+/);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${provider}:${r.data.email}`));
  return {
    subject: `sandbox-${toBase64Url(new Uint8Array(digest)).slice(0, 24)}`,
    email: r.data.email,
    emailVerified: false,
    firstName: first ?? null,
    lastName: rest.join(" ") || null,
  };
}

export function validateSandboxForm(name: unknown, email: unknown) {
  const r = sandboxPayload.safeParse({ name, email });
  return r.success ? r.data : null;
}

export function renderSandboxPage(opts: {
  provider: OAuthProviderId;
  label: string;
  state: string;
  error?: string;
  name?: string;
  email?: string;
}) {
  const action = `/v1/auth/sandbox/${opts.provider}/continue`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>Sandbox sign-in · ${opts.label}</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            background: #f4f5f7;
            color: #1f2430;
            margin: 0;
            padding: 24px;
          }
          main {
            max-width: 420px;
            margin: 40px auto;
            background: #fff;
            border-radius: 12px;
            padding: 24px;
            box-shadow: 0 1px 3px rgba(0, 0, 0, 0.1);
          }
          .badge {
            display: inline-block;
            background: #fff4d6;
            color: #7a5200;
            border-radius: 999px;
            padding: 2px 10px;
            font-size: 13px;
            font-weight: 600;
          }
          label {
            display: block;
            font-weight: 600;
            margin-top: 16px;
          }
          input {
            box-sizing: border-box;
            width: 100%;
            padding: 10px;
            border: 1px solid #c6cad3;
            border-radius: 8px;
            font: inherit;
            margin-top: 4px;
          }
          button {
            margin-top: 20px;
            width: 100%;
            padding: 12px;
            border: 0;
            border-radius: 8px;
            background: #0b6b4f;
            color: #fff;
            font: inherit;
            font-weight: 600;
            cursor: pointer;
          }
          .err {
            color: #b42318;
            margin-top: 12px;
          }
          a {
            color: #0b6b4f;
          }
        </style>
      </head>
      <body>
        <main>
          <span class="badge">Sandbox</span>
          <h1>Sandbox sign-in (no real ${opts.label})</h1>
          <p>
            ${opts.label} is not configured on this server, so this local page stands in for it. Enter any name and
            email to continue.
          </p>
          ${opts.error ? html`<p class="err" role="alert">${opts.error}</p>` : ""}
          <form method="get" action="${action}">
            <input type="hidden" name="state" value="${opts.state}" />
            <label for="name">Full name</label
            ><input id="name" name="name" autocomplete="name" required maxlength="100" value="${opts.name ?? ""}" />
            <label for="email">Email</label
            ><input
              id="email"
              name="email"
              type="email"
              autocomplete="email"
              required
              maxlength="254"
              value="${opts.email ?? ""}"
            />
            <button type="submit">Continue as this ${opts.label} user</button>
          </form>
          <p>
            <a href="/v1/auth/${opts.provider}/callback?error=access_denied&amp;state=${encodeURIComponent(opts.state)}"
              >Cancel</a
            >
          </p>
        </main>
      </body>
    </html>`.toString();
}
