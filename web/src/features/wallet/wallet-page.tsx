import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card, CardContent } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { formatNaira } from "../../lib/format";
import { walletQuery } from "./api";
import { CardRefunds } from "./card-refunds";
import { TopupDialog } from "./topup-dialog";
import { WalletHistory } from "./wallet-history";

/** /dashboard/wallet: balance, top up, the month's history; `actions` holds what later features add (withdraw). */
export function WalletPage({ actions, children }: { actions?: ReactNode; children?: ReactNode }) {
  const q = useQuery(walletQuery());
  const w = q.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">Your wallet</h1>
      <Card>
        <CardContent className="flex flex-wrap items-end justify-between gap-4 p-6">
          <div>
            <p className="text-sm text-ink-600">Available balance</p>
            {w ? (
              <p className="text-3xl font-semibold text-ink-900" data-testid="wallet-balance">
                {formatNaira(w.balanceKobo)}
              </p>
            ) : (
              <Skeleton className="mt-1 h-9 w-40" />
            )}
            {w && w.pendingWithdrawalsKobo > 0 && (
              <p className="mt-1 text-sm text-ink-600">
                {formatNaira(w.pendingWithdrawalsKobo)} on its way to your bank
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <TopupDialog />
            {actions}
          </div>
        </CardContent>
      </Card>
      <CardRefunds />
      {children}
      <WalletHistory />
    </div>
  );
}
