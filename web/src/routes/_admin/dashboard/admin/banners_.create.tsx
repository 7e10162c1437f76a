import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { AdminBannerForm } from "../../../../features/banners/admin-banner-form";

export const Route = createFileRoute("/_admin/dashboard/admin/banners_/create")({
  head: () => ({ meta: [{ title: "Create a house banner · Admin · PropertyNG" }] }),
  component: function CreateHouseBanner() {
    const navigate = useNavigate();
    return (
      <div className="space-y-4">
        <Link to="/dashboard/admin/banners" className="text-sm text-brand-700 hover:underline">
          ← Banners
        </Link>
        <h1 className="text-2xl font-semibold text-ink-900">Create a house banner</h1>
        <AdminBannerForm onSaved={() => void navigate({ to: "/dashboard/admin/banners" })} />
      </div>
    );
  },
});
