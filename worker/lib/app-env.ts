import type { AuthUser } from "../contracts/auth";
import type { ServiceCtx } from "./context";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    ctx: ServiceCtx;
    user: AuthUser | null;
    sessionId: string | null;
    /** The request's Idempotency-Key, once the idempotency middleware accepted it. */
    idempotencyKey?: string;
  };
};
