// Back office: users. Bodies are strict and shared with the SPA's forms (plain zod, no
// .openapi() calls, so the SPA can import this file without the OpenAPI extension).
import { z } from "zod";
import { ACCOUNT_TYPES, PUBLIC_ACCOUNT_TYPES } from "./constants";
import { emailSchema, passwordSchema, phoneSchema, usernameSchema } from "./auth";
import { adminTransaction } from "./money";
import { optionalName, personName } from "./names";

/** Admin accounts are managed on the Teams page (CAN_CREATE_STAFF), never here. */
export const ADMIN_USER_MESSAGES = {
  staffAccount: "This is a staff account: manage it on the Teams page.",
  notFound: "User not found.",
  deleted: "Account deleted. Its owner was told by email.",
  alreadyActive: "This account is already active.",
  alreadyDeactivated: "This account is already deactivated.",
  emailTaken: "This email address is already used by another account.",
  usernameTaken: "This username is already taken.",
  phoneFormat: "Enter a Nigerian phone number starting with +234, e.g. +234 803 123 4567.",
} as const;

export const ADMIN_USER_STATUSES = ["active", "deactivated"] as const;
export const KYC_FILTERS = ["verified", "unverified"] as const;

/** GET /admin/api/users query (besides page/perPage). Dates are YYYY-MM-DD, Lagos days. */
// A real calendar day (2026-02-31 is refused).
const day = z.iso.date({ error: "Use a real date like 2026-11-26." });
export const adminUserFilters = z.object({
  search: z.string().trim().max(100).optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  stateId: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  kyc: z.enum(KYC_FILTERS).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  joinedFrom: day.optional(),
  joinedTo: day.optional(),
});
export type AdminUserFilters = z.infer<typeof adminUserFilters>;

const firstName = personName("First name is required.");
const lastName = optionalName();
/** The admin form asks for +234: any common Nigerian form is accepted and stored as +234XXXXXXXXXX. */
const phone = phoneSchema;

export const adminCreateUserInput = z.strictObject({
  accountType: z.enum(PUBLIC_ACCOUNT_TYPES, {
    error: "Choose an account type (staff accounts are created on the Teams page).",
  }),
  firstName,
  lastName: lastName.nullish(),
  email: emailSchema,
  phone,
  username: usernameSchema,
  companyName: z.string().trim().max(120).nullish(),
});
export type AdminCreateUserInput = z.infer<typeof adminCreateUserInput>;

export const adminUpdateUserInput = z
  .strictObject({
    accountType: z.enum(PUBLIC_ACCOUNT_TYPES),
    firstName,
    lastName: lastName.nullable(),
    email: emailSchema,
    phone: phone.nullable(),
    username: usernameSchema,
    companyName: z.string().trim().max(120).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Change at least one field.", path: ["firstName"] });
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserInput>;

export const deactivateInput = z.strictObject({
  reason: z
    .string({ error: "Say why the account is deactivated." })
    .trim()
    .min(3, "Say why the account is deactivated.")
    .max(500),
});
export const activateInput = z.strictObject({ note: z.string().trim().max(500).optional() });

export const changePasswordInput = z.discriminatedUnion(
  "mode",
  [
    z.strictObject({ mode: z.literal("set"), password: passwordSchema }),
    z.strictObject({ mode: z.literal("reset_link") }),
  ],
  {
    error: "Choose mode 'set' (with a password) or 'reset_link'.",
  },
);
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

// Answers.
export const adminUserRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  accountType: z.string(),
  adminAccess: z.boolean(),
  kycVerified: z.boolean(),
  status: z.string(),
  createdAt: z.number(),
});

export const adminUserListing = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  listingType: z.string(),
  status: z.string(),
  priceKobo: z.number(),
  createdAt: z.number(),
});
export const adminUserBooking = z.object({
  kind: z.enum(["inspection", "stay", "project_reservation"]),
  role: z.enum(["guest", "host"]),
  id: z.string(),
  title: z.string().nullable(),
  status: z.string(),
  amountKobo: z.number(),
  at: z.number(),
});
export const adminUserActivity = z.object({
  id: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  details: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.number(),
});

export const adminUserDetail = z.object({
  user: adminUserRow.extend({
    subAccountType: z.string().nullable(),
    companyName: z.string().nullable(),
    stateName: z.string().nullable(),
    deactivatedAt: z.number().nullable(),
    deactivationReason: z.string().nullable(),
    updatedAt: z.number(),
  }),
  listings: z.object({ total: z.number(), live: z.number(), data: z.array(adminUserListing), hasMore: z.boolean() }),
  bookings: z.array(adminUserBooking),
  wallet: z.object({ balanceKobo: z.number(), recent: z.array(adminTransaction) }),
  kyc: z.object({
    verified: z.boolean(),
    latest: z
      .object({
        id: z.string(),
        status: z.string(),
        idType: z.string(),
        reason: z.string().nullable(),
        createdAt: z.number(),
      })
      .nullable(),
  }),
  activity: z.array(adminUserActivity),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserStatusResult = z.object({ id: z.string(), status: z.string(), listingsChanged: z.number() });
export const adminUserWritten = z.object({ user: adminUserRow });
export const changePasswordResult = z.object({ message: z.string() });
