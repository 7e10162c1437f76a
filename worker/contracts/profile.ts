import { z } from "zod";
import { authUser, emailSchema, normalizeNigerianPhone, usernameSchema } from "./auth";
import { IMAGE_TYPES } from "./constants";
import { optionalName, personName } from "./names";

/** Shared by the API and the SPA's /dashboard/edit-profile. */
export const PROFILE_RULES = {
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: IMAGE_TYPES,
  uploadUrlTtlMs: 15 * 60_000,
  emailChangeTtlMs: 24 * 3600_000,
} as const;

export const SOCIAL_KEYS = ["instagram", "twitter", "linkedin", "facebook", "website"] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

export const PROFILE_MESSAGES = {
  profileSaved: "Your profile has been updated.",
  wrongPassword: "Your password is not correct.",
  sameEmail: "This is already your email address.",
  emailChangeSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Your email changes once you open it.`,
  emailChangeInvalid: "This confirmation link is invalid, already used or expired. Please ask for a new one.",
  emailChanged: "Your email address has been changed.",
  typeDelete: "Type DELETE to confirm.",
  accountDeleted: "Your account has been deleted.",
  imageTooLarge: "A picture can be at most 5 MB.",
  onlyImages: "Only JPEG, PNG or WebP pictures can be uploaded.",
  invalidUrl: "Enter a full web address starting with https://",
} as const;

const trimmed = () => z.string().trim();

/** "" clears the field (null); anything else must be a Nigerian number, stored as +234... */
const optionalPhone = trimmed()
  .transform((v, ctx) => {
    if (v === "") return null;
    const n = normalizeNigerianPhone(v);
    if (!n) {
      ctx.addIssue({ code: "custom", message: "Enter a Nigerian phone number, e.g. 0803 123 4567." });
      return z.NEVER;
    }
    return n;
  })
  .nullish();

const optionalLastName = optionalName()
  .transform((v) => (v === "" ? null : v))
  .nullish();

/** An empty box means "no link"; anything else must be an http(s) address. */
const socialUrl = trimmed()
  .max(300, "At most 300 characters.")
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v), PROFILE_MESSAGES.invalidUrl)
  .transform((v) => (v === "" ? null : v))
  .nullish();

export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_KEYS.map((k) => [k, socialUrl])) as Record<SocialKey, typeof socialUrl>,
);
export type SocialLinks = Partial<Record<SocialKey, string | null>>;

/** Every field is optional: the ones left out stay as they are. An empty phone or company name clears it. */
export const profileUpdateBody = z.object({
  firstName: personName("First name is required.").optional(),
  lastName: optionalLastName,
  phone: optionalPhone,
  username: usernameSchema.optional(),
  companyName: trimmed().max(120, "At most 120 characters.").nullish(),
  socialLinks: socialLinksSchema.optional(),
  smsNotifications: z.boolean().optional(),
  emailNotifications: z.boolean().optional(),
  /** Broadcast messages from PropertyNG (in-app and Web Push). */
  announcements: z.boolean().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateBody>;

export const profileResponse = authUser.extend({
  socialLinks: z.object(
    Object.fromEntries(SOCIAL_KEYS.map((k) => [k, z.string().nullable()])) as Record<
      SocialKey,
      z.ZodNullable<z.ZodString>
    >,
  ),
  smsNotifications: z.boolean(),
  emailNotifications: z.boolean(),
  announcements: z.boolean(),
  /** The address waiting for its confirmation click, if any. */
  pendingEmail: z.string().nullable(),
  deletedAt: z.number().nullable(),
});
export type Profile = z.infer<typeof profileResponse>;

export const emailChangeBody = z.object({
  newEmail: emailSchema,
  password: z.string().min(1, "Password is required."),
});
export const emailConfirmQuery = z.object({
  token: z.string().min(16, "The confirmation link is incomplete.").max(200),
});

export const profileImageRequest = z.object({
  kind: z.enum(["profile", "banner"]),
  contentType: z.enum(PROFILE_RULES.imageTypes, { message: PROFILE_MESSAGES.onlyImages }),
  sizeBytes: z.number().int().positive("sizeBytes must be positive."),
});
export const profileImageTicket = z.object({ uploadUrl: z.string(), expiresAt: z.number() });
export const profileImageResult = z.object({ kind: z.enum(["profile", "banner"]), url: z.string() });

export const deleteAccountBody = z.object({
  password: z.string().min(1, "Password is required."),
  confirm: z.string().refine((v) => v === "DELETE", PROFILE_MESSAGES.typeDelete),
});

/** POST /v1/secure/user/email-change. */
export const emailChangeRequested = z.object({ message: z.string(), pendingEmail: z.string() });
/** GET /v1/user/email-change/confirm. */
export const emailChangeConfirmed = z.object({ message: z.string(), email: z.string() });
