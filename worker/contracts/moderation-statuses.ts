/** Moderation statuses without zod, so the database schema can use them as column enums. */
export const REPORT_STATUSES = ["open", "upheld", "dismissed"] as const;
export const DUPLICATE_STATUSES = ["open", "dismissed", "actioned"] as const;
