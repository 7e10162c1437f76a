import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { properties } from "./listings";
import { localities, states } from "./locations";
import { belongsTo } from "./columns";

/**
 * A seeker's saved search: the search filter as sent to POST /v1/properties/search (JSON), the
 * listing type of the page it was saved on, and whether the daily alert email is on.
 */
export const savedSearches = sqliteTable(
  "saved_searches",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    name: text("name").notNull(),
    listingType: text("listing_type"),
    filter: text("filter").notNull().default("{}"),
    sortBy: text("sort_by"),
    alerts: integer("alerts", { mode: "boolean" }).notNull().default(true),
    /** Listings created after this are "new" for the alert. */
    since: integer("since", { mode: "number" }).notNull(),
    lastAlertAt: integer("last_alert_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    index("saved_searches_alerts_idx").on(t.alerts, t.id),
  ],
);

/** The saved search and the listing an alert told of (both alert records go with either). */
const alertedListing = () => ({
  savedSearchId: belongsTo("saved_search_id", () => savedSearches.id),
  listingId: belongsTo("listing_id", () => properties.id),
});

/** Each listing a saved search's alert already mailed: the UNIQUE pair makes "never the same listing twice" a constraint. */
export const savedSearchSent = sqliteTable(
  "saved_search_sent",
  {
    ...alertedListing(),
    /** The outbox row of the email that carried it. */
    outboxId: text("outbox_id").notNull(),
    sentAt: integer("sent_at", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index("saved_search_sent_outbox_idx").on(t.outboxId),
    index("saved_search_sent_listing_idx").on(t.listingId),
  ],
);

/** What a standard account is looking for (SPEC §7 property request). Intent: rent | buy | short_stay. Status: open | closed. */
export const propertyRequests = sqliteTable(
  "property_requests",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    intent: text("intent").notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    localityId: integer("locality_id").references(() => localities.id),
    typeId: integer("type_id"),
    bedrooms: integer("bedrooms"),
    budgetKobo: integer("budget_kobo").notNull(),
    moveInDate: text("move_in_date"),
    notes: text("notes").notNull().default(""),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("property_requests_open_idx").on(t.status, t.createdAt),
    index("property_requests_state_idx").on(t.status, t.stateId, t.createdAt),
    index("property_requests_user_idx").on(t.userId, t.createdAt),
    // The admin list's intent filter (migration 0030).
    index("property_requests_intent_idx").on(t.status, t.intent, t.createdAt),
  ],
);

/** A lister who unlocked a request's contact details: one row per pair, each row one spend of the plan's viewing quota. */
export const propertyRequestUnlocks = sqliteTable(
  "property_request_unlocks",
  {
    requestId: belongsTo("request_id", () => propertyRequests.id),
    userId: belongsTo("user_id", () => users.id),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    /** What the lister paid for this contact (kobo); 0 when it was one of the plan's views. Only those count. */
    paidKobo: integer("paid_kobo", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId] }),
    index("property_request_unlocks_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Price drops a saved search has mailed: one per search, listing and price, so a later drop is told again. */
export const savedSearchPriceDrops = sqliteTable(
  "saved_search_price_drops",
  {
    ...alertedListing(),
    priceKobo: integer("price_kobo").notNull(),
    outboxId: text("outbox_id").notNull(),
    sentAt: integer("sent_at", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId, t.priceKobo] }),
    index("saved_search_price_drops_outbox_idx").on(t.outboxId),
    index("saved_search_price_drops_listing_idx").on(t.listingId),
  ],
);
