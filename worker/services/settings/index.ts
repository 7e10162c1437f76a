import { z } from "zod";
import { all, prepared, q } from "../../db/sql";
import { and, eq, inArray } from "drizzle-orm";
import { users } from "../../db/schema";
import {
  APP_PREFERENCE_KEYS,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PRIVACY,
  DEFAULT_WEBSITE_INFO,
  STAFF_EVENTS,
  notificationSettings,
  privacySettings,
  websiteInfoSettings,
  type AppPreference,
  type NotificationSettings,
  type PrivacySettings,
  type StaffEvent,
  type StaffProfileUpdate,
  type WebsiteInfoSettings,
} from "../../contracts/admin-settings";
import { normalizeNigerianPhone } from "../../contracts/auth";
import { ApiError, fieldError, type FieldError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { log } from "../../lib/log";
import type { Permission } from "../../contracts/permissions";
import { changePassword } from "../accounts/auth";
import { fullName } from "../../contracts/names";
import { personColumns } from "../accounts/users";
import { activityStatement } from "../platform/activity";
import { layout, sendEmail } from "../platform/email";
import { notifySafely } from "../notifications";
import { normalizeNgPhone, sendSms } from "../platform/sms";
import { readDocument, writeDocument } from "./documents";

// ---- Profile ----
function toStaffProfile(u: typeof users.$inferSelect) {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    profilePicture: u.profilePicture,
    accountType: u.accountType,
  };
}

export async function staffProfile(ctx: ServiceCtx, userId: string) {
  const u = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")))
    .get();
  if (!u) throw new ApiError(401, "Your session has expired. Please sign in again.");
  return toStaffProfile(u);
}

/** Names and phone in one guarded update with its before/after log row; a password change first (a wrong current password changes nothing). */
export async function updateStaffProfile(
  ctx: ServiceCtx,
  userId: string,
  sessionId: string,
  input: StaffProfileUpdate,
) {
  const before = await staffProfile(ctx, userId);
  if (input.newPassword) await changePassword(ctx, userId, sessionId, input.currentPassword ?? "", input.newPassword);
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) set.firstName = input.firstName;
  if (input.lastName !== undefined) set.lastName = input.lastName || null;
  if (input.phone !== undefined) set.phone = input.phone ? normalizeNigerianPhone(input.phone) : null;
  if (Object.keys(set).length) {
    const after = { ...before, ...set };
    await ctx.db.batch([
      ctx.db
        .update(users)
        .set({ ...set, updatedAt: ctx.now })
        .where(and(eq(users.id, userId), eq(users.status, "active"))),
      activityStatement(
        ctx,
        "settings.profile",
        { type: "user", id: userId },
        {
          before: { firstName: before.firstName, lastName: before.lastName, phone: before.phone },
          after: { firstName: after.firstName, lastName: after.lastName, phone: after.phone },
        },
      ),
    ]);
  }
  return staffProfile(ctx, userId);
}

// ---- Notifications (which staff hear of which events) ----
export const notificationDocument = (ctx: ServiceCtx) =>
  readDocument(ctx, "notifications", notificationSettings, DEFAULT_NOTIFICATIONS);

async function staffList(ctx: ServiceCtx) {
  const rows = await ctx.db
    .select({ ...personColumns, phone: users.phone })
    .from(users)
    .where(and(eq(users.adminAccess, true), eq(users.status, "active")))
    .orderBy(users.firstName)
    .limit(200)
    .all();
  return rows.map((r) => ({
    id: r.id,
    name: fullName(r.firstName, r.lastName),
    email: r.email,
    phone: r.phone,
  }));
}

export async function getNotificationSettings(ctx: ServiceCtx) {
  const [doc, staff] = await Promise.all([notificationDocument(ctx), staffList(ctx)]);
  return { ...doc.value, staff };
}

export async function updateNotificationSettings(
  ctx: ServiceCtx,
  input: { events: Partial<NotificationSettings["events"]> },
) {
  const ids = [...new Set(Object.values(input.events).flatMap((r) => r?.staffIds ?? []))];
  const found = ids.length
    ? await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.adminAccess, true), eq(users.status, "active")))
        .all()
    : [];
  const known = new Set(found.map((r) => r.id));
  const errors: FieldError[] = [];
  for (const e of STAFF_EVENTS) {
    const rule = input.events[e];
    if (rule?.staffIds.some((id) => !known.has(id)))
      errors.push({ field: `events.${e}.staffIds`, message: "Choose active staff members only." });
    if (rule && (rule.email || rule.sms) && rule.staffIds.length === 0)
      errors.push({ field: `events.${e}.staffIds`, message: "Choose who gets these alerts." });
  }
  if (errors.length) throw new ApiError(400, errors.map((x) => `${x.field}: ${x.message}`).join(" "), errors);
  const before = await notificationDocument(ctx);
  const after: NotificationSettings = { events: { ...before.value.events } };
  for (const e of STAFF_EVENTS) {
    const rule = input.events[e];
    if (rule) after.events[e] = { ...rule, staffIds: [...new Set(rule.staffIds)] };
  }
  await writeDocument(ctx, "notifications", before, after);
  return getNotificationSettings(ctx);
}

