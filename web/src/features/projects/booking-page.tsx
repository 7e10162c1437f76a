import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { RESERVATION_STATUS_LABELS, reservationDeposit } from "@contracts/projects";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";
import { ApiError } from "../../lib/api";
import { PayChoice, type PayWith } from "../wallet/pay-choice";
import { projectQuery, projectsKey, reservationQuery, reserveUnit, decideReservation } from "./api";
import { PaidBanner } from "../bookings/paid-banner";
import { CardRefunds } from "../wallet/card-refunds";
import { PlanTermsList } from "./plan-terms";

/** The reservation's instalment plan: its due dates, payments and receipts. */
function ScheduleLink({ planId }: { planId: string }) {
  return (
    <ButtonLink to="/dashboard/bookings/instalments/$id" params={{ id: planId }} className="self-start">
      See my instalment schedule
    </ButtonLink>
  );
}

function ReservationStatus({ id }: { id: string }) {
  const q = useQuery(reservationQuery(id));
  const client = useQueryClient();
  // Declared before any early return: a hook or handler after one is skipped on some renders (and a handler used
  // above its declaration throws).
  const cancel = useMutation({
    mutationFn: () => decideReservation(id, "cancel"),
    onSuccess: async (answer) => {
      client.setQueryData(reservationQuery(id).queryKey, answer.data);
      await client.invalidateQueries({ queryKey: projectsKey });
      void client.invalidateQueries({ queryKey: ["wallet"] });
    },
  });
  if (!q.data) return null;
  const r = q.data;
  const cancelButton = r.actions.includes("cancel") && (
    <Button variant="outline" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate()}>
      Cancel reservation
    </Button>
  );
  const failed = cancel.error && (
    <Alert variant="danger">
      {cancel.error instanceof ApiError ? cancel.error.message : "Something went wrong. Please try again."}
    </Alert>
  );
  if (r.status === "pending" && r.actions.includes("cancel")) {
    return (
      <div className="space-y-3">
        <PaidBanner
          headline={
            <>
              Unit reserved · {formatNaira(r.depositKobo)} held in escrow · {r.unit.type} at {r.project.name}
            </>
          }
          next="The developer confirms your reservation; we tell you when they do. Until then your deposit stays with PropertyNG, not the developer."
          cancel="You can cancel while the developer has not confirmed."
          refund="if you cancel or the developer declines, the whole deposit comes back to your wallet."
        />
        {r.planId && <ScheduleLink planId={r.planId} />}
        {failed}
        {cancelButton}
      </div>
    );
  }
  const ended = r.status === "cancelled" || r.status === "declined" || r.status === "expired";
  return (
    <div className="space-y-3">
      <Alert
        variant={r.status === "pending" || r.status === "confirmed" ? "success" : "info"}
        title={`Reservation: ${RESERVATION_STATUS_LABELS[r.status].toLowerCase()}`}
        data-testid="reservation-status"
      >
        {r.unit.type} at {r.project.name}: deposit {formatNaira(r.depositKobo)}.{" "}
        {r.status === "awaiting_payment" && "The unit is held for you until the deposit is paid."}
        {r.status === "pending" &&
          "It is held in escrow until the developer confirms; if they decline, it comes back to your wallet."}
        {r.status === "confirmed" && "The developer confirmed your reservation."}
        {r.status === "declined" && r.declineReason && (
          <span className="mt-1 block" data-testid="decline-reason">
            The developer's reason: “{r.declineReason}”
          </span>
        )}
        {ended && r.refundedKobo > 0 && (
          <strong>
            {formatNaira(r.refundedKobo)} is back in your wallet: the whole deposit, as the policy promises.
          </strong>
        )}
        {ended && r.refundedKobo === 0 && "No deposit was taken, so there was nothing to return."}
      </Alert>
      {r.planId && <ScheduleLink planId={r.planId} />}
      {failed}
      {cancelButton}
      {/* Money that came from a card can go on to that card now, without a trip to the wallet page (it shows
          nothing when no card payment is left to refund). */}
      {ended && r.refundedKobo > 0 && <CardRefunds />}
    </div>
  );
}

