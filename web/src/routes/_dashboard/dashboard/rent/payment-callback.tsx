import { createFileRoute } from "@tanstack/react-router";
import { PaymentReturn } from "../../../../features/orders/payment-return";

export const Route = createFileRoute("/_dashboard/dashboard/rent/payment-callback")({
  validateSearch: (s: Record<string, unknown>): { reference?: string } => ({
    reference: typeof s.reference === "string" ? s.reference : typeof s.trxref === "string" ? s.trxref : undefined,
  }),
  head: () => ({ meta: [{ title: "Rent payment · PropertyNG" }] }),
  component: Page,
});

/** Where the payment provider sends a tenant back: the one payment-return screen. */
function Page() {
  return <PaymentReturn reference={Route.useSearch().reference} />;
}
