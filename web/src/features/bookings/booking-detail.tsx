import { lazy, Suspense, useState } from "react";
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { InspectionBooking } from "@contracts/bookings";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";
import { Card, CardContent } from "../../components/ui/card";
import { ApiError } from "../../lib/api";
import { formatNaira, formatDateTime } from "../../lib/format";
import { bookingActions, bookingQuery, slotsQuery } from "./api";
import { lagosToday } from "@contracts/lagos-time";
import { AGENT_RULE, REFUND_RULE, STATUS_LABEL, bookingDate, bookingTime, slotLabel } from "./format";
import { InspectionDayField } from "./inspection-day";
import { PaidBanner } from "./paid-banner";

const ACTION_LABEL: Record<string, string> = {
  booked: "Booked",
  paid: "Paid",
  confirmed: "Confirmed",
  proposed: "New time proposed",
  rescheduled: "Rescheduled",
  cancelled: "Cancelled",
  initiated: "Inspection started",
  locked: "Locked",
  reported: "Reported",
  resolved: "Resolved",
  refunded: "Refunded",
};

function Reschedule({ b, onDone }: { b: InspectionBooking; onDone: (next: InspectionBooking) => void }) {
  const [date, setDate] = useState(lagosToday(1));
  const slots = useQuery(slotsQuery(b.property.id, date));
  const move = useMutation({
    mutationFn: (time: string) => bookingActions.reschedule(b.id, `${date}T${time}`),
    onSuccess: (r) => onDone(r.data),
  });
  return (
    <div className="space-y-2 rounded-lg border border-ink-200 p-3">
      <InspectionDayField id="reschedule-date" label="New date" value={date} onChange={setDate} />
      <div className="grid grid-cols-3 gap-2">
        {slots.data?.data.slots.map((s) => (
          <Button
            key={s.time}
            size="sm"
            variant="outline"
            disabled={!s.available || move.isPending}
            loading={move.isPending && move.variables === s.time}
            onClick={() => move.mutate(s.time)}
          >
            {slotLabel(s.time)}
          </Button>
        ))}
      </div>
      {move.error && (
        <Alert variant="danger">{move.error instanceof ApiError ? move.error.message : "Could not reschedule."}</Alert>
      )}
    </div>
  );
}

// The report form (and the form library with zod) loads only when a report is possible: the booking page shows
// at once after paying (e2e/bookings.spec.ts: within 1 s of the payment answer).
const ReportForm = lazy(() => import("./report-form"));
// Offered where the money came back: a fee paid by card can go on to that card (nothing shows when none can).
const CardRefunds = lazy(() => import("../wallet/card-refunds").then((m) => ({ default: m.CardRefunds })));

type Action = () => ReturnType<(typeof bookingActions)[keyof typeof bookingActions]>;

