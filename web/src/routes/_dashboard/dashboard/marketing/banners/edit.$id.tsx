import { createFileRoute } from "@tanstack/react-router";
import { EditBannerPage } from "../../../../../features/banners/edit-banner-page";
import { BannerAccess } from "../../../../../features/banners/banner-access";

export const Route = createFileRoute("/_dashboard/dashboard/marketing/banners/edit/$id")({
  head: () => ({ meta: [{ title: "Edit banner · PropertyNG" }] }),
  component: function EditBannerRoute() {
    const { id } = Route.useParams();
    return (
      <BannerAccess>
        <EditBannerPage id={id} />
      </BannerAccess>
    );
  },
});