/**
 * Tells the staff chosen for `event` (Settings › Notifications) by email and/or SMS. Never throws: the
 * change that caused it has already happened.
 */
export async function alertStaff(ctx: ServiceCtx, event: StaffEvent, message: { subject: string; text: string }) {
  try {
    const rule = (await notificationDocument(ctx)).value.events[event];
    if (!rule.staffIds.length || (!rule.email && !rule.sms)) return;
    if (event === "server_error" && !(await takeAlertSlot(ctx, event, 15 * 60_000))) return;
    const staff = await ctx.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(and(inArray(users.id, rule.staffIds), eq(users.adminAccess, true), eq(users.status, "active")))
      .all();
    const url = `${ctx.env.APP_URL}/dashboard/admin`;
    for (const s of staff) {
      if (rule.email)
        await sendEmail(ctx, `staff_${event}`, {
          to: s.email,
          subject: message.subject,
          text: `${message.text}\n\n${url}`,
        });
      const phone = normalizeNgPhone(s.phone);
      if (rule.sms && phone)
        await sendSms(ctx, `staff_${event}`, { to: phone, text: `PropertyNG: ${message.subject}` });
    }
  } catch (e) {
    console.error("[staff alert]", event, e);
  }
}

/**
 * Tells every active staff member who holds `permission` (a super admin holds them all) about work only they can do
 * (a disputed rent waits for their decision): a bell notification that opens `link`, and an email through the
 * outbox, as every staff alert goes. Unlike `alertStaff`, nobody needs choosing in Settings first: holding the
 * permission that guards the page is what makes it theirs. Never throws: what caused it has already happened.
 */
export async function alertPermissionHolders(
  ctx: ServiceCtx,
  permission: Permission,
  template: string,
  message: { subject: string; text: string; link: string },
) {
  try {
    const staff = await all(
      q(
        ctx,
        `SELECT u.id, u.email, u.first_name FROM users u WHERE u.admin_access = 1 AND u.status = 'active' AND u.deleted_at IS NULL
         AND (u.account_type = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.role_id = u.role_id AND rp.permission = ?))
         ORDER BY u.id LIMIT 200`,
        permission,
      ),
      z.object({ id: z.string(), email: z.string(), first_name: z.string() }),
    );
    if (!staff.length) return;
    await notifySafely(
      ctx,
      staff.map((s) => ({ userId: s.id, type: "none" as const, message: message.text, link: message.link })),
    );
    const url = `${ctx.env.APP_URL}${message.link}`;
    for (const s of staff)
      await sendEmail(ctx, template, {
        to: s.email,
        subject: message.subject,
        text: `Hello ${s.first_name},\n\n${message.text}\n\n${url}`,
        html: layout(message.subject, [`Hello ${s.first_name},`, message.text], { label: "Open it", url }),
      }).catch((error: unknown) => log("warn", "staff.alert", { template, userId: s.id, error }));
  } catch (error) {
    log("warn", "staff.alert", { template, error });
  }
}

/** One guarded upsert decides whether this alert may go out (a storm of errors sends one mail per window). */
async function takeAlertSlot(ctx: ServiceCtx, event: StaffEvent, windowMs: number) {
  const row = await q(
    ctx,
    `INSERT INTO admin_settings (key, value, updated_at) VALUES (?, '{}', ?)
     ON CONFLICT (key) DO UPDATE SET updated_at = excluded.updated_at WHERE admin_settings.updated_at <= ?
     RETURNING key`,
    `alert_slot:${event}`,
    ctx.now,
    ctx.now - windowMs,
  ).first();
  return row !== null;
}

// ---- Social links and contact (website information) ----
export const websiteInfoDocument = (ctx: ServiceCtx) =>
  readDocument(ctx, "social_links", websiteInfoSettings, DEFAULT_WEBSITE_INFO);

export async function getWebsiteInfoSettings(ctx: ServiceCtx) {
  return (await websiteInfoDocument(ctx)).value;
}

