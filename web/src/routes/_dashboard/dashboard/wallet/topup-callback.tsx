import { createFileRoute } from "@tanstack/react-router";
import { PaymentCallback } from "../../../../features/wallet/payment-callback";

export const Route = createFileRoute("/_dashboard/dashboard/wallet/topup-callback")({
  validateSearch: (s: Record<string, unknown>): { reference?: string } => ({
    reference: typeof s.reference === "string" ? s.reference : typeof s.trxref === "string" ? s.trxref : undefined,
  }),
  head: () => ({ meta: [{ title: "Top-up · PropertyNG" }] }),
  component: TopupCallback,
});

function TopupCallback() {
  const { reference } = Route.useSearch();
  return (
    <PaymentCallback
      reference={reference}
      backTo="/dashboard/wallet"
      backLabel="Back to my wallet"
      successTitle="Your wallet was topped up"
    />
  );
}
