/** Project statuses and their labels, without zod: public pages (home, search cards) import them. */
/** A reservation's statuses (the schema's enum and the contract's). */
export const RESERVATION_STATUSES = ["awaiting_payment", "pending", "confirmed", "declined", "cancelled", "expired"] as const;
export const PROJECT_STATUSES = ["off_plan", "under_construction", "completed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = { off_plan: "Off-plan", under_construction: "Under construction", completed: "Completed" };
