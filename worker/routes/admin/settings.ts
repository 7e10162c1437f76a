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

const TAGS = ["Admin: settings"];
// SPEC §6: settings belong to CAN_VIEW_DASHBOARD_REPORTS. Every PUT is logged with before/after.
const guard = [requirePermission("CAN_VIEW_DASHBOARD_REPORTS")];
const changed = { 409: "Someone else changed these settings a moment ago: reload and try again" } as const;

export const adminSettingsRoutes = router()
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/settings/profile",
      tags: TAGS,
      summary: __API_DOCS__ ? "The signed-in staff member's own profile" : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Change your name and phone, and your password (current password required)" : "",
      description: __API_DOCS__
        ? "The profile picture uses the profile-images upload (POST /v1/secure/user/profile-images). A password change signs out your other devices."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Which staff are emailed or texted about which events" : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Choose the staff alerted of each event, by email and/or SMS" : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Website information: social media links and contact details" : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Change the website's social links and contact details (shown in the footer)" : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Commission rates and inspection-fee bounds (plan prices: /settings/plans)" : "",
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
      tags: TAGS,
      summary: __API_DOCS__
        ? "Change commission rates and inspection-fee bounds (apply to new bookings and listing saves)"
        : "",
      secure: true,
      body: appPreferenceUpdate,
      response: appPreferenceAnswer,
      errors: { 409: "The fee bounds changed meanwhile and would cross: reload and try again" },
    }),
    async (c) => c.json(await updateAppPreference(c.var.ctx, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/settings/privacy",
      tags: TAGS,
      summary: __API_DOCS__ ? "Data retention windows (days) the housekeeping cron applies" : "",
      secure: true,
      response: privacySettings,
    }),
    async (c) => c.json(await retentionWindows(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "put",
      path: "/settings/privacy",
      tags: TAGS,
      summary: __API_DOCS__ ? "Change the data retention windows" : "",
      secure: true,
      body: privacySettingsUpdate,
      response: privacySettings,
      errors: changed,
    }),
    async (c) => c.json(await updatePrivacy(c.var.ctx, c.req.valid("json")), 200),
  );
