import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/text-link";
import { Card, CardContent } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { formatNaira } from "../../lib/format";
import { paymentQuery } from "./api";

/**
 * Asks the server whether the payment `reference` went through, again every few seconds while the provider has not
 * decided; once it has, the queries under `refresh` are read again (what the payment bought shows).
 */
export function usePaymentCheck(reference: string | undefined, refresh: readonly string[]) {
  const qc = useQueryClient();
  const q = useQuery({
    ...paymentQuery(reference ?? ""),
    enabled: !!reference,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? 3000 : false),
  });
  const status = q.data?.status;
  useEffect(() => {
    // Not the check itself (it is under ["wallet"] too): its answer is final.
    if (status === "success")
      void qc.invalidateQueries({ queryKey: [...refresh], predicate: (query) => query.queryKey[1] !== "payment" });
  }, [status, qc, refresh]);
  return q;
}

/**
 * Where the provider sends the payer back (?reference=). Asks the server to verify; while the provider
 * has not decided, it asks again every few seconds. The wallet is credited once, whichever of this page
 * and the webhook gets there first.
 */
export function PaymentCallback({
  reference,
  backTo,
  backLabel,
  successTitle,
}: {
  reference?: string;
  backTo: string;
  backLabel: string;
  successTitle: string;
}) {
  const q = usePaymentCheck(reference, ["wallet"]);
  const status = q.data?.status;
  return (
    <div className="mx-auto max-w-lg">
      <Card>
        <CardContent className="space-y-4 p-6">
          {!reference ? (
            <Alert variant="danger" title="No payment reference">
              This link is missing its payment reference.
            </Alert>
          ) : q.isError ? (
            <Alert variant="danger" title="We could not check this payment">
              {(q.error as Error).message}
            </Alert>
          ) : !q.data || status === "pending" ? (
            <div className="flex items-center gap-3 text-ink-700" role="status">
              <Spinner /> Confirming your payment with the provider…
            </div>
          ) : status === "success" ? (
            <Alert variant="success" title={successTitle}>
              {formatNaira(q.data.amountKobo)} received. Your wallet balance is {formatNaira(q.data.balanceKobo)}.
            </Alert>
          ) : (
            <Alert variant="danger" title="The payment did not go through">
              Nothing was charged to your wallet. You can try again.
            </Alert>
          )}
          <ButtonLink to={backTo}>{backLabel}</ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}
