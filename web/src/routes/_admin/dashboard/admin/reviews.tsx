import { createFileRoute } from "@tanstack/react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { pageNumber } from "../../../../lib/search";
import { ReviewQueue, type QueueTab } from "../../../../features/admin/reviews/queue";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/reviews")({
  validateSearch: (s: Record<string, unknown>): { tab?: QueueTab; page?: number } => ({
    tab: s.tab === "hidden" ? "hidden" : undefined,
    page: pageNumber(s.page),
  }),
  head: () => ({ meta: [{ title: "Reviews · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { tab = "open", page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="space-y-4">
      <PageTitle title="Reviews">
        Reviews people reported as abusive. Hiding removes a review from pages and ratings; every decision is kept in
        the activity log.
      </PageTitle>
      <Tabs
        value={tab}
        onValueChange={(v) => void navigate({ search: { tab: v === "hidden" ? "hidden" : undefined } })}
      >
        <TabsList aria-label="Review moderation">
          <TabsTrigger value="open">Reported</TabsTrigger>
          <TabsTrigger value="hidden">Hidden</TabsTrigger>
        </TabsList>
        {/* The panel the active tab controls (aria-controls points at it). */}
        <TabsContent value={tab}>
          <ReviewQueue
            tab={tab}
            page={page}
            onPage={(p) =>
              void navigate({ search: { tab: tab === "hidden" ? "hidden" : undefined, page: p > 1 ? p : undefined } })
            }
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
