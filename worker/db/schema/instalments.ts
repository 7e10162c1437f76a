import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { projectReservations, projects } from "./projects";
import { INSTALMENT_PLAN_STATUSES, INSTALMENT_STATUSES, PLAN_INTERVALS } from "../../contracts/instalment-rules";

/**
 * A construction milestone of a project's plan ("Roofing: 30%"). Staff approve a progress update posted against
 * it (`update_id`); `approved_at` is set once by a guarded UPDATE, and that releases the share from every plan.
 */
export const projectMilestones = sqliteTable(
  "project_milestones",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    sharePercent: integer("share_percent").notNull(),
    updateId: text("update_id"),
    approvedAt: integer("approved_at", { mode: "number" }),
    approvedBy: text("approved_by"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("project_milestones_project_idx").on(t.projectId, t.position),
    index("project_milestones_approved_idx").on(t.approvedAt),
    check("project_milestones_share", sql`${t.sharePercent} BETWEEN 1 AND 100`),
  ],
);

/**
 * One reservation's instalment plan, an escrow order (services/projects/instalment-order.ts): the terms copied from
 * the project when the unit was reserved, and its money as running totals written in the batch of each ledger
 * entry. The CHECK is the last line of the invariant held = paid − released − refunded ≥ 0.
 */
export const instalmentPlans = sqliteTable(
  "instalment_plans",
  {
    id: text("id").primaryKey(),
    reservationId: text("reservation_id")
      .notNull()
      .references(() => projectReservations.id),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id),
    payerId: text("payer_id")
      .notNull()
      .references(() => users.id),
    payeeId: text("payee_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: INSTALMENT_PLAN_STATUSES }).notNull(),
    interval: text("interval", { enum: PLAN_INTERVALS }).notNull(),
    instalments: integer("instalments").notNull(),
    feePercent: integer("fee_percent").notNull(),
    graceDays: integer("grace_days").notNull(),
    defaultAfter: integer("default_after").notNull(),
    refundPercent: integer("refund_percent").notNull(),
    commissionBps: integer("commission_bps").notNull(),
    totalKobo: integer("total_kobo").notNull(),
    paidKobo: integer("paid_kobo").notNull().default(0),
    heldKobo: integer("held_kobo").notNull().default(0),
    releasedKobo: integer("released_kobo").notNull().default(0),
    refundedKobo: integer("refunded_kobo").notNull().default(0),
    endReason: text("end_reason"),
    endedAt: integer("ended_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("instalment_plans_reservation_unique").on(t.reservationId),
    index("instalment_plans_payer_idx").on(t.payerId, t.createdAt),
    index("instalment_plans_payee_idx").on(t.payeeId, t.createdAt),
    index("instalment_plans_project_idx").on(t.projectId, t.status),
    index("instalment_plans_status_idx").on(t.status, t.createdAt),
    check(
      "instalment_plans_held",
      sql`${t.heldKobo} >= 0 AND ${t.heldKobo} = ${t.paidKobo} - ${t.releasedKobo} - ${t.refundedKobo}`,
    ),
  ],
);

/** One instalment of a plan. `entryId` is the ledger entry that paid it; `reminded` the last reminder stage sent. */
export const instalments = sqliteTable(
  "instalments",
  {
    id: text("id").primaryKey(),
    planId: text("plan_id")
      .notNull()
      .references(() => instalmentPlans.id),
    seq: integer("seq").notNull(),
    /** YYYY-MM-DD, a Lagos date. */
    dueOn: text("due_on").notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    status: text("status", { enum: INSTALMENT_STATUSES }).notNull(),
    paidAt: integer("paid_at", { mode: "number" }),
    paidWith: text("paid_with"),
    entryId: text("entry_id"),
    reminded: integer("reminded"),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("instalments_plan_seq_unique").on(t.planId, t.seq),
    index("instalments_due_idx").on(t.status, t.dueOn),
    check("instalments_amount", sql`${t.amountKobo} > 0`),
  ],
);

/** What an approved milestone released from a plan: one row per plan and milestone, written with its entry. */
export const instalmentReleases = sqliteTable(
  "instalment_releases",
  {
    planId: text("plan_id")
      .notNull()
      .references(() => instalmentPlans.id),
    milestoneId: text("milestone_id")
      .notNull()
      .references(() => projectMilestones.id),
    amountKobo: integer("amount_kobo").notNull(),
    entryId: text("entry_id"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.milestoneId] })],
);
