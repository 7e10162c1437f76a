import { lazy, Suspense } from "react";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { StayBooking } from "@contracts/stays";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";
import { Card, CardContent } from "../../components/ui/card";

import { ApiError } from "../../lib/api";
import { formatNaira, formatTime, formatDateTime } from "../../lib/format";
import { payStayAgain, stayAction, stayQuery } from "./api";
import { STAY_EVENT_LABEL, STAY_STATUS_LABEL, dmy, hhmmA } from "./format";
import { ChargeLine, StayCharges } from "./charges";
import { PaidBanner } from "../bookings/paid-banner";
import { words } from "../../lib/words";

// Offered where the money came back: a stay paid by card can go on to that card (nothing shows when none can).
const CardRefunds = lazy(() => import("../wallet/card-refunds").then((m) => ({ default: m.CardRefunds })));

// The deposit claim (with the form library, zod and the photo processing) loads only for a host who may claim.
const ClaimForm = lazy(() => import("./claim-form"));

const ACTION_TEXT = { confirm: "Confirm stay", decline: "Decline (full refund)", cancel: "Cancel stay" } as const;

/** A stay booking for the guest or the host: breakdown, policy, timeline and only the actions the state allows. */
export function StayDetail({ id }: { id: string }) {
  const qc = useQueryClient();
  const { data } = useSuspenseQuery(stayQuery(id));
  const b = data.data;
  const update = (next: StayBooking) => {
    qc.setQueryData(stayQuery(id).queryKey, { data: next });
    void qc.invalidateQueries({ queryKey: ["stays", "list"] });
    void qc.invalidateQueries({ queryKey: ["wallet"] });
  };
  const act = useMutation({
    mutationFn: (action: keyof typeof ACTION_TEXT) => stayAction(b.id, action),
    onSuccess: (r) => update(r.data),
    onError: () => void qc.invalidateQueries({ queryKey: stayQuery(id).queryKey }),
  });
  const pay = useMutation({
    mutationFn: async () => {
      const r = await payStayAgain(b.id, crypto.randomUUID());
      if (r.authorizationUrl) {
        window.location.assign(r.authorizationUrl);
        // The button stays busy while the browser leaves for the payment page.
        await new Promise(() => {});
      }
    },
  });
  const busy = act.isPending || pay.isPending;
  const failed = act.error ?? pay.error;
  const error = failed ? (failed instanceof ApiError ? failed.message : "Something went wrong. Try again.") : null;

  function run(action: keyof typeof ACTION_TEXT) {
    if (
      action !== "confirm" &&
      !window.confirm(
        action === "cancel" && b.cancelRefundKobo !== null
          ? `Cancel this stay? ${formatNaira(b.cancelRefundKobo)} goes back to ${b.role === "guest" ? "your wallet" : `${b.guest.name}'s wallet`}.`
          : `Decline this stay? ${b.guest.name} gets everything back.`,
      )
    )
      return;
    pay.reset();
    act.mutate(action);
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="stay-detail">
      <header className="space-y-1">
        <p className="text-sm text-ink-500">Short stay · you are the {b.role}</p>
        <h1 className="text-2xl font-semibold text-ink-900">
          <Link to="/properties/$id" params={{ id: b.property.slug || b.property.id }} className="hover:underline">
            {b.property.title}
          </Link>
        </h1>
        <p className="text-ink-600">{b.property.address}</p>
        <Badge
          variant={
            b.status === "confirmed" || b.status === "completed" || b.status === "checked_in"
              ? "success"
              : b.status === "awaiting_host" || b.status === "pending_payment"
                ? "warning"
                : "neutral"
          }
          data-testid="stay-status"
        >
          {STAY_STATUS_LABEL[b.status]}
        </Badge>
      </header>
      {b.role === "guest" && (b.status === "cancelled" || b.status === "declined" || b.status === "expired") && (
        <Suspense fallback={null}>
          <CardRefunds />
        </Suspense>
      )}
      {b.role === "guest" && (b.status === "awaiting_host" || b.status === "confirmed") && (
        <PaidBanner
          headline={
            <>
              Stay booked · {formatNaira(b.totalKobo)} held in escrow · {dmy(b.checkIn)} to {dmy(b.checkOut)}
            </>
          }
          next={
            b.status === "awaiting_host"
              ? `${b.host.name} confirms your stay; we tell you when they do. The host is paid only 24 hours after you check in.`
              : `${b.host.name} has confirmed. Check in from ${hhmmA(b.checkInTime)} on ${dmy(b.checkIn)}.`
          }
          cancel={
            b.cancelRefundKobo !== null
              ? `"Cancel stay" below returns ${formatNaira(b.cancelRefundKobo)} to your wallet today.`
              : "See the cancellation policy below."
          }
          refund={`${b.policy} policy; the ${formatNaira(b.cautionKobo)} caution deposit comes back 24 hours after check-out unless the host reports damage.`}
        />
      )}
      <Card>
        <CardContent className="grid gap-4 p-4 sm:grid-cols-2">
          <div>
            <h2 className="text-sm font-medium text-ink-500">Dates</h2>
            <p className="text-ink-900">
              Check-in {dmy(b.checkIn)} from {hhmmA(b.checkInTime)}
            </p>
            <p className="text-ink-900">
              Check-out {dmy(b.checkOut)} by {hhmmA(b.checkOutTime)}
            </p>
            <p className="text-ink-700">
              {b.guests} guest{b.guests === 1 ? "" : "s"} ·{" "}
              {b.role === "guest" ? `Host: ${b.host.name}` : `Guest: ${b.guest.name}`}
            </p>
          </div>
          <dl className="space-y-1 text-sm">
            <StayCharges charges={b} cautionLabel="Caution deposit" />
            {b.role === "host" && (
              <ChargeLine label="You receive (less commission)" value={formatNaira(b.hostReceivesKobo)} />
            )}
            {b.refundKobo !== null && (
              <ChargeLine
                label={b.role === "guest" ? "Refunded to you" : `Refunded to ${b.guest.name}`}
                value={formatNaira(b.refundKobo)}
              />
            )}
          </dl>
        </CardContent>
      </Card>
      <section aria-labelledby="stay-policy" className="rounded-lg bg-ink-50 p-3 text-sm text-ink-700">
        <h2 id="stay-policy" className="font-semibold text-ink-900">
          Cancellation policy: {b.policy}
        </h2>
        <p>{b.policyText}</p>
        <p className="mt-1">
          Payout: {words(b.payoutStatus).toLowerCase()}. Caution deposit: {words(b.depositStatus).toLowerCase()}
          {b.claimKobo !== null ? ` (claim of ${formatNaira(b.claimKobo)}: ${b.claimReason})` : ""}.
        </p>
      </section>
      {b.status === "pending_payment" && b.holdExpiresAt && (
        <Alert variant="warning" title="Waiting for your payment">
          Your nights are held until {formatTime(b.holdExpiresAt)}. If the payment does not go through by then, they are
          released.
        </Alert>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      {b.actions.length > 0 && (
        <div className="flex flex-wrap gap-2" aria-label="Actions">
          {b.actions.includes("pay") && (
            <Button
              disabled={busy}
              onClick={() => {
                act.reset();
                pay.mutate();
              }}
            >
              Pay {formatNaira(b.totalKobo)} by card or transfer
            </Button>
          )}
          {(["confirm", "decline", "cancel"] as const)
            .filter((a) => b.actions.includes(a))
            .map((a) => (
              <Button key={a} variant={a === "confirm" ? "primary" : "outline"} disabled={busy} onClick={() => run(a)}>
                {ACTION_TEXT[a]}
              </Button>
            ))}
        </div>
      )}
      {b.actions.includes("cancel") && b.cancelRefundKobo !== null && (
        <p className="text-sm text-ink-600">
          Cancelling now returns {formatNaira(b.cancelRefundKobo)} to{" "}
          {b.role === "guest" ? "your wallet" : `${b.guest.name}'s wallet`}.
        </p>
      )}
      {b.actions.includes("claim") && (
        <Suspense fallback={<div className="h-72" />}>
          <ClaimForm b={b} onDone={update} />
        </Suspense>
      )}
      <section aria-labelledby="stay-timeline">
        <h2 id="stay-timeline" className="mb-2 text-lg font-semibold text-ink-900">
          Timeline
        </h2>
        <ol className="space-y-2 border-l border-ink-200 pl-4">
          {b.timeline.map((e, i) => (
            <li key={i} className="text-sm">
              <span className="font-medium text-ink-900">{STAY_EVENT_LABEL[e.action] ?? e.action}</span>{" "}
              <span className="text-ink-500">
                {formatDateTime(e.createdAt)} · {e.by}
              </span>
              {e.detail && <p className="text-ink-700">{e.detail}</p>}
            </li>
          ))}
        </ol>
      </section>
      <ButtonLink to="/dashboard/bookings" variant="link" size="sm" className="px-0">
        All bookings
      </ButtonLink>
    </div>
  );
}
