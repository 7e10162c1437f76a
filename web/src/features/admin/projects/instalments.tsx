import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { PLAN_STATUS_WORDS, type InstalmentPlanStatus } from "@contracts/instalments";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../lib/toast";
import { AdminListPanel, filteredList, numberedPanel, type FilteredListProps } from "../admin-list";
import { ChoiceFilters, type ChoiceFilter } from "../../../components/ui/filter-fields";
import { ReasonDialog, type ReasonRules } from "../reason-dialog";
import { RowSkeletons } from "../listings/shared";
import {
  adminPlansQuery,
  approveMilestone,
  pendingMilestonesQuery,
  staffPlanAction,
  waiveInstalment,
  type AdminPlanFilters,
} from "../../projects/instalments-api";
import { TitledSection } from "../../../components/ui/titled-section";

export type { AdminPlanFilters };

const RULES: ReasonRules = {
  label: "Reason",
  placeholder: "e.g. The buyer showed proof of a bank delay.",
  audience: "Kept in the activity log; the buyer is told of a refund.",
  min: 5,
  max: 500,
  tooShort: "Say why (at least 5 characters).",
};
type Action = { id: string; label: string; kind: "pause" | "resume" | "refund" | "waive"; seq?: number };
const TITLES: Record<Action["kind"], string> = {
  pause: "Pause this plan? No reminders go out and it cannot default while paused.",
  resume: "Resume this plan? Reminders and the default rule apply again.",
  refund: "End this plan and refund everything held to the buyer?",
  waive: "Waive this instalment? It no longer counts as due or missed.",
};

type PlanState = { status: InstalmentPlanStatus; nextUnpaid: number | null };

/**
 * What staff may do to a plan in its state, with each button's words: pause an active plan, resume a paused one,
 * waive the next unpaid instalment of either, and refund any that has not ended.
 */
export function planActions(p: PlanState): { kind: Action["kind"]; words: string; seq?: number }[] {
  const running = p.status === "active" || p.status === "paused";
  const actions: { kind: Action["kind"]; words: string; seq?: number }[] = [];
  if (p.status === "active") actions.push({ kind: "pause", words: "Pause" });
  if (p.status === "paused") actions.push({ kind: "resume", words: "Resume" });
  if (running && p.nextUnpaid !== null)
    actions.push({ kind: "waive", words: `Waive instalment ${p.nextUnpaid}`, seq: p.nextUnpaid });
  if (running || p.status === "paid_up") actions.push({ kind: "refund", words: "Refund in full" });
  return actions;
}

