import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { formatDate, formatNaira } from "../../lib/format";
import { usePaymentCheck } from "../wallet/payment-callback";
import { payForContact, viewingQuotaQuery } from "./api";
import { TextLink } from "../../components/ui/text-link";

/** The plan's contact views left this period, and what one more costs once they are gone. */
export function ViewingQuotaLine() {
  const q = useQuery(viewingQuotaQuery());
  // Reserve the line's height while it loads, so the list below does not move.
  if (!q.data) return <p className="min-h-5 text-sm text-ink-600" aria-hidden />;
  const { limit, left, periodEndsAt, contactPriceKobo } = q.data;
  const price = formatNaira(contactPriceKobo);
  return (
    <p className="min-h-5 text-sm text-ink-700" data-testid="viewing-quota">
      {limit > 0 ? (
        <>
          <span className="font-medium text-ink-900">
            {left} of {limit} contact {limit === 1 ? "view" : "views"} left
          </span>
          {periodEndsAt ? ` on your plan until ${formatDate(periodEndsAt)}` : ""}. After that, {price} per contact.
        </>
      ) : (
        <>
          Your plan has no contact views: each contact costs {price}, or{" "}
          <TextLink to="/dashboard/subscription-plans" className="font-medium">
            choose a plan
          </TextLink>
          .
        </>
      )}
    </p>
  );
}

/**
 * Shown under a request whose contact the plan could not pay for: pay the price from the wallet at once, or by card
 * (the provider brings the lister back here, where ContactPaymentReturn confirms it).
 */
export function PayForContact({ id, priceKobo }: { id: string; priceKobo?: number }) {
  const qc = useQueryClient();
  const pay = useMutation({
    mutationFn: (method: "wallet" | "link") => payForContact(id, method),
    onSuccess: (r) => {
      if (r.status === "payment_required" && r.authorizationUrl) window.location.assign(r.authorizationUrl);
      else void qc.invalidateQueries({ queryKey: ["property-requests"] });
      void qc.invalidateQueries({ queryKey: ["wallet"] });
    },
  });
  const price = priceKobo === undefined ? "" : ` ${formatNaira(priceKobo)}`;
  const broke = pay.error instanceof ApiError && pay.error.status === 422;
  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={pay.isPending && pay.variables === "wallet"}
          disabled={pay.isPending}
          onClick={() => pay.mutate("wallet")}
        >
          Pay{price} from wallet
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={pay.isPending && pay.variables === "link"}
          disabled={pay.isPending}
          onClick={() => pay.mutate("link")}
        >
          Pay by card
        </Button>
      </div>
      {pay.error && (
        <p role="alert" className="text-sm text-danger-600">
          {pay.error instanceof ApiError ? pay.error.message : "The payment could not start. Try again."}
          {broke && (
            <>
              {" "}
              <Link to="/dashboard/wallet" className="font-medium underline">
                Top up your wallet
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}

const REFRESH = ["property-requests"] as const;

/** Back from the card payment (?reference=): confirms it with the server, then shows the contact in the list. */
export function ContactPaymentReturn({ reference }: { reference?: string }) {
  const q = usePaymentCheck(reference, REFRESH);
  const status = q.data?.status;
  if (!reference) return null;
  if (q.isError)
    return (
      <Alert variant="danger" title="We could not check your payment">
        {(q.error as Error).message}
      </Alert>
    );
  if (!q.data || status === "pending")
    return (
      <div className="flex items-center gap-3 text-sm text-ink-700" role="status">
        <Spinner /> Confirming your payment with the provider…
      </div>
    );
  if (status === "success")
    return (
      <Alert variant="success" title="Payment received">
        {formatNaira(q.data.amountKobo)} paid: the requester's contact details are shown below.
      </Alert>
    );
  return (
    <Alert variant="danger" title="The payment did not go through">
      Nothing was charged. You can try again.
    </Alert>
  );
}
