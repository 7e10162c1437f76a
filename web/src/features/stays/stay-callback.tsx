import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Alert } from "../../components/ui/alert";
import { buttonClasses } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { stayQuery, verifyStayQuery } from "./api";

/** /booking/payment/booking-callback for a stay's payment link: verifies (total to escrow once) and shows the result. */
export function StayCallback({ reference }: { reference: string }) {
  const q = useQuery({
    ...verifyStayQuery(reference),
    refetchInterval: (x) => (x.state.data?.payment.status === "pending" ? 3000 : false),
  });
  const qc = useQueryClient();
  const navigate = useNavigate();
  const paid = q.data?.payment.status === "success" && q.data.data.status !== "expired" ? q.data.data : null;
  useEffect(() => {
    if (!paid) return;
    // Paid: straight to the stay's page, drawn from this answer (no second request, no spinner).
    qc.setQueryData(stayQuery(paid.id).queryKey, { data: paid });
    void navigate({ to: "/booking/$id", params: { id: paid.id }, replace: true });
  }, [paid, qc, navigate]);
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
  const b = q.data.data;
  return (
    <div className="mx-auto max-w-lg space-y-4">
      {q.data.payment.status === "success" && b.status !== "expired" ? (
        <Alert variant="success" title="Payment received">
          The total is held in escrow. The host has been asked to confirm your stay.
        </Alert>
      ) : q.data.payment.status === "success" ? (
        <Alert variant="warning" title="Your hold had expired">
          The payment is in your wallet: the nights were released before it arrived. Book again to use it.
        </Alert>
      ) : (
        <Alert variant="danger" title="The payment did not go through">
          Nothing was charged. Your nights stay held for a short while: pay again from the booking page.
        </Alert>
      )}
      <Link to="/dashboard/bookings/$id" params={{ id: b.id }} className={buttonClasses("primary", "md")}>
        Open my stay
      </Link>
    </div>
  );
}
