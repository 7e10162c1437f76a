import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { Alert } from "../../../../components/ui/alert";
import { buttonClasses } from "../../../../components/ui/button";
import { Spinner } from "../../../../components/ui/spinner";
import { bookingQuery, verifyBookingQuery } from "../../../../features/bookings/api";
import { StayCallback } from "../../../../features/stays/stay-callback";

export const Route = createFileRoute("/_dashboard/booking/payment/booking-callback")({
  validateSearch: (s: Record<string, unknown>): { reference?: string } => ({
    reference: typeof s.reference === "string" ? s.reference : typeof s.trxref === "string" ? s.trxref : undefined,
  }),
  head: () => ({ meta: [{ title: "Booking payment · PropertyNG" }] }),
  component: Page,
});

/** Where the payment provider sends the payer back: verifies (moving the fee to escrow once) and shows the booking. */
function Page() {
  const { reference } = Route.useSearch();
  // Short-stay payments carry their own reference prefix.
  return reference?.startsWith("PNG-ST-") ? (
    <StayCallback reference={reference} />
  ) : (
    <InspectionCallback reference={reference} />
  );
}

function InspectionCallback({ reference }: { reference?: string }) {
  const q = useQuery({
    ...verifyBookingQuery(reference ?? ""),
    enabled: !!reference,
    refetchInterval: (x) => (x.state.data?.payment.status === "pending" ? 3000 : false),
  });
  const qc = useQueryClient();
  const navigate = useNavigate();
  const paid = q.data?.payment.status === "success" ? q.data.data : null;
  useEffect(() => {
    if (!paid) return;
    // Paid: straight to the booking's page, drawn from this answer (no second request, no spinner).
    qc.setQueryData(bookingQuery(paid.id).queryKey, { data: paid });
    void navigate({ to: "/booking/$id", params: { id: paid.id }, replace: true });
  }, [paid, qc, navigate]);
  if (!reference)
    return (
      <Alert variant="danger" title="No payment reference">
        This link is missing its payment reference.
      </Alert>
    );
  if (q.isError)
    return (
      <Alert variant="danger" title="We could not check this payment">
        {(q.error as Error).message}
      </Alert>
    );
  if (!q.data || q.data.payment.status === "pending")
    return (
      <div role="status" className="flex items-center gap-3">
        <Spinner /> Confirming your payment…
      </div>
    );
  return (
    <div className="mx-auto max-w-lg space-y-4">
      {q.data.payment.status === "success" ? (
        <Alert variant="success" title="Payment received">
          The inspection fee is held in escrow. The agent has been told to confirm your time.
        </Alert>
      ) : (
        <Alert variant="danger" title="The payment did not go through">
          Nothing was charged. You can pay again from the booking.
        </Alert>
      )}
      <Link to="/booking/$id" params={{ id: q.data.data.id }} className={buttonClasses("primary", "md")}>
        Open my booking
      </Link>
    </div>
  );
}
