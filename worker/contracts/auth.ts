import { z } from "zod";
import { AUTH, LIMITS, PUBLIC_ACCOUNT_TYPES } from "./constants";
import { MESSAGES } from "./messages";
import { optionalName, personName } from "./names";

const trimmed = () => z.string().trim();

export const emailSchema = trimmed()
  .toLowerCase()
  .pipe(z.email({ message: "Enter a valid email address." }));
export const passwordSchema = z
  .string({ message: "Password is required." })
  .min(LIMITS.passwordMin, MESSAGES.passwordMin(LIMITS.passwordMin))
  .max(LIMITS.passwordMax, `Must Be At Most ${LIMITS.passwordMax} Characters`);

/** Nigerian numbers in any common form (0803..., 234803..., +234 803 ...) become +234XXXXXXXXXX. */
export function normalizeNigerianPhone(raw: string): string | null {
  const digits = raw.replace(/[\s()-]/g, "");
  const m = /^(?:\+?234|0)?([789][01]\d{8})$/.exec(digits);
  return m ? `+234${m[1]}` : null;
}

export const phoneSchema = trimmed().transform((v, ctx) => {
  const n = normalizeNigerianPhone(v);
  if (!n) {
    ctx.addIssue({ code: "custom", message: "Enter a Nigerian phone number, e.g. 0803 123 4567." });
    return z.NEVER;
  }
  return n;
});

/** SPEC.md §5: the full name is split on spaces; the last word is lastName, the rest firstName. */
export function splitFullName(fullName: string): { firstName: string; lastName: string | null } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: null };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1]! };
}

export const usernameSchema = trimmed()
  .toLowerCase()
  .min(3, "Username must be at least 3 characters.")
  .max(30, "Username must be at most 30 characters.")
  .regex(/^[a-z0-9_.]+$/, "Use only letters, numbers, dots and underscores.");

// Request bodies are strict: an unknown key is a 400 that names it, never silently dropped.
export const registerBody = z.strictObject({
  firstName: personName("Full name is required.", 120),
  lastName: optionalName().nullish(),
  email: emailSchema,
  username: usernameSchema.optional(),
  phone: phoneSchema.optional(),
  accountType: z.enum(PUBLIC_ACCOUNT_TYPES).default("standard"),
  companyName: trimmed().max(120).optional(),
  password: passwordSchema,
  agree: z.literal(true, { message: MESSAGES.mustAgree }),
  remember: z.boolean().optional(),
});

export const loginBody = z.strictObject({
  username: trimmed()
    .min(1, "Username or email is required.")
    .max(AUTH.loginMaxLength, `Must Be At Most ${AUTH.loginMaxLength} Characters`),
  password: z.string().min(1, "Password is required."),
  remember: z.boolean().optional(),
});

export const authUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  accountType: z.string(),
  subAccountType: z.string().nullable(),
  adminAccess: z.boolean(),
  kycVerified: z.boolean(),
  profilePicture: z.string().nullable(),
  bannerImage: z.string().nullable(),
  companyName: z.string().nullable(),
  permissions: z.array(z.string()),
  /** Admin sign-in's second factor: "enrolment_required" until a super admin or staff creator turns it on. */
  twoFactor: z.enum(["off", "on", "enrolment_required"]),
  createdAt: z.number(),
});
export type AuthUser = z.infer<typeof authUser>;

export const loginResponse = z.object({ token: z.string(), user: authUser });
export type LoginResult = z.infer<typeof loginResponse>;

export const resetRequestBody = z.strictObject({ email: emailSchema });
export const resetBody = z.strictObject({
  token: z.string().min(16, "The reset link is incomplete."),
  password: passwordSchema,
});
export const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, "Current password is required."),
  newPassword: passwordSchema,
});

export const errorBody = z.object({
  status: z.number(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

/** GET /v1/user/availability when the value is taken. */
export const availabilityTaken = z.object({ taken: z.literal(true), message: z.string() });
/**
 * Where the account signs in once the password is chosen: staff at the admin sign-in page (a staff invitation
 * is a set-password link), everyone else at the site's.
 */
export const signInAt = z.enum(["admin", "site"]);
/** GET /v1/password/reset/validate. */
export const resetTokenValid = z.object({ valid: z.literal(true), email: z.string(), signInAt });
/** POST /v1/password/reset. */
export const resetDone = z.object({ message: z.string(), signInAt });
/** GET /v1/secure/user/me. */
export const meResponse = z.object({ user: authUser });
