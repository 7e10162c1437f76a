import { jsonRoute, router } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import {
  appPreference as appPreferenceAnswer,
  appPreferenceUpdate,
  notificationSettingsAnswer,
  notificationSettingsUpdate,
  privacySettings,
  privacySettingsUpdate,
  staffProfile as staffProfileAnswer,
  staffProfileUpdate,
  websiteInfoAnswer,
  websiteInfoUpdate,
} from "../../contracts/admin-settings";
import {
  appPreference,
  getNotificationSettings,
  getWebsiteInfoSettings,
  retentionWindows,
  staffProfile,
  updateAppPreference,
  updateNotificationSettings,
  updatePrivacy,
  updateStaffProfile,
  updateWebsiteInfo,
} from "../../services/settings";
// SPEC §6: settings belong to CAN_VIEW_DASHBOARD_REPORTS. Every PUT is logged with before/after.
const guard = [requirePermission("CAN_VIEW_DASHBOARD_REPORTS")];
const changed = { 409: "Someone else changed these settings a moment ago: reload and try again" } as const;

export const adminSettingsRoutes = router()
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/settings/profile",
      secure: true,
      response: staffProfileAnswer,
    }),
    async (c) => c.json(await staffProfile(c.var.ctx, currentUser(c).id), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "put",
      path: "/settings/profile",
      secure: true,
      body: staffProfileUpdate,
      response: staffProfileAnswer,
    }),
    async (c) =>
      c.json(await updateStaffProfile(c.var.ctx, currentUser(c).id, c.var.sessionId!, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/settings/notifications",
      secure: true,
      response: notificationSettingsAnswer,
    }),
    async (c) => c.json(await getNotificationSettings(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "put",
      path: "/settings/notifications",
      secure: true,
      body: notificationSettingsUpdate,
      response: notificationSettingsAnswer,
      errors: changed,
    }),
    async (c) => c.json(await updateNotificationSettings(c.var.ctx, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/settings/social-links",
      secure: true,
      response: websiteInfoAnswer,
    }),
    async (c) => c.json(await getWebsiteInfoSettings(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "put",
      path: "/settings/social-links",
      secure: true,
      body: websiteInfoUpdate,
      response: websiteInfoAnswer,
      errors: changed,
    }),
    async (c) => c.json(await updateWebsiteInfo(c.var.ctx, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/settings/app-preference",
      secure: true,
      response: appPreferenceAnswer,
    }),
    async (c) => c.json(await appPreference(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "put",
      path: "/settings/app-preference",
      secure: true,
      body: appPreferenceUpdate,
      response: appPreferenceAnswer,
      errors: { 409: "The fee bounds changed meanwhile and would cross: reload and try again" },
    }),
    async (c) => c.json(await updateAppPreference(c.var.ctx, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({ middleware: guard, method: "get", path: "/settings/privacy", secure: true, response: privacySettings }),
    async (c) => c.json(await retentionWindows(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "put",
      path: "/settings/privacy",
      secure: true,
      body: privacySettingsUpdate,
      response: privacySettings,
      errors: changed,
    }),
    async (c) => c.json(await updatePrivacy(c.var.ctx, c.req.valid("json")), 200),
  );
