import { createFileRoute } from "@tanstack/react-router";
import { parseArticlesSearch } from "../../../features/public-pages/api";
import { ArticlesPage } from "../../../features/public-pages/articles-page";

export const Route = createFileRoute("/_default/articles/")({
  validateSearch: (s: Record<string, unknown>) => parseArticlesSearch(s),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await import("../../../features/public-pages/heads")).loadArticles(
      context.queryClient,
      deps,
      context.origin,
      "/articles",
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  return <ArticlesPage path="/articles" search={Route.useSearch()} />;
}
