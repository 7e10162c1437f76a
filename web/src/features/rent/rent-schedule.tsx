import { useState } from "react";
import { formatNaira } from "@contracts/naira";
import { dmy } from "@contracts/lagos-time";
import { RENT_FREQUENCY_WORDS } from "@contracts/rent";
import { formatDate } from "../../lib/format";
import { Badge } from "../../components/ui/badge";
import { Field, NativeSelect } from "../../components/ui/input";
import { PayChoice, type PayWith } from "../wallet/pay-choice";
import type { RentAgreement } from "./api";
import { TitledSection } from "../../components/ui/titled-section";

type Period = RentAgreement["schedule"][number];

const STATUS: Record<Period["status"], { words: string; variant: "success" | "warning" | "neutral" | "danger" }> = {
  paid: { words: "Paid", variant: "success" },
  due: { words: "Due", variant: "neutral" },
  overdue: { words: "Overdue", variant: "danger" },
  cancelled: { words: "Cancelled", variant: "neutral" },
};

/** What happened to a paid period's money: held until its day, or released to the lister. */
const moneyWords = (p: Period) =>
  p.status !== "paid" ? null : p.releasedAt ? `Released to the lister ${formatDate(p.releasedAt)}` : "Held in escrow";

/**
 * A monthly or quarterly agreement's schedule: each period's due date, amount and state, with the receipt reference
 * of each paid one (the emailed receipt carries the same).
 */
export function RentSchedule({ a }: { a: RentAgreement }) {
  return (
    <TitledSection id="schedule-title" title={<>{RENT_FREQUENCY_WORDS[a.frequency]} schedule</>} className="space-y-2">
      {a.overdueKobo > 0 && (
        <p className="text-sm font-medium text-warning-800" data-testid="rent-overdue">
          Overdue: {formatNaira(a.overdueKobo)}
        </p>
      )}
      <ol className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white" data-testid="rent-schedule">
        {a.schedule.map((p) => (
          <li key={p.seq} className="space-y-1 p-3 text-sm" data-testid={`rent-period-${p.seq}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-ink-900">
                Period {p.seq} · due {dmy(p.dueOn)}
              </span>
              <Badge variant={STATUS[p.status].variant}>{STATUS[p.status].words}</Badge>
            </div>
            <p className="text-ink-700">
              {formatNaira(p.amountKobo)}
              {p.feesKobo > 0 && ` (with ${formatNaira(p.feesKobo)} one-off fees)`}
            </p>
            {p.status === "paid" && (
              <p className="break-all text-ink-600">
                {moneyWords(p)} · Receipt <span data-testid="rent-receipt">{p.receipt}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
      <p className="text-sm text-ink-600">
        Reminders come 7, 3 and 1 days before each due date. A period still unpaid {a.graceDays} days after its due date
        is overdue: you and the lister are told.
      </p>
    </TitledSection>
  );
}

/** The tenant pays the next period, or several ahead; the amount is what the server will hold. */
export function PayPeriods({
  a,
  busy,
  error,
  onPay,
}: {
  a: RentAgreement;
  busy: boolean;
  error: string | null;
  onPay: (payWith: PayWith, periods: number, from: number | undefined) => void;
}) {
  const [count, setCount] = useState(1);
  const unpaid = a.schedule.filter((p) => p.status === "due" || p.status === "overdue");
  const n = Math.min(count, unpaid.length);
  const amountKobo = unpaid.slice(0, n).reduce((s, p) => s + p.amountKobo, 0);
  const first = unpaid[0];
  return (
    <TitledSection
      id="pay-title"
      title="Pay your rent into escrow"
      className="space-y-3 rounded-xl border border-ink-200 bg-white p-4"
    >
      {first && (
        <p className="text-sm text-ink-700">
          Next: period {first.seq}, due {dmy(first.dueOn)}.{" "}
          {first.seq === 1
            ? "PropertyNG holds it until you confirm you have moved in."
            : "PropertyNG holds it until its due date, then pays the lister."}
        </p>
      )}
      <Field label="Periods to pay" htmlFor="rent-periods">
        <NativeSelect id="rent-periods" value={n} onChange={(e) => setCount(Number(e.target.value))}>
          {unpaid.slice(0, 12).map((p, i) => (
            <option key={p.seq} value={i + 1}>
              {i === 0 ? `The next period (${p.seq})` : `${i + 1} periods (${first!.seq}–${p.seq})`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <p className="text-sm text-ink-900">
        To pay: <span data-testid="rent-to-pay">{formatNaira(amountKobo)}</span>
      </p>
      <PayChoice amountKobo={amountKobo} busy={busy} error={error} onPay={(w) => onPay(w, n, first?.seq)} />
    </TitledSection>
  );
}
