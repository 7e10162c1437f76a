import { z } from "zod";

declare global {
  /**
   * Whether the local adapters (the payment sandbox, the sandbox sign-in pages) are in the build: true for `wrangler
   * dev`, the tests and the OpenAPI document, false in the production bundle (wrangler.toml [env.production.define]),
   * which never answers with them on a public address and so does not carry them.
   */
  const __LOCAL_ADAPTERS__: boolean;
}

/**
 * What a local-only function is in a build without the local adapters: `__LOCAL_ADAPTERS__ ? local.fn :
 * notInThisBuild("…")`, the choice written where the function is exported so the bundler drops the adapter.
 */
export const notInThisBuild = (what: string) => (): never => {
  throw new Error(`${what} is not in this build.`);
};

/**
 * The worker's configuration, checked: `fatal` problems stop the API with a 503 (a forgeable
 * token secret; the local configuration — sandbox payments and sign-in — answering on a public address, which is
 * what a bare `wrangler deploy` of the local config would do); `warnings` are settings a provider needs and lacks.
 * Logged once per isolate on its first request and listed by GET /v1/health. Names only, never values.
 */
const MIN_JWT_SECRET_LENGTH = 32;
/** The value .dev.vars.example ships with: a server running on it signs tokens anyone can forge. */
export const EXAMPLE_JWT_SECRET = "change-me-to-64-random-hex-characters";

/** Loopback, *.localhost and private-network addresses (a phone on the developer's Wi-Fi is local too). */
const LOCAL_HOST =
  /^(localhost|[a-z0-9-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/i;
export const isLocalHost = (hostname: string) => LOCAL_HOST.test(hostname);
export const isLocalUrl = (url: string | undefined) => {
  try {
    return !!url && isLocalHost(new URL(url).hostname);
  } catch {
    return false;
  }
};

type Vars = Partial<Record<string, unknown>>;
const present = (v: unknown) => typeof v === "string" && v.trim() !== "";

const settings = z.object({
  APP_URL: z.url({ message: "APP_URL is not a URL." }),
  PAYMENT_PROVIDER: z
    .enum(["", "sandbox", "paystack"], { message: "PAYMENT_PROVIDER is paystack, sandbox or empty." })
    .optional(),
  EMAIL_PROVIDER: z.enum(["", "local", "http"], { message: "EMAIL_PROVIDER is local or http." }).optional(),
  SMS_PROVIDER: z.enum(["", "local", "termii"], { message: "SMS_PROVIDER is local or termii." }).optional(),
  API_LOG_SAMPLE_RATE: z.coerce
    .number({ message: "API_LOG_SAMPLE_RATE is a number from 0 to 1." })
    .min(0)
    .max(1)
    .optional(),
  API_LOG_BATCH_ROWS: z.coerce
    .number({ message: "API_LOG_BATCH_ROWS is a whole number from 1 to 500." })
    .int()
    .min(1)
    .max(500)
    .optional(),
});

/** Problems that make the API unsafe to run at all (checked on every API request; cheap). */
export function fatalProblem(env: Vars, requestUrl?: URL): string | null {
  const secret = typeof env.JWT_SECRET === "string" ? env.JWT_SECRET : "";
  if (!secret) return "JWT_SECRET is not set.";
  if (secret === EXAMPLE_JWT_SECRET)
    return "JWT_SECRET is the example value from .dev.vars.example; set a random one (e.g. openssl rand -hex 32).";
  if (secret.length < MIN_JWT_SECRET_LENGTH) return `JWT_SECRET is shorter than ${MIN_JWT_SECRET_LENGTH} characters.`;
  if (requestUrl && !isLocalHost(requestUrl.hostname)) {
    const local = [
      isLocalUrl(env.APP_URL as string) && "APP_URL is a localhost address",
      env.PAYMENT_PROVIDER === "sandbox" && "PAYMENT_PROVIDER is sandbox",
      env.OAUTH_SANDBOX === "on" && "OAUTH_SANDBOX is on",
    ].filter(Boolean);
    if (local.length)
      return `The local configuration answers on a public address (${local.join("; ")}): deploy with --env production.`;
  }
  return null;
}

/** Settings a provider needs and lacks, and bindings that are missing (GET /v1/health, first-request log). */
export function configWarnings(env: Vars): string[] {
  const out: string[] = [];
  const parsed = settings.safeParse(env);
  if (!parsed.success) out.push(...parsed.error.issues.map((i) => i.message));
  for (const binding of ["DB", "MEDIA", "ASSETS", "User", "Conversation", "PHOTO_HASH"])
    if (!env[binding]) out.push(`The ${binding} binding is missing.`);
  if (env.PAYMENT_PROVIDER === "paystack" && !present(env.PAYSTACK_SECRET_KEY))
    out.push("PAYMENT_PROVIDER is paystack but PAYSTACK_SECRET_KEY is not set: payments are off.");
  if (!present(env.PAYMENT_PROVIDER) && !isLocalUrl(env.APP_URL as string))
    out.push("PAYMENT_PROVIDER is not set on a public APP_URL: payments are off.");
  if (env.EMAIL_PROVIDER === "http" && !(present(env.EMAIL_API_URL) && present(env.EMAIL_API_KEY)))
    out.push("EMAIL_PROVIDER is http but EMAIL_API_URL or EMAIL_API_KEY is not set.");
  if (env.SMS_PROVIDER === "termii" && !present(env.TERMII_API_KEY))
    out.push("SMS_PROVIDER is termii but TERMII_API_KEY is not set.");
  if (present(env.VAPID_PUBLIC_KEY) !== present(env.VAPID_PRIVATE_KEY))
    out.push("Only one of VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY is set: web push is off.");
  return out;
}
