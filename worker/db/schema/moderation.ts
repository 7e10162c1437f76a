import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DUPLICATE_STATUSES, REPORT_STATUSES } from "../../contracts/moderation-statuses";
import { properties } from "./listings";
import { users } from "./users";
import { belongsTo } from "./columns";

// What staff moderate about listings: visitors' reports and photos found on another lister's listing.

/** Status: open | upheld | dismissed. */
export const listingReports = sqliteTable(
  "listing_reports",
  {
    id: text("id").primaryKey(),
    propertyId: belongsTo("property_id", () => properties.id),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    details: text("details"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    resolvedBy: text("resolved_by"),
    resolvedAt: integer("resolved_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("listing_reports_status_idx").on(t.status, t.createdAt),
    index("listing_reports_property_idx").on(t.propertyId),
    // One report per signed-in user per listing (anonymous reports have no reporter and are limited per IP).
    uniqueIndex("listing_reports_reporter_unique").on(t.propertyId, t.reporterId),
  ],
);

/** A photo of `propertyId` matching a photo of another lister's `otherPropertyId`. Status: open | dismissed | actioned. */
export const duplicateFlags = sqliteTable(
  "duplicate_flags",
  {
    id: text("id").primaryKey(),
    propertyId: belongsTo("property_id", () => properties.id),
    otherPropertyId: belongsTo("other_property_id", () => properties.id),
    mediaId: text("media_id"),
    otherMediaId: text("other_media_id"),
    distance: integer("distance").notNull(),
    status: text("status", { enum: DUPLICATE_STATUSES }).notNull().default("open"),
    resolvedBy: text("resolved_by"),
    resolvedAt: integer("resolved_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("duplicate_flags_pair_unique").on(t.propertyId, t.otherPropertyId),
    index("duplicate_flags_status_idx").on(t.status, t.createdAt),
  ],
);
