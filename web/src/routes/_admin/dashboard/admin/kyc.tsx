import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { KYC_STATUSES, type KycStatus } from "@contracts/kyc-statuses";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { pageNumber } from "../../../../lib/search";
import { KycQueue } from "../../../../features/admin/kyc/queue";
import { PageTitle } from "../../../../components/ui/page-title";

type Search = { status?: KycStatus; page?: number };

export const Route = createFileRoute("/_admin/dashboard/admin/kyc")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    status: KYC_STATUSES.includes(s.status as KycStatus) ? (s.status as KycStatus) : undefined,
    page: pageNumber(s.page),
  }),
  head: () => ({ meta: [{ title: "KYC verification · Admin · PropertyNG" }] }),
  component: AdminKyc,
});

/** The identity verification queue (CAN_VERIFY_KYC; the layout guard and the API both check). */
function AdminKyc() {
  const search = Route.useSearch();
  const status = search.status ?? "pending";
  const page = search.page ?? 1;
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="space-y-4">
      <PageTitle title="KYC verification">
        Compare each ID document with its selfie, then approve or reject with a reason. The user is emailed the outcome.
      </PageTitle>
      <Tabs
        value={status}
        onValueChange={(v) => void navigate({ search: { status: v === "pending" ? undefined : (v as KycStatus) } })}
      >
        <TabsList aria-label="Submission status">
          <TabsTrigger value="pending">Pending</TabsTrigger>
          <TabsTrigger value="verified">Verified</TabsTrigger>
          <TabsTrigger value="rejected">Rejected</TabsTrigger>
        </TabsList>
        {KYC_STATUSES.map((s) => (
          <TabsContent key={s} value={s}>
            {s === status && (
              <KycQueue status={s} page={page} onPage={(p) => void navigate({ search: (x) => ({ ...x, page: p }) })} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
