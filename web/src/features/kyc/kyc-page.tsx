import { useQuery } from "@tanstack/react-query";
import { KYC_ID_LABELS } from "@contracts/kyc";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { formatDate } from "../../lib/format";
import { VerifiedIcon } from "../listings/icons";
import { kycQuery } from "./api";
import { CompanyCard } from "./company-card";
import { KycForm } from "./kyc-form";

const WHY = [
  "A verified badge on your listings and your agent card, so seekers trust you first.",
  "Shows seekers that a real, identified person stands behind every listing you publish.",
  "Protects everyone against fake agents and inspection-fee scams.",
];

/** /dashboard/kyc: why verify, the current status, the form (again after a rejection) and the RC/BN number. */
export function KycPage() {
  const q = useQuery(kycQuery());
  const s = q.data;
  const sub = s?.submission;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Verify your identity</h1>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
          {WHY.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            Identity verification
            {s?.kycVerified && (
              <Badge variant="success" data-testid="kyc-verified-badge">
                <VerifiedIcon className="size-3.5" /> Verified
              </Badge>
            )}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {!s ? (
            <Skeleton className="h-72 w-full" />
          ) : s.kycVerified ? (
            <Alert variant="success" title="Your identity is verified">
              Your listings and agent card show the verified badge.
            </Alert>
          ) : sub?.status === "pending" ? (
            <Alert variant="info" title="Your documents are being reviewed">
              {KYC_ID_LABELS[sub.idType]} ending in {sub.idNumberLast4}, sent on {formatDate(sub.createdAt)}. We will
              email you the result, usually within 2 working days.
            </Alert>
          ) : (
            <>
              {sub?.status === "rejected" && (
                <Alert variant="danger" title="We could not verify your identity">
                  Reason: {sub.reason}. Please send new documents below.
                </Alert>
              )}
              <KycForm submitLabel={sub ? "Send new documents" : "Submit for verification"} />
            </>
          )}
        </CardContent>
      </Card>
      {s?.company && <CompanyCard key={s.company.number ?? "none"} company={s.company} />}
    </div>
  );
}
