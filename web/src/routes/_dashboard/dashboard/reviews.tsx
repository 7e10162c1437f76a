import { createFileRoute } from "@tanstack/react-router";
import { DashboardReviews, type ReviewsTab } from "../../../features/reviews/dashboard-reviews";

export const Route = createFileRoute("/_dashboard/dashboard/reviews")({
  validateSearch: (s: Record<string, unknown>): { tab?: ReviewsTab; page?: number } => ({
    tab: s.tab === "written" ? "written" : undefined,
    page: Number.isInteger(Number(s.page)) && Number(s.page) > 1 ? Number(s.page) : undefined,
  }),
  head: () => ({ meta: [{ title: "Reviews · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { tab = "received", page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardReviews
      tab={tab}
      page={page}
      onChange={(n) =>
        void navigate({
          search: { tab: n.tab === "received" ? undefined : n.tab, page: n.page > 1 ? n.page : undefined },
        })
      }
    />
  );
}
