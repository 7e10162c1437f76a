import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { INSPECTION_STATUSES } from "../../contracts/bookings";
import { users } from "./users";
import { properties } from "./listings";

/**
 * A paid inspection. The fee sits in escrow from payment until the agent enters the seeker's code
 * (released less commission), a cancellation (refund rule), the cron (never initiated) or an admin decision
 * (seeker's report). Status:
 * awaiting_payment | pending (paid, agent to confirm) | proposed (agent proposed another time, seeker to accept)
 * | confirmed | completed | cancelled | expired (refunded by cron, or an unpaid link) | disputed | resolved.
 * A slot is decided by the partial UNIQUE index over live bookings: the INSERT (or the reschedule UPDATE) that
 * would make a second live booking of one slot fails, and the batch with its payment with it.
 */
export const inspectionBookings = sqliteTable(
  "inspection_bookings",
  {
    id: text("id").primaryKey(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id),
    seekerId: text("seeker_id")
      .notNull()
      .references(() => users.id),
    agentId: text("agent_id")
      .notNull()
      .references(() => users.id),
    /** Epoch ms of the slot's start (a whole hour, 08:00–18:00 Lagos time). */
    slotStart: integer("slot_start", { mode: "number" }).notNull(),
    status: text("status", { enum: INSPECTION_STATUSES }).notNull(),
    feeKobo: integer("fee_kobo").notNull(),
    /** Copied from the admin setting when booked. */
    commissionBps: integer("commission_bps").notNull(),
    /** Copied from the listing's state rule when booked: the fee only secures the slot and goes back to the seeker. */
    refundableOnly: integer("refundable_only", { mode: "boolean" }).notNull().default(false),
    payWith: text("pay_with").notNull(),
    paymentReference: text("payment_reference"),
    /** The 6-digit code the seeker shows at the viewing. */
    code: text("code").notNull(),
    codeAttempts: integer("code_attempts").notNull().default(0),
    cancelledBy: text("cancelled_by"),
    reportReason: text("report_reason"),
    paidAt: integer("paid_at", { mode: "number" }),
    confirmedAt: integer("confirmed_at", { mode: "number" }),
    initiatedAt: integer("initiated_at", { mode: "number" }),
    cancelledAt: integer("cancelled_at", { mode: "number" }),
    reportedAt: integer("reported_at", { mode: "number" }),
    reminderSentAt: integer("reminder_sent_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("inspection_live_slot_unique")
      .on(t.propertyId, t.slotStart)
      .where(sql`status IN ('awaiting_payment', 'pending', 'proposed', 'confirmed')`),
    index("inspection_bookings_seeker_idx").on(t.seekerId, t.slotStart),
    index("inspection_bookings_created_idx").on(t.createdAt),
    index("inspection_bookings_agent_idx").on(t.agentId, t.slotStart),
    index("inspection_bookings_seeker_created_idx").on(t.seekerId, t.createdAt),
    index("inspection_bookings_agent_created_idx").on(t.agentId, t.createdAt),
    index("inspection_bookings_status_idx").on(t.status, t.slotStart),
    // The admin bookings list without a status filter (migration 0030).
    index("inspection_bookings_slot_idx").on(t.slotStart),
    check("inspection_code_attempts", sql`${t.codeAttempts} BETWEEN 0 AND 5`),
  ],
);

/** The timeline of a booking: one row per state change, written in the same batch as the change. */
export const inspectionEvents = sqliteTable(
  "inspection_events",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => inspectionBookings.id),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    detail: text("detail"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [index("inspection_events_booking_idx").on(t.bookingId, t.createdAt)],
);

/** Admin settings of bookings (key → integer): inspection_commission_bps, inspection_refund_after_hours. */
export const bookingSettings = sqliteTable("booking_settings", {
  key: text("key").primaryKey(),
  value: integer("value").notNull(),
  updatedAt: integer("updated_at", { mode: "number" }).notNull(),
});

/** Per-state rule: in a refundable-only state the inspection fee secures the slot and returns at the viewing. */
export const bookingStateRules = sqliteTable("booking_state_rules", {
  /** The state's slug (e.g. lagos), so the rule can be seeded before the states are. */
  stateSlug: text("state_slug").primaryKey(),
  refundableOnly: integer("refundable_only", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "number" }).notNull(),
});
