import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../../../components/ui/empty-state";
import { FilterSearch } from "../../../../components/ui/filter-fields";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { Pager } from "../../../../features/admin/pager";
import { myListingsQuery } from "../../../../features/listings/api";
import { requireLister } from "../../../../features/listing-editor/access";
import { ListingRow, ListingRowSkeleton } from "../../../../features/listing-editor/my-listings/listing-row";
import { optString, pageNumber } from "../../../../lib/search";
import { useTypedSearch } from "../../../../lib/use-typed-search";
import { PageTitle } from "../../../../components/ui/page-title";
import { ButtonLink } from "../../../../components/ui/text-link";

const TABS = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "draft", label: "Drafts" },
  { value: "deactivated", label: "Deactivated" },
  { value: "delisted", label: "Delisted" },
] as const;
type Tab = (typeof TABS)[number]["value"];
const isTab = (v: unknown): v is Tab => TABS.some((t) => t.value === v);

export const Route = createFileRoute("/_dashboard/dashboard/property/my-listing")({
  // plan: SPEC.md §2 "My" menu items carry the active plan id.
  validateSearch: (s: Record<string, unknown>): { page?: number; search?: string; status?: Tab; plan?: string } => ({
    plan: optString(s.plan),
    page: pageNumber(s.page),
    search: optString(s.search),
    status: isTab(s.status) && s.status !== "all" ? s.status : undefined,
  }),
  beforeLoad: requireLister,
  head: () => ({ meta: [{ title: "My listings · PropertyNG" }] }),
  component: MyListings,
});

function MyListings() {
  const search = Route.useSearch();
  const page = search.page ?? 1;
  const status: Tab = search.status ?? "all";
  const navigate = useNavigate({ from: Route.fullPath });
  const [text, setText] = useTypedSearch(
    search.search,
    (t) => void navigate({ search: (s) => ({ ...s, search: t, page: undefined }) }),
    (t) => t.trim(),
  );
  const q = useQuery(myListingsQuery({ page, search: search.search, status: status === "all" ? undefined : status }));

  const rows = q.data?.data ?? [];
  const nothingAtAll = status === "all" && !search.search && page === 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle title="My listings">
          Confirm your listings are still available at least once a month to keep them in search.
        </PageTitle>
        <ButtonLink to="/dashboard/property/add-listing">Add listing</ButtonLink>
      </div>
      <FilterSearch
        id="my-listing-search"
        label="Search my listings"
        placeholder="Search by title or address"
        value={text}
        onChange={setText}
        className="sm:max-w-sm"
      />
      <Tabs
        value={status}
        onValueChange={(v) =>
          navigate({ search: (s) => ({ ...s, status: v === "all" ? undefined : (v as Tab), page: undefined }) })
        }
      >
        <TabsList aria-label="Listing status">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status}>
          <div
            className="overflow-hidden rounded-xl border border-ink-200 bg-white"
            aria-busy={q.isFetching || undefined}
          >
            {q.isPending ? (
              <ul className="divide-y divide-ink-100">
                {Array.from({ length: 4 }, (_, i) => (
                  <ListingRowSkeleton key={i} />
                ))}
              </ul>
            ) : rows.length === 0 ? (
              nothingAtAll ? (
                <EmptyState
                  title="You have no listings yet"
                  description="List a property in a few minutes: photos, price and charges, and where it is."
                  action={<ButtonLink to="/dashboard/property/add-listing">Add your first listing</ButtonLink>}
                />
              ) : (
                <EmptyState
                  title="No listings here"
                  description={
                    search.search
                      ? `Nothing matches “${search.search}”. Try another word.`
                      : "No listings have this status."
                  }
                />
              )
            ) : (
              <ul className="divide-y divide-ink-100">
                {rows.map((p) => (
                  <ListingRow key={p.id} p={p} />
                ))}
              </ul>
            )}
            {q.data && (page > 1 || q.data.hasMore) && (
              <Pager
                page={page}
                hasMore={q.data.hasMore}
                onPage={(n) => navigate({ search: (s) => ({ ...s, page: n > 1 ? n : undefined }) })}
              />
            )}
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
