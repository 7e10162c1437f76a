import { authUser } from "@contracts/auth";
import type { Profile, ProfileUpdate } from "@contracts/profile";
import { api } from "../../lib/api";
import { updateStoredUser } from "../auth/session";

export const profileQuery = () => ({
  queryKey: ["profile"] as const,
  queryFn: () => api<Profile>("/v1/secure/user/profile"),
  staleTime: 30_000,
});

/** The profile carries more than the signed-in user: only the AuthUser part is stored. */
export function storeProfile(p: Profile) {
  updateStoredUser(authUser.parse(p));
}

export const saveProfile = (body: ProfileUpdate) => api<Profile>("/v1/secure/user/profile", { method: "PUT", body, silent: true });

export const requestEmailChange = (newEmail: string, password: string) =>
  api<{ message: string; pendingEmail: string }>("/v1/secure/user/email-change", { method: "POST", body: { newEmail, password }, silent: true });

export const confirmEmailChange = (token: string) =>
  api<{ message: string; email: string }>("/v1/user/email-change/confirm", { query: { token }, silent: true, token: null });

export const requestImageUpload = (kind: "profile" | "banner", contentType: string, sizeBytes: number) =>
  api<{ uploadUrl: string; expiresAt: number }>("/v1/secure/user/profile-images", { method: "POST", body: { kind, contentType, sizeBytes }, silent: true });

export const deleteAccount = (password: string, confirm: string) =>
  api<{ message: string }>("/v1/secure/user/account", { method: "DELETE", body: { password, confirm }, silent: true });
