import { KYC_ID_LABELS, type AdminKycRow, type KycFileKind } from "@contracts/kyc";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDate, formatDateTime } from "../../../lib/format";
import { useKycImage } from "./queries";
import { words } from "../../../lib/words";

const STATUS = {
  pending: ["warning", "Pending"],
  verified: ["success", "Verified"],
  rejected: ["danger", "Rejected"],
} as const;

function Picture({ row, kind }: { row: AdminKycRow; kind: KycFileKind }) {
  const img = useKycImage(row.id, kind);
  const label = kind === "document" ? "ID document" : "Selfie";
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <div className="grid aspect-[4/3] w-full place-items-center overflow-hidden rounded-lg bg-ink-100">
        {img.url ? (
          <a href={img.url} target="_blank" rel="noreferrer" className="size-full">
            <img
              src={img.url}
              alt={`${label} of ${row.user.firstName} ${row.user.lastName ?? ""}`}
              width={400}
              height={300}
              loading="lazy"
              className="size-full object-contain"
              data-testid={`kyc-admin-${kind}`}
            />
          </a>
        ) : img.error ? (
          <span className="px-3 text-center text-sm text-danger-700">{img.error}</span>
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>
      <figcaption className="text-xs text-ink-600">{label}</figcaption>
    </figure>
  );
}

type Props = { row: AdminKycRow; busy: boolean; onApprove: () => void; onReject: () => void };

/** One submission: who, which ID, the document and the selfie side by side, and the decision. */
export function KycReviewCard({ row, busy, onApprove, onReject }: Props) {
  const [variant, label] = STATUS[row.status];
  const name = `${row.user.firstName} ${row.user.lastName ?? ""}`.trim();
  return (
    <li className="space-y-3 p-4" data-testid="kyc-submission">
      <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium text-ink-900">
            {name} {row.user.companyName && <span className="text-ink-600">· {row.user.companyName}</span>}
          </p>
          <p className="break-all text-ink-600">
            {row.user.email} · {words(row.user.accountType)}
          </p>
          <p className="text-ink-800">
            {KYC_ID_LABELS[row.idType]}: <span className="font-mono">{row.idNumber}</span>
          </p>
          <p className="text-xs text-ink-500">
            Sent {formatDateTime(row.createdAt)}
            {row.reviewedAt && ` · reviewed ${formatDate(row.reviewedAt)}`}
          </p>
          {row.reason && <p className="text-danger-700">Reason: {row.reason}</p>}
        </div>
        <Badge variant={variant}>{label}</Badge>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:max-w-2xl">
        <Picture row={row} kind="document" />
        <Picture row={row} kind="selfie" />
      </div>
      {row.status === "pending" && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={onApprove} loading={busy}>
            Approve
          </Button>
          <Button variant="outline" onClick={onReject} disabled={busy}>
            Reject…
          </Button>
        </div>
      )}
    </li>
  );
}
