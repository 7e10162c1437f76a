import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AdminBannerForm } from "../../../../features/admin/banners/banner-form";
import { BackLink } from "../../../../components/ui/text-link";

export const Route = createFileRoute("/_admin/dashboard/admin/banners_/create")({
  head: () => ({ meta: [{ title: "Create a house banner · Admin · PropertyNG" }] }),
  component: function CreateHouseBanner() {
    const navigate = useNavigate();
    return (
      <div className="space-y-4">
        <BackLink to="/dashboard/admin/banners">Banners</BackLink>
        <h1 className="text-2xl font-semibold text-ink-900">Create a house banner</h1>
        <AdminBannerForm onSaved={() => void navigate({ to: "/dashboard/admin/banners" })} />
      </div>
    );
  },
});
