import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { KYC_MESSAGES, KYC_RULES, type AdminKycRow, type KycStatus } from "@contracts/kyc";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../lib/toast";
import { Pager } from "../pager";
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
    <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
      {q.isPending ? (
        <div className="space-y-3 p-4">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : q.data && q.data.data.length === 0 ? (
        <EmptyState title={EMPTY[status][0]} description={EMPTY[status][1]} />
      ) : (
        <ul className="divide-y divide-ink-100">
          {q.data?.data.map((r) => (
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
      {q.data && (q.data.hasMore || page > 1) && <Pager page={page} hasMore={q.data.hasMore} onPage={onPage} />}
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
    </div>
  );
}
