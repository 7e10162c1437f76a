import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table } from "../../../components/ui/table";
import { formatNaira, formatDateTime } from "../../../lib/format";
import { Pager } from "../pager";
import { transactionsQuery } from "./api";
import { RefundDialog } from "./refund-dialog";
import { BackLink } from "../../../components/ui/text-link";

/** /dashboard/admin/users/transaction-details?userId=: a user's wallet, line by line, with refunds of charges. */
export function TransactionsPage({
  userId,
  page,
  onPage,
}: {
  userId?: string;
  page: number;
  onPage: (p: number) => void;
}) {
  const q = useQuery({ ...transactionsQuery(userId ?? "", page), enabled: !!userId });
  if (!userId)
    return <EmptyState title="Choose a user" description="Open a user's transactions from the Users page." />;
  const t = q.data;
  return (
    <div className="space-y-4">
      <BackLink to="/dashboard/admin/users">Users</BackLink>
      <h1 className="text-2xl font-semibold text-ink-900">Transactions{t ? `: ${t.user.name}` : ""}</h1>
      <Card>
        <CardHeader>
          <CardTitle>
            {t ? `${t.user.email} · ${t.user.accountType} · balance ${formatNaira(t.balanceKobo)}` : "…"}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {!t ? (
            <Skeleton className="h-40 w-full" />
          ) : t.data.length === 0 ? (
            <p className="py-8 text-center text-sm text-ink-600">No wallet activity yet.</p>
          ) : (
            <Table
              caption="Wallet activity"
              headClassName="text-ink-600"
              cellClassName="py-2 pr-4 font-medium"
              columns={[
                "When",
                "What",
                { label: "Amount", align: "right" },
                { label: "Balance", align: "right" },
                { className: "py-2" },
              ]}
            >
              <tbody className="divide-y divide-ink-100">
                {t.data.map((l) => (
                  <tr key={l.lineId} data-testid="admin-transaction">
                    <td className="py-2 pr-4 whitespace-nowrap text-ink-700">{formatDateTime(l.createdAt)}</td>
                    <td className="py-2 pr-4">
                      <span className="text-ink-900">{l.description}</span>
                      {l.reference && <span className="block text-xs text-ink-500">{l.reference}</span>}
                    </td>
                    <td className="py-2 pr-4 text-right font-medium">
                      {l.amountKobo > 0 ? "+" : "−"}
                      {formatNaira(Math.abs(l.amountKobo))}
                    </td>
                    <td className="py-2 pr-4 text-right text-ink-700">{formatNaira(l.balanceAfterKobo)}</td>
                    <td className="py-2 text-right">
                      {l.refundableKobo > 0 && (
                        <RefundDialog
                          userId={userId}
                          entryId={l.entryId}
                          refundableKobo={l.refundableKobo}
                          what={l.description}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {t && <Pager page={page} hasMore={t.hasMore} onPage={onPage} />}
        </CardContent>
      </Card>
    </div>
  );
}
