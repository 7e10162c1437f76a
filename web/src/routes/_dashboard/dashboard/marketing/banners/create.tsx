import { createFileRoute } from "@tanstack/react-router";
import { CreateBannerPage } from "../../../../../features/banners/create-banner-page";
import { BannerAccess } from "../../../../../features/banners/banner-access";

export const Route = createFileRoute("/_dashboard/dashboard/marketing/banners/create")({
  head: () => ({ meta: [{ title: "Create a banner ad · PropertyNG" }] }),
  component: () => (
    <BannerAccess>
      <CreateBannerPage />
    </BannerAccess>
  ),
});
