import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { formatNaira } from "@contracts/naira";
import { Alert } from "../../../../components/ui/alert";
import { buttonClasses } from "../../../../components/ui/button";
import { Spinner } from "../../../../components/ui/spinner";
import { reservationQuery, verifyReservationQuery } from "../../../../features/projects/api";

export const Route = createFileRoute("/_dashboard/project-booking/payment/booking-callback")({
  validateSearch: (s: Record<string, unknown>): { reference?: string } => ({
    reference: typeof s.reference === "string" ? s.reference : typeof s.trxref === "string" ? s.trxref : undefined,
  }),
  head: () => ({ meta: [{ title: "Reservation payment · PropertyNG" }] }),
  component: Page,
});

/** Where the payment provider sends the buyer back: verifies (moving the deposit to escrow once) and shows the reservation. */
function Page() {
  const { reference } = Route.useSearch();
  const q = useQuery({
    ...verifyReservationQuery(reference ?? ""),
    enabled: !!reference,
    refetchInterval: (x) => (x.state.data?.payment.status === "pending" ? 3000 : false),
  });
  const qc = useQueryClient();
  const navigate = useNavigate();
  const paid = q.data?.payment.status === "success" && q.data.data.status === "pending" ? q.data.data : null;
  useEffect(() => {
    if (!paid) return;
    // Paid: straight to the reservation, drawn from this answer (no second request, no spinner).
    qc.setQueryData(reservationQuery(paid.id).queryKey, paid);
    void navigate({
      to: "/project-booking/$id",
      params: { id: paid.project.id },
      search: { reservation: paid.id },
      replace: true,
    });
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
  const r = q.data.data;
  return (
    <div className="mx-auto max-w-lg space-y-4">
      {q.data.payment.status === "success" && r.status === "pending" ? (
        <Alert variant="success" title="Deposit received">
          Your {formatNaira(r.depositKobo)} deposit for {r.unit.type} at {r.project.name} is held in escrow. The
          developer has been told to confirm your reservation.
        </Alert>
      ) : q.data.payment.status === "success" ? (
        <Alert variant="warning" title={`Reservation ${r.status.replace("_", " ")}`}>
          The payment arrived after the unit's hold ended, so the money is in your wallet. You can reserve again from
          the project page.
        </Alert>
      ) : (
        <Alert variant="danger" title="The payment did not go through">
          Nothing was charged. The unit is held for 30 minutes: you can try again.
        </Alert>
      )}
      <Link
        to="/project-booking/$id"
        params={{ id: r.project.id }}
        search={{ reservation: r.id }}
        className={buttonClasses("primary", "md")}
      >
        Open my reservation
      </Link>
    </div>
  );
}
