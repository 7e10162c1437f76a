import { createFileRoute, Link } from "@tanstack/react-router";
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
  component: () => (
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
  ),
});
