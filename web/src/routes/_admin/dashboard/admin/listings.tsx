import { useCallback } from "react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { optString, pageNumber } from "../../../../lib/search";
import { ReportsPanel } from "../../../../features/admin/listings/reports";
import { DuplicatesPanel } from "../../../../features/admin/listings/duplicates";
import { AllListingsPanel } from "../../../../features/admin/listings/all";
import { PageTitle } from "../../../../components/ui/page-title";

type Tab = "reports" | "duplicates" | "all";
type Search = { tab?: Tab; page?: number; status?: string; search?: string };
const TABS: Tab[] = ["reports", "duplicates", "all"];

export const Route = createFileRoute("/_admin/dashboard/admin/listings")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    tab: TABS.includes(s.tab as Tab) ? (s.tab as Tab) : undefined,
    page: pageNumber(s.page),
    status: optString(s.status),
    search: optString(s.search),
  }),
  head: () => ({ meta: [{ title: "Listings · Admin · PropertyNG" }] }),
  component: AdminListings,
});

/** Listings moderation: the reports queue, suspected duplicates and every listing, with delist/relist. */
function AdminListings() {
  const search = Route.useSearch();
  const tab = search.tab ?? "reports";
  const page = search.page ?? 1;
  const navigate = useNavigate({ from: Route.fullPath });
  const onChange = useCallback(
    (patch: Omit<Search, "tab">) => void navigate({ search: (s) => ({ ...s, ...patch }) }),
    [navigate],
  );
  // Filters belong to one tab: switching starts the next one clean.
  const onTab = (value: string) => void navigate({ search: { tab: value === "reports" ? undefined : (value as Tab) } });

  return (
    <div className="space-y-4">
      <PageTitle title="Listings">
        Review reported and duplicate listings, delist with a reason, or relist. Every action is kept in the activity
        log.
      </PageTitle>
      <Tabs value={tab} onValueChange={onTab}>
        <TabsList aria-label="Listings moderation">
          <TabsTrigger value="reports">Reports</TabsTrigger>
          <TabsTrigger value="duplicates">Duplicates</TabsTrigger>
          <TabsTrigger value="all">All listings</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <ReportsPanel page={page} status={search.status} onChange={onChange} />
        </TabsContent>
        <TabsContent value="duplicates">
          <DuplicatesPanel page={page} status={search.status} onChange={onChange} />
        </TabsContent>
        <TabsContent value="all">
          <AllListingsPanel page={page} status={search.status} search={search.search} onChange={onChange} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
