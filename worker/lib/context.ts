import type { Db } from "../db/client";
import type { AuthUser } from "../contracts/auth";

/** What every service gets: never a Hono type, so jobs, seeds and tests can call services too. */
export type ServiceCtx = {
  db: Db;
  env: Env;
  now: number;
  ip?: string | null;
  userAgent?: string | null;
  actor?: AuthUser | null;
  /** Work to finish after the response (room pushes); without it, callers await the work instead. */
  defer?: (work: Promise<unknown>) => void;
};
