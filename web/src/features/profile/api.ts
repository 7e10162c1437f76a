import { authUser } from "@contracts/auth";
import type { Profile, ProfileUpdate } from "@contracts/profile";
import type { ImageType } from "@contracts/constants";
import { client, unwrap, queryOptions } from "../../lib/client";
import { updateStoredUser } from "../auth/session";

export const profileQuery = () =>
  queryOptions({
    queryKey: ["profile"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/user/profile")),
    staleTime: 30_000,
  });

/** The profile carries more than the signed-in user: only the AuthUser part is stored. */
export function storeProfile(p: Profile) {
  updateStoredUser(authUser.parse(p));
}

export const saveProfile = (body: ProfileUpdate) =>
  unwrap(client.PUT("/v1/secure/user/profile", { body }), { silent: true });

export const requestEmailChange = (newEmail: string, password: string) =>
  unwrap(client.POST("/v1/secure/user/email-change", { body: { newEmail, password } }), { silent: true });

export const confirmEmailChange = (token: string) =>
  unwrap(
    client.GET("/v1/user/email-change/confirm", { params: { query: { token } }, headers: { authorization: "" } }),
    { silent: true },
  );

export const requestImageUpload = (kind: "profile" | "banner", contentType: ImageType, sizeBytes: number) =>
  unwrap(client.POST("/v1/secure/user/profile-images", { body: { kind, contentType, sizeBytes } }), { silent: true });

export const deleteAccount = (password: string, confirm: string) =>
  unwrap(client.DELETE("/v1/secure/user/account", { body: { password, confirm } }), { silent: true });
