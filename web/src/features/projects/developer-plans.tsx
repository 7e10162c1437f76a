import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { PLAN_STATUS_WORDS } from "@contracts/instalments";
import { Badge } from "../../components/ui/badge";
import { ButtonLink } from "../../components/ui/text-link";
import { EmptyState } from "../../components/ui/empty-state";
import { PageNav } from "../layout/page-nav";
import { MoneyTotals, moneyWords } from "../orders/money-totals";
import { developerPlansQuery } from "./instalments-api";

/**
 * /dashboard/project/instalments: the developer's (and its team's) instalment plans, one per buyer: what is expected,
 * received, held in escrow and released to the developer's wallet at approved milestones; overdue money stands out.
 */
export function DeveloperPlans() {
  const [page, setPage] = useState(1);
  const q = useQuery(developerPlansQuery(page));
  const t = q.data?.totals;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900">Instalment plans</h1>
        <ButtonLink to="/dashboard/project/my-projects" variant="outline" size="sm">
          My projects
        </ButtonLink>
      </div>
      <p className="text-sm text-ink-700">
        Buyers' instalments are held in escrow by PropertyNG and released to your wallet, less commission, when our team
        approves a progress update for a milestone of the plan.
      </p>
      {t && <MoneyTotals totals={t} testId="plan-totals" />}
      {q.data && q.data.data.length === 0 ? (
        <EmptyState
          title="No instalment plans yet"
          description="When a buyer reserves a unit on a plan with instalments, their schedule and payments show here."
        />
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white" data-testid="developer-plans">
          {q.data?.data.map((p) => (
            <li key={p.id} className="space-y-2 p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to="/dashboard/bookings/instalments/$id"
                  params={{ id: p.id }}
                  className="font-medium text-brand-700 underline"
                >
                  {p.buyer} · {p.unitType} at {p.project.name}
                </Link>
                <Badge variant={p.status === "defaulted" ? "warning" : "neutral"}>{PLAN_STATUS_WORDS[p.status]}</Badge>
              </div>
              <p className="text-ink-700">
                {p.paidCount} of {p.instalments} paid · {moneyWords(p)}
              </p>
              {p.overdueKobo > 0 && (
                <p className="font-medium text-warning-800">{formatNaira(p.overdueKobo)} overdue</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <PageNav page={page} lastPage={q.data?.meta.lastPage ?? 1} onPage={setPage} />
    </div>
  );
}