/** Progress updates that report a milestone: approving one releases its share from every plan of the project. */
function PendingMilestones() {
  const q = useQuery(pendingMilestonesQuery());
  const qc = useQueryClient();
  const [approving, setApproving] = useState<NonNullable<typeof q.data>[number] | null>(null);
  if (!q.data?.length) return null;
  return (
    <TitledSection
      id="milestones-title"
      title="Milestones waiting for approval"
      className="rounded-xl border border-ink-200 bg-white p-4"
    >
      <ul className="mt-2 divide-y divide-ink-100">
        {q.data.map((m) => (
          <li key={m.updateId} className="flex flex-wrap items-center gap-3 py-3 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink-900">
                {m.projectName}: {m.milestone.name} ({m.milestone.sharePercent}%)
              </span>
              <span className="text-ink-700">
                {m.happenedOn} · “{m.body}” · {formatNaira(m.heldKobo)} held on the project's plans
              </span>
            </span>
            <Button size="sm" onClick={() => setApproving(m)}>
              Approve
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => !o && setApproving(null)}
        title={`Approve ${approving?.milestone.name ?? ""}?`}
        description={`This releases ${approving?.milestone.sharePercent ?? 0}% of what each plan of ${approving?.projectName ?? "the project"} holds to the developer, less commission. It happens once and cannot be undone.`}
        confirmLabel="Approve and release"
        onConfirm={async () => {
          if (!approving) return;
          const r = await approveMilestone(approving.projectId, approving.updateId);
          await qc.invalidateQueries({ queryKey: ["admin", "instalments"] });
          toast.success(`${r.data.name} approved`, {
            description: `${formatNaira(r.data.releasedKobo)} released from ${r.data.plans} plan(s)${r.data.pending ? `; ${r.data.pending} will be retried` : ""}.`,
          });
        }}
      />
    </TitledSection>
  );
}

/** The plan list's filters: a plan's state, and whether it has money overdue. */
const PLAN_FILTERS: ChoiceFilter<AdminPlanFilters>[] = [
  { key: "status", label: "Status", all: "Every status", words: PLAN_STATUS_WORDS },
  { key: "overdue", label: "Overdue", all: "Overdue or not", words: { true: "With overdue money" } },
];

/** Staff's report of instalment plans (CAN_VIEW_PROJECT): totals, overdue money, defaults; pause, waive, refund. */
export function AdminInstalments({ filters, onChange }: FilteredListProps<AdminPlanFilters>) {
  const { paging, filtering } = filteredList(filters, onChange);
  const q = useQuery(adminPlansQuery(filters));
  const qc = useQueryClient();
  const [acting, setActing] = useState<Action | null>(null);
  const t = q.data?.totals;
  return (
    <div className="space-y-4">
      <PendingMilestones />
      {t && (
        <dl
          className="grid grid-cols-2 gap-3 rounded-xl border border-ink-200 bg-white p-4 text-sm sm:grid-cols-5"
          data-testid="instalment-totals"
        >
          {(
            [
              ["Plans", String(t.plans)],
              ["Running", String(t.active)],
              ["Defaulted", String(t.defaulted)],
              ["Overdue", formatNaira(t.overdueKobo)],
              ["Held in escrow", formatNaira(t.heldKobo)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-ink-600">{label}</dt>
              <dd className="font-semibold text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <ChoiceFilters idPrefix="plan" labelStyle="hidden" className="sm:w-56" filters={PLAN_FILTERS} {...filtering} />
      </div>
      <AdminListPanel
        {...numberedPanel(q, paging)}
        errorTitle="Instalment plans could not be loaded"
        pending={<RowSkeletons rows={5} height="h-20" />}
        empty={{ title: "No plans match", description: "Plans appear here when buyers reserve units on instalments." }}
      >
        {(rows) => (
          <ul className="divide-y divide-ink-100">
            {rows.map((p) => (
              <li key={p.id} className="space-y-2 p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-ink-900">
                    {p.buyer} · {p.unitType} at {p.project.name} · {p.developer}
                  </span>
                  <Badge variant={p.status === "defaulted" ? "warning" : "neutral"}>
                    {PLAN_STATUS_WORDS[p.status]}
                  </Badge>
                </div>
                <p className="text-ink-700">
                  {p.paidCount} of {p.instalments} paid · received {formatNaira(p.receivedKobo)} of{" "}
                  {formatNaira(p.expectedKobo)} · held {formatNaira(p.heldKobo)} · released{" "}
                  {formatNaira(p.releasedKobo)}
                  {p.overdueKobo > 0 && ` · ${formatNaira(p.overdueKobo)} overdue (${p.missed} past grace)`}
                </p>
                {p.endReason && <p className="text-ink-700">Ended: {p.endReason}</p>}
                <div className="flex flex-wrap gap-2">
                  {planActions(p).map(({ kind, words, seq }) => (
                    <Button
                      key={kind}
                      size="sm"
                      variant={kind === "refund" ? "danger" : "outline"}
                      onClick={() => setActing({ id: p.id, label: p.buyer, kind, seq })}
                    >
                      {words}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminListPanel>
      <ReasonDialog
        open={!!acting}
        onOpenChange={(o) => !o && setActing(null)}
        title={acting ? TITLES[acting.kind] : ""}
        description={acting ? `${acting.label}'s plan.` : undefined}
        confirmLabel={acting?.kind === "refund" ? "Refund" : acting?.kind === "waive" ? "Waive" : "Save"}
        mode="required"
        reason={RULES}
        onConfirm={async ({ reason }) => {
          if (!acting) return;
          if (acting.kind === "waive") await waiveInstalment(acting.id, acting.seq!, reason);
          else await staffPlanAction(acting.id, acting.kind, reason);
          await qc.invalidateQueries({ queryKey: ["admin", "instalments"] });
          toast.success("Done", { description: "Recorded in the activity log." });
        }}
      />
    </div>
  );
}
