import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { formatNaira, formatDateTime } from "../../lib/format";
import { cn } from "../../lib/cn";
import { walletHistoryQuery } from "./api";
import { ValueOptions } from "../../components/ui/input";

const monthLabel = (m: string) => {
  const [y, mm] = m.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, mm - 1, 1)).toLocaleString("en-NG", { month: "long", year: "numeric", timeZone: "UTC" });
};

/** SPEC.md §7 "history (month)": one month at a time, newest first, with the balance after each line. */
export function WalletHistory() {
  const [month, setMonth] = useState<string | undefined>();
  const q = useQuery(walletHistoryQuery(month));
  const h = q.data;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>History</CardTitle>
        {h && (
          <select
            aria-label="Month"
            className="rounded-lg border border-ink-200 bg-white px-3 py-2 text-sm"
            value={h.month}
            onChange={(e) => setMonth(e.target.value)}
          >
            <ValueOptions values={h.months} label={(m) => monthLabel(m)} />
          </select>
        )}
      </CardHeader>
      <CardContent>
        {!h ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-600">
              Opening balance {formatNaira(h.openingBalanceKobo)} · closing balance {formatNaira(h.closingBalanceKobo)}
            </p>
            {h.items.length === 0 ? (
              <p className="py-8 text-center text-sm text-ink-600">No wallet activity in {monthLabel(h.month)}.</p>
            ) : (
              <ul className="divide-y divide-ink-100" aria-label="Wallet history">
                {h.items.map((i) => (
                  <li key={i.id} className="flex items-center justify-between gap-3 py-3" data-testid="wallet-line">
                    <div className="min-w-0">
                      <p className="font-medium text-ink-900">{i.description}</p>
                      <p className="break-all text-xs text-ink-500">
                        {formatDateTime(i.createdAt)}
                        {i.paidKobo != null ? " · not from your balance" : ""}
                        {i.reference ? ` · ${i.reference}` : ""}
                      </p>
                    </div>
                    <div className="shrink-0 text-right">
                      {i.paidKobo != null ? (
                        // A pass-through: paid straight on, your balance did not change.
                        <p className="font-semibold text-ink-900">{formatNaira(i.paidKobo)}</p>
                      ) : (
                        <p className={cn("font-semibold", i.amountKobo > 0 ? "text-brand-700" : "text-ink-900")}>
                          {i.amountKobo > 0 ? "+" : "−"}
                          {formatNaira(Math.abs(i.amountKobo))}
                        </p>
                      )}
                      <p className="text-xs text-ink-500">Balance {formatNaira(i.balanceAfterKobo)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
