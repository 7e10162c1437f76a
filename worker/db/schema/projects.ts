import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { PROJECT_STATUSES, RESERVATION_STATUSES } from "../../contracts/project-rules";
import { PLAN_INTERVALS } from "../../contracts/instalment-rules";
import { localities, states } from "./locations";
import { propertyMedia } from "./listings";

/**
 * A developer's project: an estate or off-plan development with units for sale. The owner is
 * always the developer account; a sub account acts for it and is recorded in project_events.
 * status: off_plan | under_construction | completed. listed = shown publicly (SPEC §4 listed/delisted).
 */
export const projects = sqliteTable(
  "projects",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    description: text("description").notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    localityId: integer("locality_id").references(() => localities.id),
    address: text("address").notNull(),
    lat: real("lat"),
    lng: real("lng"),
    status: text("status", { enum: PROJECT_STATUSES }).notNull(),
    /** YYYY-MM-DD (expected, or actual once completed). */
    completionDate: text("completion_date"),
    /** JSON array of strings (e.g. "C of O", "Governor's Consent"). */
    titleDocuments: text("title_documents").notNull().default("[]"),
    /** JSON array of strings. */
    amenities: text("amenities").notNull().default("[]"),
    /** Payment plan: the deposit share of a unit's price, then equal instalments over the period. */
    depositPercent: integer("deposit_percent").notNull(),
    instalments: integer("instalments").notNull(),
    periodMonths: integer("period_months").notNull(),
    /** The plan's terms, stated before anyone pays (migrations/0056): copied onto each reservation's instalment plan. */
    planInterval: text("plan_interval", { enum: PLAN_INTERVALS }).notNull().default("monthly"),
    /** A fee on the balance (whole %), spread over the instalments. */
    planFeePercent: integer("plan_fee_percent").notNull().default(0),
    /** Days after a due date before an unpaid instalment counts as missed. */
    planGraceDays: integer("plan_grace_days").notNull().default(7),
    /** Missed instalments that end the reservation (the default rule). */
    planDefaultAfter: integer("plan_default_after").notNull().default(2),
    /** Share (%) of the instalment money still held that goes back to the buyer on a cancellation or a default. */
    planRefundPercent: integer("plan_refund_percent").notNull().default(80),
    listed: integer("listed", { mode: "boolean" }).notNull().default(true),
    delistReason: text("delist_reason"),
    /** Set when staff delisted it: the developer cannot relist it themselves. */
    delistedByStaff: integer("delisted_by_staff", { mode: "boolean" }).notNull().default(false),
    deletedAt: integer("deleted_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("projects_owner_idx").on(t.ownerId, t.createdAt),
    index("projects_public_idx").on(t.listed, t.deletedAt, t.createdAt),
    index("projects_sitemap_idx").on(t.listed, t.deletedAt, t.id),
    index("projects_state_idx").on(t.stateId, t.status, t.createdAt),
    check("projects_deposit_percent", sql`${t.depositPercent} BETWEEN 0 AND 100`),
    check("projects_instalments", sql`${t.instalments} BETWEEN 0 AND 120`),
  ],
);

/** Reference list for GET /project-unit-categories (seeded). */
export const projectUnitCategories = sqliteTable("project_unit_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

/**
 * A unit type of a project (SPEC §3 "properties" of a dashboard project). `available` is decided in SQL only:
 * a reservation takes one with `available = available - 1 WHERE available > 0`; the CHECK is the last line.
 */
export const projectUnits = sqliteTable(
  "project_units",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => projectUnitCategories.id),
    type: text("type").notNull(),
    bedrooms: integer("bedrooms").notNull().default(0),
    sizeSqm: integer("size_sqm"),
    priceKobo: integer("price_kobo").notNull(),
    unitsTotal: integer("units_total").notNull(),
    available: integer("available").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("project_units_project_idx").on(t.projectId, t.priceKobo),
    check("project_units_available", sql`${t.available} >= 0 AND ${t.available} <= ${t.unitsTotal}`),
    check("project_units_price", sql`${t.priceKobo} > 0`),
  ],
);

