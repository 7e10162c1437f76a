import type { z } from "zod";
import type {
  appPreferenceUpdate,
  notificationSettingsUpdate,
  privacySettingsUpdate,
  staffProfileUpdate,
  websiteInfoUpdate,
} from "@contracts/admin-settings";
import { client, unwrap, queryOptions } from "../../../lib/client";

const KEY = ["admin", "settings"] as const;
export const settingsKey = (section: string) => [...KEY, section] as const;

export const staffProfileQuery = () =>
  queryOptions({ queryKey: settingsKey("profile"), queryFn: () => unwrap(client.GET("/admin/api/settings/profile")) });
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKey("notifications"),
    queryFn: () => unwrap(client.GET("/admin/api/settings/notifications")),
  });
export const socialLinksQuery = () =>
  queryOptions({
    queryKey: settingsKey("social-links"),
    queryFn: () => unwrap(client.GET("/admin/api/settings/social-links")),
  });
export const appPreferenceQuery = () =>
  queryOptions({
    queryKey: settingsKey("app-preference"),
    queryFn: () => unwrap(client.GET("/admin/api/settings/app-preference")),
  });
export const privacyQuery = () =>
  queryOptions({ queryKey: settingsKey("privacy"), queryFn: () => unwrap(client.GET("/admin/api/settings/privacy")) });

export const saveStaffProfile = (body: z.input<typeof staffProfileUpdate>) =>
  unwrap(client.PUT("/admin/api/settings/profile", { body }), { silent: true });
export const saveNotificationSettings = (body: z.input<typeof notificationSettingsUpdate>) =>
  unwrap(client.PUT("/admin/api/settings/notifications", { body }), { silent: true });
export const saveSocialLinks = (body: z.input<typeof websiteInfoUpdate>) =>
  unwrap(client.PUT("/admin/api/settings/social-links", { body }), { silent: true });
export const saveAppPreference = (body: z.input<typeof appPreferenceUpdate>) =>
  unwrap(client.PUT("/admin/api/settings/app-preference", { body }), { silent: true });
export const savePrivacy = (body: z.input<typeof privacySettingsUpdate>) =>
  unwrap(client.PUT("/admin/api/settings/privacy", { body }), { silent: true });
