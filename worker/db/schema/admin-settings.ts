import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { BROADCAST_DELIVERY_STATUSES, BROADCAST_STATUSES } from "../../contracts/broadcasts";
import { belongsTo } from "./columns";

/**
 * Back-office settings, one JSON document per section: `notifications` (which staff hear
 * of which events), `social_links` (the public website information), `privacy` (retention windows). Money
 * knobs stay integers in booking_settings (commissions, inspection-fee bounds) and subscription_plans.
 */
export const adminSettings = sqliteTable("admin_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  updatedBy: text("updated_by"),
});

/** A broadcast message. Status: sending → sent. `cursor` is the last user id handed out. */
export const broadcasts = sqliteTable(
  "broadcasts",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    /** JSON: { accountTypes?, stateIds?, plan? } */
    segment: text("segment").notNull(),
    status: text("status", { enum: BROADCAST_STATUSES }).notNull(),
    cursor: text("cursor"),
    recipients: integer("recipients").notNull().default(0),
    delivered: integer("delivered").notNull().default(0),
    optedOut: integer("opted_out").notNull().default(0),
    pushed: integer("pushed").notNull().default(0),
    pushFailed: integer("push_failed").notNull().default(0),
    createdBy: text("created_by").references(() => users.id),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    finishedAt: integer("finished_at", { mode: "number" }),
  },
  (t) => [index("broadcasts_created_idx").on(t.createdAt), index("broadcasts_status_idx").on(t.status, t.createdAt)],
);

/** One row per recipient and broadcast: the primary key is what makes a retried or parallel step notify once. */
export const broadcastDeliveries = sqliteTable(
  "broadcast_deliveries",
  {
    broadcastId: belongsTo("broadcast_id", () => broadcasts.id),
    userId: belongsTo("user_id", () => users.id),
    /** delivered | opted_out */
    status: text("status", { enum: BROADCAST_DELIVERY_STATUSES }).notNull(),
    /** The delivery step that wrote the row (its notifications and pushes are that step's to send). */
    stepId: text("step_id").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.userId] }), index("broadcast_deliveries_step_idx").on(t.stepId)],
);

/** A browser's Web Push subscription (endpoint and keys from PushManager.subscribe). */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
