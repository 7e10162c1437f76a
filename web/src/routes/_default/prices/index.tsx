import { createFileRoute } from "@tanstack/react-router";
import { GuideIndexPage } from "../../../features/prices/index-page";

export const Route = createFileRoute("/_default/prices/")({
  loader: async ({ context }) =>
    (await import("../../../features/prices/heads")).loadGuideIndex(context.queryClient, context.origin),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: GuideIndexPage,
});
