import { createFileRoute } from "@tanstack/react-router";
import { CreateBannerPage } from "../../../../../features/banners/create-banner-page";

export const Route = createFileRoute("/_dashboard/dashboard/marketing/banners/create")({
  head: () => ({ meta: [{ title: "Create a banner ad · PropertyNG" }] }),
  component: CreateBannerPage,
});
