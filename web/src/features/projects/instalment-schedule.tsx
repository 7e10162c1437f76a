import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { dmy } from "@contracts/lagos-time";
import { formatDate } from "../../lib/format";
import { ApiError } from "../../lib/api";
import { Alert } from "../../components/ui/alert";
import { Badge, ValueBadge, type BadgeWords } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { PayChoice, type PayWith } from "../wallet/pay-choice";
import {
  cancelPlan,
  payInstalments,
  planQuery,
  plansKey,
  type InstalmentPlan,
  type ScheduleRow,
} from "./instalments-api";
import { TitledSection } from "../../components/ui/titled-section";

const ROW_WORDS: BadgeWords<ScheduleRow["status"]> = {
  due: ["Due", "neutral"],
  overdue: ["Overdue", "warning"],
  paid: ["Paid", "success"],
  waived: ["Waived", "neutral"],
  cancelled: ["Cancelled", "neutral"],
};

/** A receipt's reference as people read it out: the ledger entry, short and upper case. */
export const receiptRef = (entryId: string) => `PNG-${entryId.slice(0, 8).toUpperCase()}`;

function Money({ plan }: { plan: InstalmentPlan }) {
  const rows: [string, number, string?][] = [
    ["Instalments total", plan.totalKobo],
    ["Paid so far", plan.paidKobo],
    ["Held in escrow", plan.heldKobo, "held"],
    ["Released to the developer", plan.releasedKobo],
    ...(plan.refundedKobo ? [["Refunded to you", plan.refundedKobo] as [string, number]] : []),
    ["Balance left to pay", plan.balanceKobo, "balance"],
    ...(plan.overdueKobo ? [["Overdue now", plan.overdueKobo] as [string, number]] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl border border-ink-200 bg-white p-4 text-sm">
      {rows.map(([label, kobo, id]) => (
        <div key={label} className="contents">
          <dt className="text-ink-600">{label}</dt>
          <dd className="text-right font-medium text-ink-900" data-testid={id ? `plan-${id}` : undefined}>
            {formatNaira(kobo)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /dashboard/bookings/instalments/{id}: the buyer's schedule. Each instalment's due date, amount and status, with
 * its receipt once paid; pay the next one or several ahead from the wallet or by card; the money held, released
 * and left; the milestones; the stated policy; and cancelling by it.
 */
export function InstalmentSchedule({ id }: { id: string }) {
  const { data: plan } = useSuspenseQuery(planQuery(id));
  const qc = useQueryClient();
  const unpaid = plan.schedule.filter((r) => r.status === "due" || r.status === "overdue");
  const [chosen, setChosen] = useState<number[]>(() => (unpaid[0] ? [unpaid[0].seq] : []));
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [confirmCancel, setConfirmCancel] = useState(false);
  const picked = unpaid.filter((r) => chosen.includes(r.seq));
  const amount = picked.reduce((s, r) => s + r.amountKobo, 0);
  const pay = useMutation({
    mutationFn: (payWith: PayWith) =>
      payInstalments(id, { seqs: picked.map((r) => r.seq), payWith }, `${key}:${payWith}`),
    onSuccess: async (r) => {
      if (r.authorizationUrl) return window.location.assign(r.authorizationUrl);
      qc.setQueryData(planQuery(id).queryKey, r.data);
      setKey(crypto.randomUUID());
      const next = r.data.schedule.find((x) => x.status === "due" || x.status === "overdue");
      setChosen(next ? [next.seq] : []);
      await qc.invalidateQueries({ queryKey: ["wallet"] });
      void qc.invalidateQueries({ queryKey: plansKey, predicate: (q) => !q.queryKey.includes("one") });
    },
  });
  const error = pay.error
    ? pay.error instanceof ApiError
      ? pay.error.message
      : "Something went wrong. Please try again."
    : null;
  const canPay = plan.actions.includes("pay");
  const refundIfCancelled = Math.floor((plan.heldKobo * plan.terms.refundPercent) / 100);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-ink-900">Instalment schedule</h1>
        <p className="text-ink-700">
          {plan.unit.type} at{" "}
          <Link to="/properties/project/$id" params={{ id: plan.project.id }} className="text-brand-700 underline">
            {plan.project.name}
          </Link>
        </p>
        <Badge variant={plan.status === "defaulted" ? "warning" : plan.status === "cancelled" ? "neutral" : "success"}>
          {plan.statusWords}
        </Badge>
      </div>
      {plan.role === "payer" && plan.reservationStatus === "pending" && (
        <Alert variant="info">
          Instalments start once the developer confirms your reservation; we tell you when they do.
        </Alert>
      )}
      {plan.endReason && <Alert variant="info">This plan ended: {plan.endReason}.</Alert>}
      <Money plan={plan} />
      <TitledSection id="schedule-title" title="Due dates" className="space-y-2">
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white" data-testid="schedule">
          {plan.schedule.map((r) => {
            const open = r.status === "due" || r.status === "overdue";
            return (
              <li
                key={r.seq}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3"
                data-testid={`instalment-${r.seq}`}
              >
                {canPay && open ? (
                  <input
                    id={`pick-${r.seq}`}
                    type="checkbox"
                    className="h-5 w-5 accent-brand-700"
                    checked={chosen.includes(r.seq)}
                    onChange={(e) =>
                      setChosen((c) => (e.target.checked ? [...c, r.seq] : c.filter((x) => x !== r.seq)))
                    }
                  />
                ) : (
                  <span className="w-5" aria-hidden />
                )}
                <label htmlFor={canPay && open ? `pick-${r.seq}` : undefined} className="flex-1">
                  <span className="block font-medium text-ink-900">
                    {r.seq}. {formatNaira(r.amountKobo)}
                  </span>
                  <span className="text-sm text-ink-600">Due {dmy(r.dueOn)}</span>
                </label>
                <span className="flex flex-col items-end gap-1 text-right">
                  <ValueBadge value={r.status} words={ROW_WORDS} />
                  {r.status === "paid" && r.paidAt && r.receipt && (
                    <span className="text-xs text-ink-700" data-testid={`receipt-${r.seq}`}>
                      Paid {formatDate(r.paidAt)} {r.paidWith === "link" ? "by card" : "from wallet"} · receipt{" "}
                      {receiptRef(r.receipt)}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </TitledSection>
      {canPay && (
        <TitledSection
          id="pay-title"
          title="Pay instalments"
          className="space-y-3 rounded-xl border border-ink-200 bg-white p-4"
        >
          <p className="text-sm text-ink-700">
            Tick one instalment, or several to pay ahead: {picked.length} chosen, {formatNaira(amount)}. The money is
            held in escrow and a receipt is emailed to you.
          </p>
          <PayChoice
            amountKobo={picked.length ? amount : undefined}
            disabled={!picked.length}
            busy={pay.isPending}
            error={error}
            onPay={(payWith) => pay.mutate(payWith)}
          />
        </TitledSection>
      )}
      {plan.milestones.length > 0 && (
        <TitledSection id="milestones-title" title="Construction milestones" className="space-y-2">
          <ul className="space-y-1 text-sm text-ink-700">
            {plan.milestones.map((m) => (
              <li key={m.id}>
                {m.name}: {m.sharePercent}% of what is held then ·{" "}
                {m.approvedAt
                  ? `approved ${formatDate(m.approvedAt)}${m.releasedKobo !== null ? `, ${formatNaira(m.releasedKobo)} released` : ""}`
                  : "not reached yet"}
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      <TitledSection id="policy-title" title="The plan's terms" className="space-y-2 text-sm text-ink-700">
        <ul className="list-disc space-y-1 pl-5">
          <li>{plan.policy.grace}</li>
          <li>{plan.policy.default}</li>
          <li>{plan.policy.refund}</li>
        </ul>
      </TitledSection>
      {plan.actions.includes("cancel") && (
        <Button variant="outline" className="self-start" onClick={() => setConfirmCancel(true)}>
          Cancel my plan
        </Button>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this instalment plan?"
        description={`Your reservation ends and the unit goes back on sale. As the plan states, ${formatNaira(refundIfCancelled)} of the ${formatNaira(plan.heldKobo)} held comes back to your wallet; the rest goes to the developer.`}
        confirmLabel="Cancel the plan"
        danger
        onConfirm={async () => {
          const r = await cancelPlan(id);
          qc.setQueryData(planQuery(id).queryKey, r.data);
          await qc.invalidateQueries({ queryKey: ["wallet"] });
        }}
      />
      <ButtonLink to="/dashboard/bookings" variant="link" size="sm" className="self-start">
        All my bookings
      </ButtonLink>
    </div>
  );
}
