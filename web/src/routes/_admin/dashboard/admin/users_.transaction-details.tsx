import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { optString, pageNumber } from "../../../../lib/search";
import { TransactionsPage } from "../../../../features/admin/money/transactions-page";

export const Route = createFileRoute("/_admin/dashboard/admin/users_/transaction-details")({
  validateSearch: (s: Record<string, unknown>): { userId?: string; page?: number } => ({
    userId: optString(s.userId),
    page: pageNumber(s.page),
  }),
  head: () => ({ meta: [{ title: "Transactions · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { userId, page } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <TransactionsPage
      userId={userId}
      page={page ?? 1}
      onPage={(p) => navigate({ search: (s) => ({ ...s, page: p }) })}
    />
  );
}
