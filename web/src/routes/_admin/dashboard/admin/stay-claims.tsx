import { createFileRoute } from "@tanstack/react-router";
import { StayClaims } from "../../../../features/admin/stay-claims";

export const Route = createFileRoute("/_admin/dashboard/admin/stay-claims")({
  head: () => ({ meta: [{ title: "Deposit claims · Admin · PropertyNG" }] }),
  component: AdminStayClaims,
});

/** A host's claim on a short-stay caution deposit waits in escrow until staff decide (CAN_VIEW_LISTING). */
function AdminStayClaims() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Deposit claims</h1>
        <p className="text-sm text-ink-600">
          Hosts' claims on a guest's caution deposit after check-out. Award the claim, return the deposit, or split it;
          your decision and note are recorded in the activity log.
        </p>
      </div>
      <StayClaims />
    </div>
  );
}
