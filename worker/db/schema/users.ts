import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { belongsTo } from "./columns";

export const roles = sqliteTable("roles", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description"),
  createdAt: integer("created_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
  /** Marks the batch that passed a role write's guard: the batch's later statements run only where it is theirs. */
  writeId: text("write_id"),
  updatedAt: integer("updated_at", { mode: "number" }),
});

export const rolePermissions = sqliteTable(
  "role_permissions",
  {
    roleId: belongsTo("role_id", () => roles.id),
    permission: text("permission").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    email: text("email").notNull(),
    username: text("username").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    accountType: text("account_type").notNull(),
    subAccountType: text("sub_account_type"),
    adminAccess: integer("admin_access", { mode: "boolean" }).notNull().default(false),
    kycVerified: integer("kyc_verified", { mode: "boolean" }).notNull().default(false),
    profilePicture: text("profile_picture"),
    bannerImage: text("banner_image"),
    companyName: text("company_name"),
    roleId: text("role_id").references(() => roles.id),
    status: text("status", { enum: ["active", "deactivated", "deleting", "deleted"] })
      .notNull()
      .default("active"),
    /** Set when upheld reports cross the limit: the user may no longer publish listings. */
    listingSuspendedAt: integer("listing_suspended_at", { mode: "number" }),
    /** JSON object: instagram, twitter, linkedin, facebook, website. */
    socialLinks: text("social_links").notNull().default("{}"),
    smsNotifications: integer("sms_notifications", { mode: "boolean" }).notNull().default(true),
    emailNotifications: integer("email_notifications", { mode: "boolean" }).notNull().default(true),
    /** Broadcast messages from the marketplace (in-app and Web Push); the user can turn them off. */
    announcements: integer("announcements", { mode: "boolean" }).notNull().default(true),
    /** RC (company) or BN (business name) number, checked through the registry lookup. */
    companyRegNumber: text("company_reg_number"),
    companyRegVerified: integer("company_reg_verified", { mode: "boolean" }).notNull().default(false),
    /** Set when the account is deleted; personal fields are wiped at the same moment. */
    deletedAt: integer("deleted_at", { mode: "number" }),
    /** TOTP (RFC 6238) of the admin sign-in: base32 secret, pending until totpEnabledAt; the last step used. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: integer("totp_enabled_at", { mode: "number" }),
    totpLastStep: integer("totp_last_step", { mode: "number" }),
    /** Set by an admin's deactivation (with the reason); cleared on activation. */
    deactivatedAt: integer("deactivated_at", { mode: "number" }),
    deactivationReason: text("deactivation_reason"),
    /** Id of the last admin status change: the other statements of that batch run only if it is theirs. */
    statusChangeId: text("status_change_id"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(t.username),
    index("users_account_type_idx").on(t.accountType, t.createdAt),
    index("users_created_at_idx").on(t.createdAt),
    index("users_status_idx").on(t.status, t.createdAt),
    index("users_kyc_idx").on(t.kycVerified, t.createdAt),
    // Dashboard sign-ups by day and account type: a covering range on created_at (migrations/0028).
    index("users_created_type_idx").on(t.createdAt, t.accountType),
    index("users_admin_access_idx").on(t.adminAccess, t.createdAt),
    index("users_role_idx").on(t.roleId),
    index("users_sitemap_idx").on(t.accountType, t.id),
  ],
);

/** A signed-in device. The JWT carries the session id; logout sets revokedAt, so the token dies at once. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    kind: text("kind").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "number" }),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    usedAt: integer("used_at", { mode: "number" }),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/** Single-use recovery codes of a staff member's two-factor sign-in: only their hashes. */
export const staffRecoveryCodes = sqliteTable(
  "staff_recovery_codes",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_user_hash_unique").on(t.userId, t.codeHash)],
);
