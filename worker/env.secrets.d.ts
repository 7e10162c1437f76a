// Optional secrets that only some deployments set (wrangler types only sees the ones in .dev.vars).
interface Env {
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
}