export async function updateWebsiteInfo(
  ctx: ServiceCtx,
  input: Partial<Omit<WebsiteInfoSettings, "socialMedia">> & {
    socialMedia?: Partial<WebsiteInfoSettings["socialMedia"]>;
  },
) {
  const before = await websiteInfoDocument(ctx);
  const after: WebsiteInfoSettings = {
    socialMedia: {
      ...before.value.socialMedia,
      ...Object.fromEntries(Object.entries(input.socialMedia ?? {}).filter(([, v]) => v !== undefined)),
    },
    contactEmail: input.contactEmail !== undefined ? input.contactEmail : before.value.contactEmail,
    contactPhone: input.contactPhone !== undefined ? input.contactPhone : before.value.contactPhone,
    address: input.address !== undefined ? input.address : before.value.address,
  };
  return writeDocument(ctx, "social_links", before, after);
}

/** GET /v1/website-info: what the footer and the apps show. */
export async function publicWebsiteInfo(ctx: ServiceCtx) {
  const [info, prefs] = await Promise.all([getWebsiteInfoSettings(ctx), appPreference(ctx)]);
  return {
    social_media: info.socialMedia,
    contact: { email: info.contactEmail, phone: info.contactPhone, address: info.address },
    inspectionFee: { minKobo: prefs.inspectionFeeMinKobo, maxKobo: prefs.inspectionFeeMaxKobo },
  };
}

// ---- App preference (integers in booking_settings, read by the bookings, stays and projects services) ----
const PREF_ENTRIES = Object.entries(APP_PREFERENCE_KEYS) as [keyof AppPreference, readonly [string, number]][];

export async function appPreference(ctx: ServiceCtx): Promise<AppPreference> {
  const keys = PREF_ENTRIES.map(([, [k]]) => k);
  const results = await all(
    q(ctx, `SELECT key, value FROM booking_settings WHERE key IN (${keys.map(() => "?").join(", ")})`, ...keys),
    z.object({ key: z.string(), value: z.number() }),
  );
  const byKey = new Map(results.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    PREF_ENTRIES.map(([name, [key, fallback]]) => [name, byKey.get(key) ?? fallback]),
  ) as AppPreference;
}

/** The listing services' check: the bounds come from App preference (SPEC §9 defaults). */
export async function inspectionFeeBounds(ctx: ServiceCtx) {
  const p = await appPreference(ctx);
  return { minKobo: p.inspectionFeeMinKobo, maxKobo: p.inspectionFeeMaxKobo };
}

/**
 * One batch: each changed integer and the before/after log row. The min ≤ max invariant of the fee bounds is
 * also kept by a trigger on booking_settings (migration 0029), so two admins' writes can never cross.
 */
export async function updateAppPreference(ctx: ServiceCtx, input: Partial<AppPreference>) {
  const before = await appPreference(ctx);
  const after = {
    ...before,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  } as AppPreference;
  if (after.inspectionFeeMinKobo > after.inspectionFeeMaxKobo) {
    const field = input.inspectionFeeMaxKobo !== undefined ? "inspectionFeeMaxKobo" : "inspectionFeeMinKobo";
    throw fieldError(field, "The lowest inspection fee cannot be above the highest.");
  }
  const changed = PREF_ENTRIES.filter(([name]) => after[name] !== before[name]);
  if (!changed.length) return after;
  try {
    await ctx.env.DB.batch([
      ...changed.map(([name, [key]]) =>
        q(
          ctx,
          "INSERT INTO booking_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
          key,
          after[name],
          ctx.now,
        ),
      ),
      prepared(
        ctx,
        activityStatement(
          ctx,
          "settings.app_preference",
          { type: "settings", id: "app-preference" },
          { before, after },
        ),
      ),
    ]);
  } catch (e) {
    if (
      String((e as Error)?.message ?? e).includes("inspection_fee_bounds") ||
      String((e as { cause?: unknown })?.cause ?? "").includes("inspection_fee_bounds")
    )
      throw fieldError(
        "inspectionFeeMaxKobo",
        "The lowest inspection fee cannot be above the highest (someone changed the bounds a moment ago: reload).",
        409,
      );
    throw e;
  }
  return appPreference(ctx);
}

// ---- Privacy (retention windows read by the housekeeping cron) ----
export const privacyDocument = (ctx: ServiceCtx) => readDocument(ctx, "privacy", privacySettings, DEFAULT_PRIVACY);

export async function retentionWindows(ctx: ServiceCtx): Promise<PrivacySettings> {
  return (await privacyDocument(ctx)).value;
}

export async function updatePrivacy(ctx: ServiceCtx, input: Partial<PrivacySettings>) {
  const before = await privacyDocument(ctx);
  const after = {
    ...before.value,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  } as PrivacySettings;
  return writeDocument(ctx, "privacy", before, after);
}