/** /project-booking/{id}: reserve a unit type with its deposit, from the wallet or by payment link. */
export function ProjectBooking({ id, unit, reservation }: { id: string; unit?: string; reservation?: string }) {
  const { data: project } = useSuspenseQuery(projectQuery(id));
  const client = useQueryClient();
  const [unitId, setUnitId] = useState(unit ?? project.properties.find((u) => u.available > 0)?.id ?? "");
  const [key] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string | null>(reservation ?? null);
  const chosen = project.properties.find((u) => u.id === unitId);
  const reserve = useMutation({
    mutationFn: ({ unitId: chosenId, payWith }: { unitId: string; payWith: PayWith }) =>
      reserveUnit({ unitId: chosenId, payWith }, `${key}:${chosenId}:${payWith}`),
    onSuccess: async (r) => {
      if (r.authorizationUrl) {
        await client.invalidateQueries({ queryKey: projectsKey });
        window.location.assign(r.authorizationUrl);
      } else {
        // The answer is the reservation: shown at once from the cache, the counts refresh behind it.
        client.setQueryData(reservationQuery(r.data.id).queryKey, r.data);
        setDone(r.data.id);
        void client.invalidateQueries({ queryKey: projectsKey, predicate: (q) => !q.queryKey.includes("one") });
      }
    },
  });
  const error = reserve.error
    ? reserve.error instanceof ApiError
      ? reserve.error.message
      : "Something went wrong. Please try again."
    : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Reserve a unit</h1>
        <p className="text-ink-600">
          <Link to="/properties/project/$id" params={{ id }} className="text-brand-700 underline">
            {project.name}
          </Link>{" "}
          · {project.state.name}
        </p>
      </div>
      {done ? (
        <ReservationStatus id={done} />
      ) : (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-ink-800">Unit type</legend>
            {project.properties.map((u) => (
              <label key={u.id} className="flex items-center gap-3 rounded-lg border border-ink-200 bg-white p-3">
                <input
                  type="radio"
                  name="unit"
                  value={u.id}
                  checked={unitId === u.id}
                  disabled={u.available === 0}
                  onChange={() => setUnitId(u.id)}
                />
                <span className="flex-1">
                  {u.type} · {formatNaira(u.priceKobo)}
                </span>
                <span className="text-sm text-ink-600">{u.available > 0 ? `${u.available} left` : "Sold out"}</span>
              </label>
            ))}
          </fieldset>
          {chosen && (
            <p className="rounded-lg bg-brand-50 p-3 text-brand-900" data-testid="deposit">
              Deposit to reserve:{" "}
              <strong>{formatNaira(reservationDeposit(chosen.priceKobo, project.paymentPlan.depositPercent))}</strong> (
              {project.paymentPlan.depositPercent}% of the price). It is held in escrow until the developer confirms.
            </p>
          )}
          {chosen && (
            <section aria-labelledby="terms-title" className="rounded-xl border border-ink-200 bg-white p-4">
              <h2 id="terms-title" className="mb-2 font-semibold text-ink-900">
                The payment plan you agree to
              </h2>
              <PlanTermsList terms={project.paymentPlan} priceKobo={chosen.priceKobo} />
            </section>
          )}
          {!project.developer.reservationsOpen && (
            <Alert variant="info" data-testid="reservations-closed">
              Reservations open once {project.developer.name} is verified by PropertyNG (identity and company
              registration). No deposit can be taken until then.
            </Alert>
          )}
          {chosen && chosen.available > 0 && project.developer.reservationsOpen && (
            <PayChoice
              amountKobo={reservationDeposit(chosen.priceKobo, project.paymentPlan.depositPercent)}
              busy={reserve.isPending}
              error={error}
              onPay={(payWith) => chosen && reserve.mutate({ unitId: chosen.id, payWith })}
            />
          )}
        </>
      )}
      <ButtonLink to="/dashboard/wallet" variant="link" size="sm" className="self-start">
        My wallet
      </ButtonLink>
    </div>
  );
}
