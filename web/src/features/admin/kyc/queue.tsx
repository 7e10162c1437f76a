import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { KYC_MESSAGES, KYC_RULES, type AdminKycRow, type KycStatus } from "@contracts/kyc";
import { toast } from "../../../lib/toast";
import { AdminListPanel, LineSkeletons } from "../admin-list";
import { adminKycQuery, useKycDecision } from "./queries";
import { ReasonDialog, type ReasonRules } from "../reason-dialog";
import { KycReviewCard } from "./review-card";

/** Rejecting needs a reason: the user reads it in the email and on their KYC page. */
const REJECT_RULES: ReasonRules = {
  label: "Reason for rejecting",
  placeholder: "e.g. The document photo is blurred; the number cannot be read.",
  audience: "The user sees this reason.",
  min: KYC_RULES.reasonMin,
  max: KYC_RULES.reasonMax,
  tooShort: KYC_MESSAGES.reasonRequired,
};

const EMPTY: Record<KycStatus, [string, string]> = {
  pending: ["Nothing to review", "New identity submissions appear here, oldest first."],
  verified: ["No verified submissions yet", "Submissions you approve appear here."],
  rejected: ["No rejected submissions", "Submissions you reject appear here with their reason."],
};

type Props = { status: KycStatus; page: number; onPage: (page: number) => void };

export function KycQueue({ status, page, onPage }: Props) {
  const q = useQuery(adminKycQuery({ status, page }));
  const decide = useKycDecision();
  const [rejecting, setRejecting] = useState<AdminKycRow | null>(null);

  // Failures are toasted by unwrap(); a 409 means another admin decided first, and the list refreshes.
  const approve = (r: AdminKycRow) =>
    decide.mutate(
      { userId: r.user.id, action: "approve" },
      {
        onSuccess: () =>
          toast.success("Identity verified", { description: `${r.user.firstName} now has the verified badge.` }),
      },
    );

  return (
    <>
      <AdminListPanel
        query={q}
        page={page}
        onPage={onPage}
        errorTitle="The identity checks could not be loaded"
        pending={<LineSkeletons rows={2} height="h-72" />}
        empty={{ title: EMPTY[status][0], description: EMPTY[status][1] }}
      >
        {(rows) => (
          <ul className="divide-y divide-ink-100">
            {rows.map((r) => (
              <KycReviewCard
                key={r.id}
                row={r}
                busy={decide.isPending && decide.variables?.userId === r.user.id}
                onApprove={() => approve(r)}
                onReject={() => setRejecting(r)}
              />
            ))}
          </ul>
        )}
      </AdminListPanel>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        mode="required"
        title={`Reject ${rejecting?.user.firstName ?? ""}'s documents`}
        description="Say what is wrong so they can send better documents."
        confirmLabel="Reject"
        reason={REJECT_RULES}
        onConfirm={async ({ reason }) => {
          if (!rejecting) return;
          await decide.mutateAsync({ userId: rejecting.user.id, action: "reject", reason });
          toast.success("Submission rejected", { description: "The user was emailed the reason." });
        }}
      />
    </>
  );
}
