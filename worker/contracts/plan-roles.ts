/** Account types that hold subscription plans (SPEC.md §6 "Plans are loaded by account type"). No zod: menus import it. */
export const PLAN_ROLES = ["brokerage", "company", "developer"] as const;
