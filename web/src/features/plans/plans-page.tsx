import { useQuery } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { INTERVALS, PLAN_ROLES, type Plan } from "@contracts/plans";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { ButtonLink } from "../../components/ui/text-link";
import { Card, CardContent } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { formatDate, formatNaira } from "../../lib/format";
import { cn } from "../../lib/cn";
import { useUser } from "../auth/session";
import { currentPlanQuery, plansQuery } from "./api";
import { freshFor, plansAtom } from "./atoms";
import { AutoRenewButton } from "./auto-renew";
import { PageTitle } from "../../components/ui/page-title";

export type Interval = (typeof INTERVALS)[number];

export const features = (p: Plan) => [
  p.listingQuota === null ? "Unlimited active listings" : `${p.listingQuota} active listings`,
  `${p.viewingQuota} property-request contact unlocks`,
  `${p.boostCredits} listing boost${p.boostCredits === 1 ? "" : "s"} included each period`,
];

/** SPEC.md §2 pricing plans with the monthly/yearly switch; plans are loaded by account type (§6). */
export function PlansPage() {
  const user = useUser();
  const role = user?.accountType ?? "";
  const eligible = (PLAN_ROLES as readonly string[]).includes(role);
  const [interval, setInterval] = useState<Interval>("monthly");
  const stored = freshFor(useAtomValue(plansAtom));
  // SPEC.md §3: the plans persist in local storage (12 hours); the stored copy shows at once.
  const plans = useQuery({
    ...plansQuery(role),
    enabled: eligible,
    initialData: stored?.role === role ? { data: stored.plans } : undefined,
    initialDataUpdatedAt: stored?.at,
  });
  const current = useQuery({ ...currentPlanQuery(), enabled: eligible });
  const setStoredPlans = useSetAtom(plansAtom);
  useEffect(() => {
    if (plans.data) setStoredPlans({ role, plans: plans.data.data, at: Date.now() });
  }, [plans.data, role, setStoredPlans]);

  if (!eligible)
    return (
      <Alert variant="info" title="Plans">
        Subscription plans are for brokerage, company and developer accounts.
      </Alert>
    );
  const c = current.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle title="Subscription plans">
          Pay from your wallet or by card. Plans renew from your wallet unless you turn renewal off.
        </PageTitle>
        <div role="radiogroup" aria-label="Billing period" className="inline-flex rounded-full bg-ink-100 p-1">
          {INTERVALS.map((i) => (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={interval === i}
              onClick={() => setInterval(i)}
              className={cn(
                "rounded-full px-4 py-1.5 text-sm font-medium capitalize",
                interval === i ? "bg-white text-ink-900 shadow-card" : "text-ink-600",
              )}
            >
              {i}
            </button>
          ))}
        </div>
      </div>
      {c?.hasPlan && c.plan && c.subscription && (
        <Alert variant="success" title={`You are on ${c.plan.name}`}>
          {c.subscription.autoRenew ? "Renews from your wallet on" : "Ends on"} {formatDate(c.subscription.endsAt)} (
          {c.subscription.interval}). {c.listingQuota.used} of {c.listingQuota.limit ?? "unlimited"} active listings
          used; {c.boost_plan.creditsLeft} boost credit{c.boost_plan.creditsLeft === 1 ? "" : "s"} left.
          <div className="mt-2">
            <AutoRenewButton on={c.subscription.autoRenew} />
          </div>
        </Alert>
      )}
      {!c?.hasPlan && c && (
        <Alert variant="info">
          No plan yet: you can keep {c.listingQuota.limit ?? "unlimited"} active listings for free (
          {c.listingQuota.used} in use).
        </Alert>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {!plans.data
          ? [0, 1, 2].map((i) => <Skeleton key={i} className="h-72" />)
          : plans.data.data.map((p) => {
              const price = interval === "monthly" ? p.monthlyPriceKobo : p.yearlyPriceKobo;
              const mine = c?.subscriptionPlanId === p.id;
              return (
                <Card key={p.id} className={cn(mine && "ring-2 ring-brand-600")} data-testid={`plan-${p.id}`}>
                  <CardContent className="flex h-full flex-col gap-3 p-6">
                    <div className="flex items-center justify-between">
                      <h2 className="text-lg font-semibold text-ink-900">{p.name}</h2>
                      {mine && <Badge variant="success">Current</Badge>}
                    </div>
                    <p className="text-3xl font-semibold text-ink-900">
                      {formatNaira(price)}
                      <span className="text-sm font-normal text-ink-600">
                        {" "}
                        / {interval === "monthly" ? "month" : "year"}
                      </span>
                    </p>
                    <p className="text-sm text-ink-600">{p.description}</p>
                    <ul className="flex-1 space-y-1 text-sm text-ink-700">
                      {features(p).map((f) => (
                        <li key={f}>✓ {f}</li>
                      ))}
                    </ul>
                    <ButtonLink
                      to="/dashboard/subscription-plans/$id"
                      params={{ id: p.id }}
                      search={{ interval }}
                      variant={mine ? "outline" : "primary"}
                      className="w-full"
                    >
                      {mine ? "Renew or change period" : `Choose ${p.name}`}
                    </ButtonLink>
                  </CardContent>
                </Card>
              );
            })}
      </div>
    </div>
  );
}
