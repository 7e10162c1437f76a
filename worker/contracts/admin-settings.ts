import { z } from "zod";
import { normalizeNigerianPhone, passwordSchema } from "./auth";
import { LIMITS } from "./constants";
import { SOCIAL_NETWORKS, type SocialNetwork } from "./social-networks";

export { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from "./social-networks";

/** The back-office settings sections, their defaults and their validation. */
export const SETTINGS_SECTIONS = ["profile", "notifications", "social-links", "app-preference", "privacy"] as const;

const trimmed = () => z.string().trim();
const nameRe = /^\p{L}+(?:[ '-]\p{L}+)*$/u;
const NAME = "Letters, spaces, hyphens and apostrophes only.";

// ---- Profile (the signed-in staff member's own) ----
export const staffProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  profilePicture: z.string().nullable(),
  accountType: z.string(),
});
export const staffProfileUpdate = z
  .strictObject({
    firstName: trimmed()
      .min(1, "First name is required.")
      .max(60, "At most 60 characters.")
      .regex(nameRe, NAME)
      .optional(),
    lastName: trimmed()
      .max(60, "At most 60 characters.")
      .refine((v) => v === "" || nameRe.test(v), NAME)
      .optional(),
    /** "" clears it. */
    phone: trimmed()
      .max(20)
      .refine(
        (v) => v === "" || normalizeNigerianPhone(v) !== null,
        "Enter a Nigerian phone number, e.g. 0803 123 4567.",
      )
      .optional(),
    /** With newPassword: changes the password (other devices are signed out). */
    currentPassword: z.string().max(200).optional(),
    newPassword: passwordSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword && !v.currentPassword)
      ctx.addIssue({
        code: "custom",
        path: ["currentPassword"],
        message: "Enter your current password to set a new one.",
      });
  });
export type StaffProfileUpdate = z.infer<typeof staffProfileUpdate>;

// ---- Notifications: which staff hear of which events, by email and/or SMS ----
export const STAFF_EVENTS = [
  "kyc_submitted",
  "listing_reported",
  "deposit_claim",
  "withdrawal_requested",
  "server_error",
] as const;
export type StaffEvent = (typeof STAFF_EVENTS)[number];
export const STAFF_EVENT_LABELS: Record<StaffEvent, string> = {
  kyc_submitted: "New KYC submission",
  listing_reported: "New listing report",
  deposit_claim: "New deposit claim",
  withdrawal_requested: "Withdrawal requested",
  server_error: "Server errors",
};
const eventRule = z.strictObject({
  email: z.boolean(),
  sms: z.boolean(),
  staffIds: z.array(z.string().trim().min(1).max(60)).max(50, "At most 50 staff members per event."),
});
export type StaffEventRule = z.infer<typeof eventRule>;
export const notificationSettings = z.strictObject({
  events: z.strictObject(
    Object.fromEntries(STAFF_EVENTS.map((e) => [e, eventRule])) as Record<StaffEvent, typeof eventRule>,
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsUpdate = z.strictObject({
  events: z.strictObject(
    Object.fromEntries(STAFF_EVENTS.map((e) => [e, eventRule.optional()])) as Record<
      StaffEvent,
      z.ZodOptional<typeof eventRule>
    >,
  ),
});
export const notificationSettingsAnswer = notificationSettings.extend({
  /** The staff members an event can be sent to. */
  staff: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() })),
});
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  events: Object.fromEntries(
    STAFF_EVENTS.map((e): [StaffEvent, StaffEventRule] => [e, { email: false, sms: false, staffIds: [] }]),
  ) as Record<StaffEvent, StaffEventRule>,
};

// ---- Social links and contact: the public website information ----
const httpsUrl = trimmed()
  .max(300, "At most 300 characters.")
  .refine(
    (v) => v === "" || /^https:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v),
    "Enter a full web address starting with https://",
  )
  .transform((v) => (v === "" ? null : v))
  .nullable();
