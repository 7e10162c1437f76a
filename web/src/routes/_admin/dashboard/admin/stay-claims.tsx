import { createFileRoute } from "@tanstack/react-router";
import { StayClaims } from "../../../../features/admin/claims/stay-claims";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/stay-claims")({
  head: () => ({ meta: [{ title: "Deposit claims · Admin · PropertyNG" }] }),
  component: AdminStayClaims,
});

/** A host's claim on a short-stay caution deposit waits in escrow until staff decide (CAN_VIEW_LISTING). */
function AdminStayClaims() {
  return (
    <div className="space-y-4">
      <PageTitle title="Deposit claims">
        Hosts' claims on a guest's caution deposit after check-out. Award the claim, return the deposit, or split it;
        your decision and note are recorded in the activity log.
      </PageTitle>
      <StayClaims />
    </div>
  );
}
