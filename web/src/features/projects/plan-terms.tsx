import { formatNaira } from "@contracts/naira";
import { dmy, lagosToday } from "@contracts/lagos-time";
import { instalmentSchedule, planPolicyWords, type PlanInterval } from "@contracts/instalment-rules";
import type { ProjectDetail } from "./api";

type Terms = ProjectDetail["paymentPlan"];
const EVERY: Record<PlanInterval, string> = { monthly: "a month", quarterly: "a quarter" };

/**
 * A unit's plan terms as the buyer agrees to them before paying: the deposit, the instalments (amount, how often,
 * the first and last due dates if reserved today), the fee, the grace days, the default rule, the refund policy and
 * the construction milestones that release the money held. The same schedule function the worker writes with.
 */
export function PlanTermsList({ terms, priceKobo }: { terms: Terms; priceKobo: number }) {
  const s = instalmentSchedule(
    priceKobo,
    {
      depositPercent: terms.depositPercent,
      instalments: terms.instalments,
      interval: terms.interval,
      feePercent: terms.feePercent,
      graceDays: terms.graceDays,
      defaultAfter: terms.defaultAfter,
      refundPercent: terms.refundPercent,
    },
    lagosToday(),
  );
  const words = planPolicyWords(terms);
  const first = s.rows[0];
  const last = s.rows[s.rows.length - 1];
  return (
    <div className="space-y-3 text-sm" data-testid="plan-terms">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        <dt className="text-ink-600">Deposit to reserve</dt>
        <dd className="text-right font-medium">{formatNaira(s.depositKobo)}</dd>
        {first && last ? (
          <>
            <dt className="text-ink-600">{s.rows.length} instalments</dt>
            <dd className="text-right font-semibold text-brand-700">
              {formatNaira(first.amountKobo)} {EVERY[terms.interval]}
            </dd>
            {last.amountKobo !== first.amountKobo && (
              <>
                <dt className="text-ink-600">Last instalment</dt>
                <dd className="text-right">{formatNaira(last.amountKobo)}</dd>
              </>
            )}
            <dt className="text-ink-600">Plan fee ({terms.feePercent}%)</dt>
            <dd className="text-right">{formatNaira(s.feeKobo)}</dd>
            <dt className="text-ink-600">Instalments total</dt>
            <dd className="text-right font-medium">{formatNaira(s.totalKobo)}</dd>
            <dt className="text-ink-600">If reserved today</dt>
            <dd className="text-right">
              {dmy(first.dueOn)} to {dmy(last.dueOn)}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-ink-600">Balance on allocation</dt>
            <dd className="text-right font-medium">{formatNaira(s.balanceKobo)}</dd>
          </>
        )}
      </dl>
      {first && (
        <ul className="list-disc space-y-1 pl-5 text-ink-700">
          <li>Every instalment is held in escrow by PropertyNG, not paid to the developer.</li>
          {terms.milestones.length > 0 && (
            <li>
              Released to the developer when our team approves construction progress:{" "}
              {terms.milestones.map((m) => `${m.name} ${m.sharePercent}%`).join(", ")} of what is held then.
            </li>
          )}
          <li>{words.grace}</li>
          <li>{words.default}</li>
          <li>{words.refund}</li>
        </ul>
      )}
    </div>
  );
}
