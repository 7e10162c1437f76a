import { createFileRoute } from "@tanstack/react-router";
import { ErrorView } from "../../../features/layout/error-page";
import { ArticlePage } from "../../../features/public-pages/article-page";

export const Route = createFileRoute("/_default/articles/$id")({
  loader: async ({ context, params }) =>
    (await import("../../../features/public-pages/heads")).loadArticle(context.queryClient, params.id, context.origin),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  const { found } = Route.useLoaderData();
  if (!found) return <ErrorView status={404} title="This article is not published" />;
  return <ArticlePage key={id} id={id} />;
}