export const websiteInfoSettings = z.strictObject({
  socialMedia: z.strictObject(
    Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, httpsUrl])) as Record<SocialNetwork, typeof httpsUrl>,
  ),
  contactEmail: trimmed()
    .max(200)
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid email address.")
    .transform((v) => (v === "" ? null : v.toLowerCase()))
    .nullable(),
  /** As it should be shown (landlines too: +234 201 330 9000). */
  contactPhone: trimmed()
    .max(24)
    .refine((v) => v === "" || /^\+?\d[\d ()-]{5,22}$/.test(v), "Enter a phone number, e.g. +234 201 330 9000.")
    .transform((v) => (v === "" ? null : v))
    .nullable(),
  address: trimmed()
    .max(200, "At most 200 characters.")
    .transform((v) => (v === "" ? null : v))
    .nullable(),
});
export type WebsiteInfoSettings = z.output<typeof websiteInfoSettings>;
/** PUT: the fields left out stay as they are; "" clears one. */
export const websiteInfoUpdate = z.strictObject({
  socialMedia: z
    .strictObject(
      Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, httpsUrl.optional()])) as Record<
        SocialNetwork,
        z.ZodOptional<typeof httpsUrl>
      >,
    )
    .optional(),
  contactEmail: websiteInfoSettings.shape.contactEmail.optional(),
  contactPhone: websiteInfoSettings.shape.contactPhone.optional(),
  address: websiteInfoSettings.shape.address.optional(),
});
export const websiteInfoAnswer = z.object({
  socialMedia: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, z.string().nullable()])) as Record<
      SocialNetwork,
      z.ZodNullable<z.ZodString>
    >,
  ),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
});
export const DEFAULT_WEBSITE_INFO: WebsiteInfoSettings = {
  socialMedia: { instagram: null, twitter: null, linkedin: null, facebook: null, youtube: null, whatsapp: null },
  contactEmail: null,
  contactPhone: null,
  address: null,
};
/** GET /v1/website-info: SPEC §7 "Website information ... reads social_media" (snake_case as the apps read it). */
export const publicWebsiteInfo = z.object({
  social_media: websiteInfoAnswer.shape.socialMedia,
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable(), address: z.string().nullable() }),
  /** The inspection-fee bounds listings must respect (App preference). */
  inspectionFee: z.object({ minKobo: z.number(), maxKobo: z.number() }),
});
export type PublicWebsiteInfo = z.infer<typeof publicWebsiteInfo>;

// ---- App preference: commissions and inspection-fee bounds (plan prices have their own rows) ----
const bps = (what: string) =>
  z
    .number({ error: `${what} is a whole number of basis points (100 = 1%).` })
    .int(`${what} is a whole number of basis points (100 = 1%).`)
    .min(0, `${what} cannot be negative.`)
    .max(5000, `${what} is at most 5000 (50%).`);
const feeKobo = (what: string) =>
  z
    .number({ error: `${what} is a whole number of kobo.` })
    .int(`${what} is a whole number of kobo.`)
    .min(100, `${what} is at least ₦1.`)
    .max(
      LIMITS.inspectionFeeCeiling * 100,
      `${what} is at most ₦${LIMITS.inspectionFeeCeiling.toLocaleString("en-NG")}.`,
    );
export const appPreference = z.object({
  inspectionCommissionBps: z.number(),
  stayCommissionBps: z.number(),
  projectCommissionBps: z.number(),
  inspectionFeeMinKobo: z.number(),
  inspectionFeeMaxKobo: z.number(),
});
export type AppPreference = z.infer<typeof appPreference>;
export const appPreferenceUpdate = z
  .strictObject({
    inspectionCommissionBps: bps("The inspection commission").optional(),
    stayCommissionBps: bps("The short-stay commission").optional(),
    projectCommissionBps: bps("The project reservation commission").optional(),
    inspectionFeeMinKobo: feeKobo("The lowest inspection fee").optional(),
    inspectionFeeMaxKobo: feeKobo("The highest inspection fee").optional(),
  })
  .superRefine((v, ctx) => {
    if (
      v.inspectionFeeMinKobo !== undefined &&
      v.inspectionFeeMaxKobo !== undefined &&
      v.inspectionFeeMinKobo > v.inspectionFeeMaxKobo
    )
      ctx.addIssue({
        code: "custom",
        path: ["inspectionFeeMaxKobo"],
        message: "The highest inspection fee must be at least the lowest.",
      });
  });
export const APP_PREFERENCE_KEYS = {
  inspectionCommissionBps: ["inspection_commission_bps", 1000],
  stayCommissionBps: ["stay_commission_bps", 1000],
  projectCommissionBps: ["project_commission_bps", 250],
  inspectionFeeMinKobo: ["inspection_fee_min_kobo", LIMITS.inspectionFeeMin * 100],
  inspectionFeeMaxKobo: ["inspection_fee_max_kobo", LIMITS.inspectionFeeMax * 100],
} as const satisfies Record<keyof AppPreference, readonly [string, number]>;

// ---- Privacy: how long logs are kept ----
const days = (what: string, min: number) =>
  z
    .number({ error: `${what} is a whole number of days.` })
    .int(`${what} is a whole number of days.`)
    .min(min, `${what} is at least ${min} days.`)
    .max(3650, `${what} is at most 3650 days.`);
export const privacySettings = z.strictObject({
  apiLogsDays: days("API logs", 1),
  emailOutboxDays: days("The email outbox", 1),
  activityLogDays: days("The activity log", 90),
  chatbotLogsDays: days("Chat-bot logs", 1),
});
export type PrivacySettings = z.infer<typeof privacySettings>;
export const privacySettingsUpdate = privacySettings.partial();
export const DEFAULT_PRIVACY: PrivacySettings = {
  apiLogsDays: 30,
  emailOutboxDays: 30,
  activityLogDays: 365,
  chatbotLogsDays: 90,
};