/** A booking's details, its timeline and only the actions its state allows this side. */
export function BookingDetail({ id }: { id: string }) {
  const qc = useQueryClient();
  const { data } = useSuspenseQuery(bookingQuery(id));
  const b = data.data;
  const [rescheduling, setRescheduling] = useState(false);
  const set = (next: InspectionBooking) => {
    qc.setQueryData(bookingQuery(id).queryKey, { data: next });
    void qc.invalidateQueries({ queryKey: ["bookings", "list"] });
    void qc.invalidateQueries({ queryKey: ["wallet"] });
  };
  const act = useMutation({
    mutationFn: async (action: Action) => {
      const r = await action();
      if ("authorizationUrl" in r && r.authorizationUrl) window.location.assign(r.authorizationUrl);
      else set(r.data);
    },
  });
  const run = (action: Action, confirmFirst?: string) => {
    if (confirmFirst && !window.confirm(confirmFirst)) return;
    act.mutate(action);
  };
  const busy = act.isPending;
  const can = (a: string) => b.actions.includes(a);
  return (
    <div className="space-y-4" data-testid="booking-detail">
      {b.role === "seeker" && (b.status === "cancelled" || b.status === "expired") && (
        <Suspense fallback={null}>
          <CardRefunds />
        </Suspense>
      )}
      {b.role === "seeker" && b.initiationCode && (b.status === "pending" || b.status === "confirmed") && (
        <PaidBanner
          headline={
            <>
              Inspection booked · {formatNaira(b.feeKobo)} held in escrow · your code{" "}
              <span className="font-mono tracking-wider">{b.initiationCode}</span>
            </>
          }
          next={
            <>
              {b.status === "pending"
                ? `${b.agent.name} confirms your time (${bookingDate(b.appointmentDate)}, ${bookingTime(b.appointmentDate)}); we tell you when they do.`
                : `${b.agent.name} has confirmed: see you on ${bookingDate(b.appointmentDate)} at ${bookingTime(b.appointmentDate)}.`}{" "}
              At the property, give your code only if it matches the listing: that releases the fee.
            </>
          }
          cancel={
            <>
              Use "Cancel booking" below
              {b.status === "pending" ? ": before the agent confirms, the whole fee comes back to your wallet." : "."}
            </>
          }
          refund={
            b.refundableOnly
              ? "in this state the whole fee always comes back to your wallet."
              : "24 hours or more before, the whole fee comes back; if the inspection never starts, it comes back by itself 48 hours after the slot."
          }
        />
      )}
      <Card>
        <CardContent className="space-y-3 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="text-xl font-semibold text-ink-900">Inspection: {b.property.title}</h1>
            <Badge
              variant={
                b.status === "confirmed" || b.status === "completed"
                  ? "success"
                  : b.status === "cancelled" || b.status === "expired"
                    ? "neutral"
                    : "warning"
              }
              data-testid="booking-status"
            >
              {STATUS_LABEL[b.status] ?? b.status}
            </Badge>
          </div>
          <p className="text-ink-700">
            {bookingDate(b.appointmentDate)} at {bookingTime(b.appointmentDate)} · {b.property.address}
          </p>
          <p className="text-sm text-ink-700">
            Fee {formatNaira(b.feeKobo)} held in escrow
            {b.role === "agent" && !b.refundableOnly && (
              <>
                {" "}
                · you receive {formatNaira(b.agentReceivesKobo)} after the {formatNaira(b.commissionKobo)} platform
                commission
              </>
            )}
            {b.refundableOnly && (
              <>
                {" "}
                ·{" "}
                {b.role === "agent"
                  ? `in this state the fee only secures the slot: it goes back to ${b.seeker.name} when the inspection starts`
                  : "in this state the fee only secures your slot: it comes back to your wallet when the inspection starts"}
              </>
            )}
          </p>
          <p className="text-sm text-ink-600">
            {b.role === "seeker" ? `Agent: ${b.agent.name}` : `Booked by ${b.seeker.name}`}
          </p>
          {b.initiationCode && ["pending", "proposed", "confirmed"].includes(b.status) && (
            <Alert variant="info" title="Your inspection code">
              <span className="font-mono text-2xl tracking-widest" data-testid="initiation-code">
                {b.initiationCode}
              </span>
              <br />
              Give it to the agent only when you are at the property and it matches the listing. The code releases the
              fee.
            </Alert>
          )}
          {b.property.slug && (
            <ButtonLink to="/properties/$id" params={{ id: b.property.slug }} variant="link" size="sm" className="px-0">
              View the listing
            </ButtonLink>
          )}
        </CardContent>
      </Card>
      {act.error && (
        <Alert variant="danger">{act.error instanceof ApiError ? act.error.message : "Something went wrong."}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        {can("pay") && (
          <Button disabled={busy} onClick={() => run(() => bookingActions.payWallet(b.id))}>
            Pay from wallet
          </Button>
        )}
        {can("pay") && (
          <Button variant="outline" disabled={busy} onClick={() => run(() => bookingActions.payLink(b.id))}>
            Pay by card or transfer
          </Button>
        )}
        {can("confirm") && (
          <Button disabled={busy} onClick={() => run(() => bookingActions.confirm(b.id))}>
            {b.role === "agent" ? "Confirm inspection" : "Accept the new time"}
          </Button>
        )}
        {can("initiate") && (
          <ButtonLink to="/dashboard/bookings/initiate-inspection/$id" params={{ id: b.id }}>
            Enter {b.seeker.name}'s code
          </ButtonLink>
        )}
        {can("reschedule") && (
          <Button variant="outline" disabled={busy} onClick={() => setRescheduling((v) => !v)}>
            {b.role === "agent" ? "Propose another time" : "Reschedule"}
          </Button>
        )}
        {can("cancel") && (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              run(() => bookingActions.cancel(b.id), "Cancel this inspection? The refund rule below applies.")
            }
          >
            Cancel booking
          </Button>
        )}
      </div>
      {rescheduling && (
        <Reschedule
          b={b}
          onDone={(n) => {
            setRescheduling(false);
            set(n);
          }}
        />
      )}
      {can("report") && (
        <Card>
          <CardContent className="space-y-2 p-5">
            <h2 className="font-semibold text-ink-900">Agent did not come, or the property is not as listed?</h2>
            <p className="text-sm text-ink-600">
              Report it within 24 hours of the slot: the fee stays frozen until our team decides.
            </p>
            <Suspense fallback={<div className="h-24" />}>
              <ReportForm b={b} onDone={set} />
            </Suspense>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent className="p-5">
          <h2 className="mb-2 font-semibold text-ink-900">Timeline</h2>
          <ol className="space-y-2" data-testid="booking-timeline">
            {b.timeline.map((t, i) => (
              <li key={i} className="text-sm text-ink-700">
                <span className="font-medium text-ink-900">{ACTION_LABEL[t.action] ?? t.action}</span> ·{" "}
                {formatDateTime(t.createdAt)} ·{" "}
                {t.by === b.role
                  ? "by you"
                  : t.by === "seeker"
                    ? `by ${b.seeker.name}`
                    : t.by === "agent"
                      ? `by ${b.agent.name}`
                      : t.by === "system"
                        ? "automatically"
                        : t.by === "staff"
                          ? "by our team"
                          : `by ${t.by}`}
                {t.detail && <div className="text-ink-600">{t.detail}</div>}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="p-5">
          <h2 className="mb-2 font-semibold text-ink-900">
            {b.role === "agent" ? "When the fee is paid to you" : "Refund rule"}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700" data-testid="booking-rule">
            {(b.role === "agent" ? AGENT_RULE : REFUND_RULE).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
