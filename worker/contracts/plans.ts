import { z } from "zod";
import { PLAN_ROLES } from "./plan-roles";

export { PLAN_ROLES };
/** SPEC.md §7 boost plans are asked for by user_role (broker, company, developer). */
export const BOOST_ROLES = ["broker", "company", "developer"] as const;
export const boostRoleOf = (accountType: string) =>
  accountType === "brokerage"
    ? "broker"
    : (BOOST_ROLES as readonly string[]).includes(accountType)
      ? accountType
      : null;

export const PLAN_MESSAGES = {
  notFound: "Choose one of the plans on offer.",
  wrongRole: "This plan is not for your account type.",
  noPlans: "Plans are for brokerage, company and developer accounts.",
  quota: (n: number | null) =>
    `Your plan allows ${n ?? "no more"} active listing${n === 1 ? "" : "s"}. Upgrade your plan or deactivate a listing to publish more.`,
  quotaField: "Upgrade your plan at /dashboard/subscription-plans to publish more listings.",
  alreadyBoosted: "This listing is already boosted.",
  noPlan: "You have no active plan.",
  noCredits: "Your plan has no boost credits left this period. Pay from your wallet instead.",
  notBoostable: "Only your own active listings can be boosted.",
} as const;

export const plan = z.object({
  id: z.string(),
  role: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPriceKobo: z.number().int(),
  yearlyPriceKobo: z.number().int(),
  listingQuota: z.number().int().nullable(),
  viewingQuota: z.number().int(),
  boostCredits: z.number().int(),
});
export const planList = z.object({ data: z.array(plan) });
/** A plan in the admin settings: also the ones no longer on offer. */
export const adminPlan = plan.extend({ active: z.boolean() });
export const boostPlan = z.object({
  id: z.string(),
  userRole: z.string(),
  name: z.string(),
  days: z.number().int(),
  priceKobo: z.number().int(),
});
export const boostPlanList = z.object({ data: z.array(boostPlan) });

export const INTERVALS = ["monthly", "yearly"] as const;
export const subscription = z.object({
  id: z.string(),
  planId: z.string(),
  interval: z.enum(INTERVALS),
  status: z.string(),
  priceKobo: z.number().int(),
  startsAt: z.number(),
  endsAt: z.number(),
  boostCreditsLeft: z.number().int(),
  autoRenew: z.boolean(),
});

/** SPEC.md §3 active plan: hasPlan, subscriptionPlanId; the current-plan response carries boost_plan. */
export const currentPlan = z.object({
  hasPlan: z.boolean(),
  subscriptionPlanId: z.string().nullable(),
  plan: plan.nullable(),
  subscription: subscription.nullable(),
  listingQuota: z.object({ limit: z.number().int().nullable(), used: z.number().int() }),
  boost_plan: z.object({ creditsLeft: z.number().int(), plans: z.array(boostPlan) }),
});

export const subscribeInput = z.strictObject({
  planId: z.string({ error: PLAN_MESSAGES.notFound }).trim().min(1, PLAN_MESSAGES.notFound).max(60),
  interval: z.enum(INTERVALS, { error: "Choose monthly or yearly." }),
  /** wallet: pay from the balance now; link: pay by card/transfer through the provider. */
  paymentMethod: z.enum(["wallet", "link"], { error: "Pay from the wallet or by payment link." }).default("wallet"),
});
export const subscribeResult = z.object({
  status: z.enum(["active", "payment_required"]),
  current: currentPlan.optional(),
  reference: z.string().optional(),
  authorizationUrl: z.string().optional(),
});

export const autoRenewInput = z.strictObject({ autoRenew: z.boolean({ error: "autoRenew must be true or false." }) });

export const boostInput = z.strictObject({
  boostPlanId: z.string({ error: "Choose a boost." }).trim().min(1, "Choose a boost.").max(60),
  payWith: z.enum(["credit", "wallet"], { error: "Use a plan credit or pay from the wallet." }).default("wallet"),
});
export const boostResult = z.object({
  id: z.string(),
  propertyId: z.string(),
  endsAt: z.number(),
  paidWith: z.enum(["credit", "wallet"]),
});

export const deactivateExcessInput = z.strictObject({
  propertyIds: z.array(z.string().trim().min(1).max(120)).min(1, "Choose the listings to deactivate.").max(90),
});
export const deactivateResult = z.object({
  deactivated: z.number().int(),
  active: z.number().int(),
  limit: z.number().int().nullable(),
});

export type Plan = z.infer<typeof plan>;
export type AdminPlan = z.infer<typeof adminPlan>;
export type BoostPlan = z.infer<typeof boostPlan>;
export type CurrentPlan = z.infer<typeof currentPlan>;
export type SubscribeResult = z.infer<typeof subscribeResult>;

/** Active listings allowed (null: no limit) and used. */
export const listingQuotaAnswer = z.object({ limit: z.number().int().nullable(), used: z.number().int() });
/** Plans with prices and quotas, for the admin settings. */
export const adminPlanList = z.object({ data: z.array(adminPlan) });
