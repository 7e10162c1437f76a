import { createFileRoute } from "@tanstack/react-router";
import { BannerExamplesPage } from "../../features/public-pages/banner-examples-page";
import { staticHead } from "../../features/public-pages/static-head";

export const Route = createFileRoute("/_default/banner-examples")({
  head: ({ match }) =>
    staticHead(
      match.context.origin,
      "/banner-examples",
      "Banner ad sizes and placements",
      "The sizes, placements and timing of banner ads on PropertyNG, for brokerages, companies and developers who advertise.",
    ),
  component: BannerExamplesPage,
});
