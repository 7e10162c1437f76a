import { createFileRoute } from "@tanstack/react-router";
import { parseArticlesSearch } from "../../features/public-pages/api";
import { ArticlesPage } from "../../features/public-pages/articles-page";

export const Route = createFileRoute("/_default/news")({
  validateSearch: (s: Record<string, unknown>) => parseArticlesSearch(s),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await import("../../features/public-pages/heads")).loadArticles(
      context.queryClient,
      deps,
      context.origin,
      "/news",
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  return <ArticlesPage path="/news" search={Route.useSearch()} />;
}
