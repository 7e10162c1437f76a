import { createFileRoute, Link } from "@tanstack/react-router";
import { ErrorView } from "../../../../features/layout/error-page";
import { ContentBody } from "../../../../features/public-pages/content-body";

/** A sell guide is website content keyed `sell-guide-{id}` (edited in the back office's Website content). */
export const Route = createFileRoute("/_default/sell/guides/$id")({
  loader: async ({ context, params }) =>
    (await import("../../../../features/public-pages/heads")).loadContent(
      context.queryClient,
      `sell-guide-${params.id}`,
      context.origin,
      `/sell/guides/${encodeURIComponent(params.id)}`,
      "Guide",
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  const { found } = Route.useLoaderData();
  if (!found) return <ErrorView status={404} title="This guide does not exist" />;
  return (
    <ContentBody
      key={id}
      contentKey={`sell-guide-${id}`}
      before={
        <nav aria-label="Breadcrumb" className="mb-6 text-sm text-ink-600">
          <Link to="/sell" className="hover:underline">
            Sell
          </Link>{" "}
          / Guides
        </nav>
      }
      after={
        <p className="mt-8">
          <Link to="/sell" className="font-semibold text-brand-700 underline">
            See plans and start listing
          </Link>
        </p>
      }
    />
  );
}
