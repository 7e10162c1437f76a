import { createFileRoute, Link } from "@tanstack/react-router";
import { ErrorView } from "../../features/layout/error-page";
import { ContentBody } from "../../features/public-pages/content-body";
import { AboutFacts } from "../../features/public-pages/about-facts";

export const Route = createFileRoute("/_default/about")({
  loader: async ({ context }) =>
    (await import("../../features/public-pages/heads")).loadContent(
      context.queryClient,
      "about",
      context.origin,
      "/about",
      "About us",
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const { found } = Route.useLoaderData();
  if (!found) return <ErrorView status={404} title="This page has no content yet" />;
  return (
    <ContentBody
      contentKey="about"
      after={
        <>
          <AboutFacts />
          <p className="mt-8 flex flex-wrap gap-3 text-sm">
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Contact us
            </Link>
            <Link to="/sell" className="font-semibold text-brand-700 underline">
              Sell or let with us
            </Link>
            <Link to="/news" className="font-semibold text-brand-700 underline">
              News &amp; Insight
            </Link>
          </p>
        </>
      }
    />
  );
}
