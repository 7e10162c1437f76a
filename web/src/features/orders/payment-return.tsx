import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { Alert } from "../../components/ui/alert";
import { ButtonAnchor, ButtonLink } from "../../components/ui/text-link";
import { Spinner } from "../../components/ui/spinner";
import { paymentReturnQuery } from "./api";

/**
 * The one payment-return screen of every product's callback route (?reference=): the server verifies the
 * payment (the money moves to escrow once, whoever asks first) and answers the order; while the provider has
 * not decided it asks again every few seconds; once paid it goes straight on to the order's page, or, when
 * that is the page it is shown on (a banner ad's list), says so there.
 */
export function PaymentReturn({ reference }: { reference?: string }) {
  const q = useQuery({
    ...paymentReturnQuery(reference ?? ""),
    enabled: !!reference,
    refetchInterval: (x) => (x.state.data?.payment.status === "pending" ? 3000 : false),
  });
  const qc = useQueryClient();
  const navigate = useNavigate();
  const here = useLocation({ select: (l) => l.pathname });
  const order = q.data?.order;
  const paid = q.data?.landed === "order" && order ? order : null;
  const goOn = paid && paid.link.split("?")[0] !== here ? paid.link : null;
  const paidId = paid ? `${paid.product}:${paid.id}` : null;
  useEffect(() => {
    if (!paidId) return;
    // Money moved: every view of the wallet, the orders and the product reads again (not this answer itself,
    // which would ask the provider again and again while the screen stays).
    void qc.invalidateQueries({ predicate: (x) => x.queryKey[1] !== "payment-return" });
    if (goOn) void navigate({ href: goOn, replace: true });
  }, [paidId, goOn, qc, navigate]);
  if (!reference || q.isError)
    return (
      <div className="mx-auto max-w-lg space-y-4">
        {reference ? (
          <Alert variant="danger" title="We could not check this payment">
            {q.error?.message}
          </Alert>
        ) : (
          <Alert variant="danger" title="No payment reference">
            This link is missing its payment reference.
          </Alert>
        )}
        {/* No dead end: every order and its payment state is on the orders page. */}
        <ButtonLink to="/dashboard/orders">See your orders</ButtonLink>
      </div>
    );
  if (!q.data || q.data.payment.status === "pending" || goOn)
    return (
      <div role="status" className="flex items-center gap-3">
        <Spinner /> Confirming your payment…
      </div>
    );
  const o = q.data.order;
  return (
    <div className="mx-auto max-w-lg space-y-4" data-testid="payment-return">
      {paid ? (
        <Alert variant="success" title="Payment received">
          {paid.statusWords}.
        </Alert>
      ) : q.data.landed === "wallet" ? (
        <Alert variant="warning" title={`${o.productLabel}: ${o.statusWords}`}>
          The payment arrived after the hold ended, so the money is in your wallet. You can book again and pay from it.
        </Alert>
      ) : (
        <Alert variant="danger" title="The payment did not go through">
          Nothing was charged. Your {o.productLabel.toLowerCase()} is held for a short while: you can pay again from its
          page.
        </Alert>
      )}
      {!paid && <ButtonAnchor href={o.link}>Open {o.title}</ButtonAnchor>}
    </div>
  );
}
