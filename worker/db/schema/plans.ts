import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { properties } from "./listings";
import { belongsTo } from "./columns";

/**
 * Subscription plans per role (brokerage | company | developer), SPEC.md §6. Prices in kobo; quotas per
 * period: `listing_quota` active listings (null = unlimited), `viewing_quota` property-request contact
 * unlocks, `boost_credits` listing boosts included.
 */
export const subscriptionPlans = sqliteTable(
  "subscription_plans",
  {
    id: text("id").primaryKey(),
    role: text("role").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    monthlyPriceKobo: integer("monthly_price_kobo").notNull(),
    yearlyPriceKobo: integer("yearly_price_kobo").notNull(),
    listingQuota: integer("listing_quota"),
    viewingQuota: integer("viewing_quota").notNull().default(0),
    boostCredits: integer("boost_credits").notNull().default(0),
    position: integer("position").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [index("subscription_plans_role_idx").on(t.role, t.active, t.position)],
);

/** SPEC.md §7 "Boost plans by user_role (broker, company, developer)": days of Sponsored placement for a price. */
export const boostPlans = sqliteTable(
  "boost_plans",
  {
    id: text("id").primaryKey(),
    userRole: text("user_role").notNull(),
    name: text("name").notNull(),
    days: integer("days").notNull(),
    priceKobo: integer("price_kobo").notNull(),
    position: integer("position").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index("boost_plans_role_idx").on(t.userRole, t.active, t.position)],
);

/** A user's plan. At most one active per user (partial unique index). Status: active | replaced | expired. */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    planId: text("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    /** monthly | yearly */
    interval: text("interval", { enum: ["monthly", "yearly"] }).notNull(),
    status: text("status", { enum: ["active", "expired", "replaced"] }).notNull(),
    priceKobo: integer("price_kobo").notNull(),
    startsAt: integer("starts_at", { mode: "number" }).notNull(),
    endsAt: integer("ends_at", { mode: "number" }).notNull(),
    boostCreditsLeft: integer("boost_credits_left").notNull().default(0),
    autoRenew: integer("auto_renew", { mode: "boolean" }).notNull().default(true),
    reminderSentAt: integer("reminder_sent_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("subscriptions_one_active")
      .on(t.userId)
      .where(sql`status = 'active'`),
    index("subscriptions_user_idx").on(t.userId, t.createdAt),
    index("subscriptions_ends_idx").on(t.status, t.endsAt),
  ],
);

/** A boosted (Sponsored) listing. At most one active boost per listing; cron lapses them. */
export const boosts = sqliteTable(
  "boosts",
  {
    id: text("id").primaryKey(),
    propertyId: belongsTo("property_id", () => properties.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    boostPlanId: text("boost_plan_id").notNull(),
    /** wallet | credit */
    paidWith: text("paid_with", { enum: ["wallet", "credit"] }).notNull(),
    status: text("status", { enum: ["active", "lapsed"] }).notNull(),
    startsAt: integer("starts_at", { mode: "number" }).notNull(),
    endsAt: integer("ends_at", { mode: "number" }).notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("boosts_one_active")
      .on(t.propertyId)
      .where(sql`status = 'active'`),
    index("boosts_ends_idx").on(t.status, t.endsAt),
    index("boosts_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Money knobs an admin can change (integers): e.g. `free_listing_quota` for listers without a plan. */
export const moneySettings = sqliteTable("money_settings", {
  key: text("key").primaryKey(),
  value: integer("value").notNull(),
});
