import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Fixed-window counters for brute-force limits; rows are upserted in one statement. */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start", { mode: "number" }).notNull(),
  count: integer("count").notNull(),
});

export const apiLogs = sqliteTable(
  "api_logs",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    durationMs: integer("duration_ms").notNull(),
    userId: text("user_id"),
    ip: text("ip"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("api_logs_created_idx").on(t.createdAt),
    index("api_logs_status_idx").on(t.status, t.createdAt),
    index("api_logs_keyset_idx").on(t.createdAt, t.id),
    index("api_logs_path_idx").on(t.path, t.createdAt),
  ],
);

/** One row per cron job run (worker/jobs/runs.ts); ok is 1 or 0 once finished. */
export const cronRuns = sqliteTable(
  "cron_runs",
  {
    id: text("id").primaryKey(),
    job: text("job").notNull(),
    startedAt: integer("started_at", { mode: "number" }).notNull(),
    finishedAt: integer("finished_at", { mode: "number" }),
    ok: integer("ok"),
    error: text("error"),
  },
  (t) => [index("cron_runs_job_idx").on(t.job, t.startedAt)],
);

export const activityLogs = sqliteTable(
  "activity_logs",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: text("details"),
    ip: text("ip"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("activity_logs_created_idx").on(t.createdAt),
    index("activity_logs_actor_idx").on(t.actorId, t.createdAt),
    index("activity_logs_action_idx").on(t.action, t.createdAt),
    index("activity_logs_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("activity_logs_actor_action_idx").on(t.actorId, t.action, t.createdAt),
  ],
);

/** Every mail we send, whatever the adapter: the local adapter only writes here, so links can be read in dev. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra mail headers as a JSON object (e.g. List-Unsubscribe), secrets redacted like the bodies. */
    headers: text("headers"),
    template: text("template").notNull(),
    status: text("status").notNull(),
    error: text("error"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    sentAt: integer("sent_at", { mode: "number" }),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt), index("email_outbox_created_idx").on(t.createdAt)],
);

export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  source: text("source").notNull(),
  createdAt: integer("created_at", { mode: "number" }).notNull(),
});

export const emailCaptures = sqliteTable(
  "email_captures",
  {
    email: text("email").notNull(),
    source: text("source").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [index("email_captures_email_idx").on(t.email, t.source)],
);

export const websiteContent = sqliteTable("website_content", {
  key: text("key").primaryKey(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  updatedAt: integer("updated_at", { mode: "number" }).notNull(),
});

/** Messages sent through /contact: the back office's inbox. A copy goes to the site's contact address. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    /** "new" until a staff member marks it handled. */
    status: text("status", { enum: ["new", "handled"] })
      .notNull()
      .default("new"),
    handledBy: text("handled_by"),
    handledAt: integer("handled_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt, t.id),
    index("contact_messages_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);