/** A dated progress report ("roof is on") with photos: off-plan buyers' proof that building goes on. */
export const projectUpdates = sqliteTable(
  "project_updates",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id),
    happenedOn: text("happened_on").notNull(),
    body: text("body").notNull(),
    authorId: text("author_id").references(() => users.id),
    /** The plan milestone this update reports (staff approve it to release the milestone's share). */
    milestoneId: text("milestone_id"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [index("project_updates_project_idx").on(t.projectId, t.happenedOn)],
);

/**
 * A project's photos reuse the listing upload pipeline: the picture is a property_media row (token, R2 keys,
 * rotation) with no property; this row puts it on the project (or on one of its progress updates).
 * A media row is on at most one project (primary key).
 */
export const projectMedia = sqliteTable(
  "project_media",
  {
    mediaId: text("media_id")
      .primaryKey()
      .references(() => propertyMedia.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id),
    updateId: text("update_id").references(() => projectUpdates.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    isPrimary: integer("is_primary", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("project_media_project_idx").on(t.projectId, t.position),
    index("project_media_update_idx").on(t.updateId),
  ],
);

export const projectVideoLinks = sqliteTable(
  "project_video_links",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id),
    url: text("url").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [index("project_video_links_project_idx").on(t.projectId)],
);

/** The project's timeline: who (the developer or one of its sub accounts, by name) did what. */
export const projectEvents = sqliteTable(
  "project_events",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id").notNull(),
    /** The reservation a row is about, when it is one's (its timeline is read by this). */
    orderId: text("order_id"),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    detail: text("detail"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("project_events_project_idx").on(t.projectId, t.createdAt),
    index("project_events_order_idx").on(t.orderId, t.createdAt),
  ],
);

/**
 * A staff account of a developer. The user row is a developer account (sub_account_type sub_developer) that
 * acts for `parentId` only, with these rights (JSON array: edit_projects, post_progress, manage_reservations).
 * Removing it deletes this row and deactivates the user: access ends on the next request.
 */
export const developerSubAccounts = sqliteTable(
  "developer_sub_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id),
    rights: text("rights").notNull().default("[]"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [index("developer_sub_accounts_parent_idx").on(t.parentId, t.createdAt)],
);

/**
 * A unit reservation with a deposit (the plan's deposit % of the unit price). The unit is taken in the batch
 * that writes this row; it comes back when the reservation is declined, cancelled or expires.
 * status: awaiting_payment (link, unit held 30 min) | pending (deposit in escrow, developer to decide)
 * | confirmed (deposit released to the developer less commission) | declined | cancelled | expired.
 */
export const projectReservations = sqliteTable(
  "project_reservations",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id),
    unitId: text("unit_id")
      .notNull()
      .references(() => projectUnits.id),
    seekerId: text("seeker_id")
      .notNull()
      .references(() => users.id),
    developerId: text("developer_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: RESERVATION_STATUSES }).notNull(),
    depositKobo: integer("deposit_kobo").notNull(),
    commissionBps: integer("commission_bps").notNull(),
    payWith: text("pay_with").notNull(),
    paymentReference: text("payment_reference"),
    paidAt: integer("paid_at", { mode: "number" }),
    decidedAt: integer("decided_at", { mode: "number" }),
    decidedBy: text("decided_by"),
    declineReason: text("decline_reason"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("project_reservations_seeker_idx").on(t.seekerId, t.createdAt),
    index("project_reservations_developer_idx").on(t.developerId, t.status, t.createdAt),
    index("project_reservations_developer_created_idx").on(t.developerId, t.createdAt),
    index("project_reservations_status_idx").on(t.status, t.createdAt),
    index("project_reservations_unit_idx").on(t.unitId, t.status),
    index("project_reservations_created_idx").on(t.createdAt),
    check("project_reservations_deposit", sql`${t.depositKobo} > 0`),
  ],
);
