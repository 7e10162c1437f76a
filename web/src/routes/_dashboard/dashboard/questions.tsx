import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "../../../components/ui/page-title";
import { requireLister } from "../../../features/listing-editor/access";
import { QuestionsPage } from "../../../features/questions/questions-page";
import { pageNumber } from "../../../lib/search";

export const Route = createFileRoute("/_dashboard/dashboard/questions")({
  beforeLoad: requireLister,
  validateSearch: (s: Record<string, unknown>): { filter?: "all"; page?: number } => ({
    filter: s.filter === "all" ? "all" : undefined,
    page: pageNumber(s.page),
  }),
  head: () => ({ meta: [{ title: "Questions · PropertyNG" }] }),
  component: function QuestionsRoute() {
    const { filter = "unanswered", page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <div className="space-y-6">
        <PageTitle title="Questions">
          Visitors' questions your listings do not answer. Answer them here, and publish the useful ones on the listing.
        </PageTitle>
        <QuestionsPage
          filter={filter}
          page={page}
          onChange={(n) =>
            void navigate({
              search: { filter: n.filter === "all" ? "all" : undefined, page: n.page > 1 ? n.page : undefined },
            })
          }
        />
      </div>
    );
  },
});
