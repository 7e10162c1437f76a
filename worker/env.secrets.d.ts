// Optional secrets that only some deployments set (wrangler types only sees the ones in .dev.vars).
interface Env {
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  KYC_PROVIDER?: string;
  KYC_API_URL?: string;
  KYC_API_KEY?: string;
  COMPANY_REGISTRY_PROVIDER?: string;
  COMPANY_REGISTRY_API_URL?: string;
  COMPANY_REGISTRY_API_KEY?: string;
  /** Social sign-in; without them the local sandbox provider stands in (localhost only). */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  FACEBOOK_APP_ID?: string;
  FACEBOOK_APP_SECRET?: string;
}
interface Env {
  /** SMS_PROVIDER=termii: the Termii API key and (optionally) its base URL. */
  TERMII_API_KEY?: string;
  TERMII_BASE_URL?: string;
}
