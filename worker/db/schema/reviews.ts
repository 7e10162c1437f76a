import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { REVIEW_STATUSES } from "../../contracts/reviews";
import { localities } from "./locations";
import { belongsTo } from "./columns";

/**
 * A review of a property, an agent (brokerage/company/agent/developer), a project or a stay guest,
 * written on the strength of one qualifying interaction (services/reviews/eligibility.ts). Status:
 * published | blind (a stay review waiting for its counterpart, published together or at blind_until) | hidden
 * (by an admin after a report). One review per interaction, reviewer and subject type: the UNIQUE index decides.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** The reviewed party: notified, and the only one who may reply. Null while a project's owner is unknown. */
    revieweeId: text("reviewee_id").references(() => users.id),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => users.id),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    interactionKind: text("interaction_kind").notNull(),
    interactionId: text("interaction_id").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull(),
    /** Both sides of one stay share it; a blind review is published when the other side's review arrives. */
    pairKey: text("pair_key"),
    blindUntil: integer("blind_until", { mode: "number" }),
    publishedAt: integer("published_at", { mode: "number" }),
    reply: text("reply"),
    repliedAt: integer("replied_at", { mode: "number" }),
    hiddenAt: integer("hidden_at", { mode: "number" }),
    hiddenReason: text("hidden_reason"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("reviews_interaction_unique").on(t.interactionKind, t.interactionId, t.reviewerId, t.subjectType),
    index("reviews_subject_idx").on(t.subjectType, t.subjectId, t.status, t.publishedAt),
    index("reviews_reviewer_idx").on(t.reviewerId, t.createdAt),
    index("reviews_reviewee_idx").on(t.revieweeId, t.status, t.publishedAt),
    index("reviews_pair_idx").on(t.pairKey),
    index("reviews_blind_idx").on(t.status, t.blindUntil),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * Statistics of a subject's published reviews. Never incremented by hand: every batch that changes a review's
 * status ends with the statement that recomputes its subject's row from the rows (reviews/stats.ts), so the
 * numbers always match the reviews, and the directory can sort agents by rating on an index.
 */
export const reviewStats = sqliteTable(
  "review_stats",
  {
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    count: integer("count").notNull().default(0),
    total: integer("total").notNull().default(0),
    average: real("average").notNull().default(0),
    star1: integer("star1").notNull().default(0),
    star2: integer("star2").notNull().default(0),
    star3: integer("star3").notNull().default(0),
    star4: integer("star4").notNull().default(0),
    star5: integer("star5").notNull().default(0),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId] }),
    index("review_stats_average_idx").on(t.subjectType, t.average),
  ],
);

/** A report of an abusive review; open ones form the admins' queue. One per review and reporter. */
export const reviewReports = sqliteTable(
  "review_reports",
  {
    id: text("id").primaryKey(),
    reviewId: belongsTo("review_id", () => reviews.id),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["open", "resolved", "dismissed"] })
      .notNull()
      .default("open"),
    resolvedAt: integer("resolved_at", { mode: "number" }),
    resolvedBy: text("resolved_by"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("review_reports_unique").on(t.reviewId, t.reporterId),
    index("review_reports_status_idx").on(t.status, t.createdAt),
  ],
);

/** SPEC §7 "agent localities of focus": where a professional works; the directory searches by it. */
export const agentLocalities = sqliteTable(
  "agent_localities",
  {
    userId: belongsTo("user_id", () => users.id),
    localityId: integer("locality_id")
      .notNull()
      .references(() => localities.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localityId] }), index("agent_localities_locality_idx").on(t.localityId)],
);
