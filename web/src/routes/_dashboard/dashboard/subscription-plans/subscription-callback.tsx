import { createFileRoute } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { activePlanAtom } from "../../../../features/plans/atoms";
import { PaymentCallback } from "../../../../features/wallet/payment-callback";

export const Route = createFileRoute("/_dashboard/dashboard/subscription-plans/subscription-callback")({
  validateSearch: (s: Record<string, unknown>): { reference?: string } => ({
    reference: typeof s.reference === "string" ? s.reference : typeof s.trxref === "string" ? s.trxref : undefined,
  }),
  head: () => ({ meta: [{ title: "Subscription · PropertyNG" }] }),
  component: Callback,
});

function Callback() {
  const { reference } = Route.useSearch();
  const setActive = useSetAtom(activePlanAtom);
  // The plan may have just changed: the persisted copy is refetched.
  useEffect(() => setActive(null), [setActive]);
  return (
    <PaymentCallback
      reference={reference}
      backTo="/dashboard/subscription-plans"
      backLabel="See my plan"
      successTitle="Payment received: your plan is active"
    />
  );
}
