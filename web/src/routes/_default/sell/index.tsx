import { createFileRoute } from "@tanstack/react-router";
import { SellPage } from "../../../features/public-pages/sell-page";

export const Route = createFileRoute("/_default/sell/")({
  loader: async ({ context }) =>
    (await import("../../../features/public-pages/heads")).loadSell(context.queryClient, context.origin),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: SellPage,
});
