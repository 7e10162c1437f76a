import { atomWithStorage } from "jotai/utils";
import type { Plan } from "@contracts/plans";

/**
 * SPEC.md §3 client state: the active plan (hasPlan, subscriptionPlanId) and the plans, persisted in local
 * storage. §9 gives both an expiry of 12, read as hours (the location's 3 is read as days): older copies are
 * refetched. "plan.active" is cleared on logout (auth/session.ts); the user id guards a stale copy.
 */
export const PLAN_MAX_AGE_MS = 12 * 3600_000;

export type StoredActivePlan = { userId: string; hasPlan: boolean; subscriptionPlanId: string | null; at: number };
export type StoredPlans = { role: string; plans: Plan[]; at: number };

export const activePlanAtom = atomWithStorage<StoredActivePlan | null>("plan.active", null, undefined, {
  getOnInit: true,
});
export const plansAtom = atomWithStorage<StoredPlans | null>("plan.list", null, undefined, { getOnInit: true });

export const freshFor = <T extends { at: number }>(v: T | null, now = Date.now()): T | null =>
  v && now - v.at < PLAN_MAX_AGE_MS ? v : null;
