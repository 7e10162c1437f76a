import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useRef } from "react";
import { toast } from "../../lib/toast";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { walletQuery } from "../wallet/api";
import { planQuery, subscribe } from "./api";
import { activePlanAtom } from "./atoms";
import { features, type Interval } from "./plans-page";
import { BackLink, ButtonLink } from "../../components/ui/text-link";

/** /dashboard/subscription-plans/{id}: pay from the wallet (when it covers the price) or by payment link. */
export function PlanPage({ id, interval }: { id: string; interval: Interval }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const plan = useQuery(planQuery(id));
  const wallet = useQuery(walletQuery());
  const setActive = useSetAtom(activePlanAtom);
  const keys = useRef<Record<string, string>>({});
  const pay = useMutation({
    mutationFn: async (method: "wallet" | "link") => {
      // One key per way of paying and interval: a retry after a lost answer is the same payment, not a second one.
      const k = `${method}:${interval}`;
      keys.current[k] ??= crypto.randomUUID();
      const r = await subscribe({ planId: id, interval, paymentMethod: method }, keys.current[k]);
      if (r.status === "payment_required" && r.authorizationUrl) {
        window.location.assign(r.authorizationUrl);
        // Busy until the checkout page replaces this one.
        return new Promise<never>(() => {});
      }
      // The persisted active plan is refetched (menus append its id).
      setActive(null);
      await qc.invalidateQueries({ queryKey: ["wallet"] });
      toast.success(`You are now on ${plan.data!.name}`);
      await navigate({ to: "/dashboard/subscription-plans" });
    },
  });
  const p = plan.data;
  if (!p) return <Skeleton className="mx-auto h-72 max-w-lg" />;
  const price = interval === "monthly" ? p.monthlyPriceKobo : p.yearlyPriceKobo;
  const covered = wallet.data ? wallet.data.balanceKobo >= price : false;
  const paying = (method: "wallet" | "link") => pay.isPending && pay.variables === method;
  const error = pay.error
    ? pay.error instanceof ApiError
      ? pay.error.message
      : "Something went wrong. Please try again."
    : null;

  return (
    <div className="mx-auto max-w-lg space-y-4">
      <BackLink to="/dashboard/subscription-plans">All plans</BackLink>
      <Card>
        <CardContent className="space-y-4 p-6">
          <h1 className="text-2xl font-semibold text-ink-900">{p.name}</h1>
          <p className="text-3xl font-semibold">
            {formatNaira(price)}{" "}
            <span className="text-sm font-normal text-ink-600">/ {interval === "monthly" ? "month" : "year"}</span>
          </p>
          <ul className="space-y-1 text-sm text-ink-700">
            {features(p).map((f) => (
              <li key={f}>✓ {f}</li>
            ))}
          </ul>
          {error && <Alert variant="danger">{error}</Alert>}
          <p className="text-sm text-ink-600">
            Wallet balance: {wallet.data ? formatNaira(wallet.data.balanceKobo) : "…"}
          </p>
          <Button
            className="w-full"
            disabled={!covered || pay.isPending}
            aria-describedby={!covered && wallet.data ? "plan-wallet-why" : undefined}
            loading={paying("wallet")}
            onClick={() => pay.mutate("wallet")}
          >
            Pay {formatNaira(price)} from wallet
          </Button>
          {!covered && wallet.data && (
            <p id="plan-wallet-why" className="text-sm text-ink-600">
              Your wallet does not cover it.{" "}
              <ButtonLink to="/dashboard/wallet" variant="link" size="sm" className="px-0">
                Top up
              </ButtonLink>{" "}
              or pay by card below.
            </p>
          )}
          <Button
            variant="outline"
            className="w-full"
            disabled={pay.isPending}
            loading={paying("link")}
            onClick={() => pay.mutate("link")}
          >
            Pay by card or transfer
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
