import { formatNaira } from "@contracts/naira";
import type { SideMoneyTotals } from "@contracts/orders";

const FIGURES = [
  ["Expected", "expectedKobo"],
  ["Received", "receivedKobo"],
  ["Held in escrow", "heldKobo"],
  ["Released to you", "releasedKobo"],
] as const;

/**
 * The payee's book of escrowed orders in four figures (a lister's rent, a developer's instalment plans): what the
 * orders expect, what came in, what escrow still holds and what it released to them.
 */
export function MoneyTotals({ totals, testId }: { totals: SideMoneyTotals; testId: string }) {
  return (
    <dl
      className="grid grid-cols-2 gap-3 rounded-xl border border-ink-200 bg-white p-4 text-sm sm:grid-cols-4"
      data-testid={testId}
    >
      {FIGURES.map(([label, key]) => (
        <div key={key}>
          <dt className="text-ink-600">{label}</dt>
          <dd className="font-semibold text-ink-900">{formatNaira(totals[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One order's four figures in a row's words: "expected ₦… · received ₦… · held ₦… · released ₦…". */
export const moneyWords = (m: SideMoneyTotals) =>
  `expected ${formatNaira(m.expectedKobo)} · received ${formatNaira(m.receivedKobo)} · held ${formatNaira(m.heldKobo)} · released ${formatNaira(m.releasedKobo)}`;
