import { toast } from "sonner";
import type { AuthUser } from "@contracts/auth";
import { MESSAGES } from "@contracts/messages";
import { api, ApiError } from "../../lib/api";
import { authModalAtom, clearSession, currentToken, jotaiStore, saveSession } from "./session";

export type LoginResult = { token: string; user: AuthUser };

export async function loginRequest(kind: "public" | "admin", username: string, password: string, remember: boolean) {
  const path = kind === "admin" ? "/admin/api/login_check" : "/v1/login_check";
  try {
    return await api<LoginResult>(path, { method: "POST", body: { username, password, remember }, silent: true, token: null });
  } catch (e) {
    // SPEC.md §8: 401 is a wrong password; the admin-url refusal and lockouts keep the server's words.
    if (e instanceof ApiError) {
      if (e.status === 401) throw new ApiError(401, MESSAGES.wrongCredentials);
      if (e.status === 403 || e.status === 429 || e.status === 400) throw e;
    }
    throw new ApiError(0, MESSAGES.loginFailed);
  }
}

export function completeLogin(result: LoginResult, remember: boolean, welcome = `Welcome back, ${result.user.firstName}!`) {
  saveSession(result.token, result.user, remember);
  jotaiStore.set(authModalAtom, null);
  toast.success(welcome);
}

/** SPEC.md §4 logout: server revokes the token; the client forgets user, token, plan, location and permissions. */
export async function logout(kind: "public" | "admin") {
  const token = currentToken();
  if (token) await api(kind === "admin" ? "/admin/api/logout" : "/v1/secure/logout", { method: "POST", silent: true }).catch(() => undefined);
  clearSession();
  return kind === "admin" ? "/dashboard/admin/login" : "/";
}
