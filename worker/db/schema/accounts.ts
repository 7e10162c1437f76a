import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { KYC_STATUSES } from "../../contracts/kyc-statuses";
import { belongsTo } from "./columns";

/**
 * Identity verification. Documents live under the private R2 prefix `kyc/` (never served by /media).
 * Status: pending | verified | rejected.
 */
export const kycSubmissions = sqliteTable(
  "kyc_submissions",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    idType: text("id_type").notNull(),
    idNumber: text("id_number").notNull(),
    documentKey: text("document_key"),
    selfieKey: text("selfie_key"),
    status: text("status", { enum: KYC_STATUSES }).notNull().default("pending"),
    reason: text("reason"),
    provider: text("provider").notNull().default("manual"),
    providerRef: text("provider_ref"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: integer("reviewed_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [index("kyc_status_idx").on(t.status, t.createdAt), index("kyc_user_idx").on(t.userId, t.createdAt)],
);

/** SPEC.md §3 onboarding preferences payload. listingStates and additionalInfo are JSON. */
export const userPreferences = sqliteTable(
  "user_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    basedStateId: integer("based_state_id"),
    propertyType: text("property_type"),
    listingStates: text("listing_states").notNull().default("[]"),
    additionalInfo: text("additional_info").notNull().default("{}"),
    /** completed | skipped */
    onboardingStatus: text("onboarding_status"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [index("user_preferences_state_idx").on(t.basedStateId, t.userId)],
);

/** A Google or Facebook account linked to a user. */
export const userIdentities = sqliteTable(
  "user_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: belongsTo("user_id", () => users.id),
    email: text("email"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("user_identities_user_idx").on(t.userId)],
);

/** OAuth authorization requests in flight (state + PKCE verifier), used once. */
export const oauthStates = sqliteTable(
  "oauth_states",
  {
    state: text("state").primaryKey(),
    provider: text("provider").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    redirect: text("redirect"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);

/** Email changes wait for a click on the link sent to the new address. */
export const emailChanges = sqliteTable(
  "email_changes",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    usedAt: integer("used_at", { mode: "number" }),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);
