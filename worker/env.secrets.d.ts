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
  /** "on" only in local development (.dev.vars): the sandbox social sign-in page may stand in. */
  OAUTH_SANDBOX?: string;
  /** Social sign-in; without them the local sandbox provider stands in (with OAUTH_SANDBOX="on" only). */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  FACEBOOK_APP_ID?: string;
  FACEBOOK_APP_SECRET?: string;
  /** Payments: `paystack` or `sandbox` (unset = sandbox on a localhost APP_URL, none elsewhere). */
  PAYMENT_PROVIDER?: string;
  /** Paystack secret key; also signs and checks webhooks (the sandbox signs with it too). */
  PAYSTACK_SECRET_KEY?: string;
  /** Override of https://api.paystack.co (tests, proxies). */
  PAYSTACK_API_URL?: string;
  /** Which bank Paystack assigns dedicated (transfer) accounts from: `wema-bank` (default), `titan-paystack`; `test-bank` in test mode. */
  PAYSTACK_DVA_BANK?: string;
}
interface Env {
  /** SMS_PROVIDER=termii: the Termii API key and (optionally) its base URL. */
  TERMII_API_KEY?: string;
  TERMII_BASE_URL?: string;
}
interface Env {
  /** "1" only for `npm run bench:search`: every API answer says D1's rows_read when asked (x-bench-rows). */
  BENCH?: string;
}
interface Env {
  /** Web Push (VAPID, base64url): without them broadcasts' pushes go to the local log only. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** mailto: or https: contact the push services may use (defaults to APP_URL). */
  VAPID_SUBJECT?: string;
}
