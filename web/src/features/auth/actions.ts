import { toast } from "../../lib/toast";
import type { LoginResult } from "@contracts/auth";
import { PAGE_MESSAGES } from "@contracts/page-messages";
import { ApiError } from "../../lib/api";
import { client, unwrap } from "../../lib/client";
import { authModalAtom, clearSession, currentToken, jotaiStore, saveSession } from "./session";

export type { LoginResult };

export async function loginRequest(
  kind: "public" | "admin",
  username: string,
  password: string,
  remember: boolean,
  otp?: string,
) {
  const init = { body: { username, password, remember }, headers: { authorization: "" } };
  try {
    return await unwrap(
      kind === "admin"
        ? client.POST("/admin/api/login_check", { ...init, body: { ...init.body, ...(otp ? { otp } : {}) } })
        : client.POST("/v1/login_check", init),
      {
        silent: true,
      },
    );
  } catch (e) {
    // SPEC.md §8: 401 is a wrong password; the admin-url refusal and lockouts keep the server's words.
    if (e instanceof ApiError) {
      // The admin sign-in's second step: the password was right, the two-factor code is missing or wrong.
      if (e.status === 401 && e.errors.some((f) => f.field === "otp")) throw e;
      if (e.status === 401) throw new ApiError(401, PAGE_MESSAGES.wrongCredentials);
      if (e.status === 403 || e.status === 429 || e.status === 400) throw e;
    }
    throw new ApiError(0, PAGE_MESSAGES.loginFailed);
  }
}

export function completeLogin(
  result: LoginResult,
  remember: boolean,
  welcome = `Welcome back, ${result.user.firstName}!`,
) {
  saveSession(result.token, result.user, remember);
  jotaiStore.set(authModalAtom, null);
  toast.success(welcome);
}

/** SPEC.md §4 logout: server revokes the token; the client forgets user, token, plan, location and permissions. */
export async function logout(kind: "public" | "admin") {
  const token = currentToken();
  if (token)
    await unwrap(kind === "admin" ? client.POST("/admin/api/logout") : client.POST("/v1/secure/logout"), {
      silent: true,
    }).catch(() => undefined);
  clearSession();
  return kind === "admin" ? "/dashboard/admin/login" : "/";
}
