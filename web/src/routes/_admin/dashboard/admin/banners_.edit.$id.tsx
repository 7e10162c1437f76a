import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../../../components/ui/alert";
import { Skeleton } from "../../../../components/ui/skeleton";
import { AdminBannerForm } from "../../../../features/admin/banners/banner-form";
import { adminBannerQuery } from "../../../../features/admin/banners/api";
import { BackLink } from "../../../../components/ui/text-link";

export const Route = createFileRoute("/_admin/dashboard/admin/banners_/edit/$id")({
  head: () => ({ meta: [{ title: "Edit banner · Admin · PropertyNG" }] }),
  component: function EditBanner() {
    const { id } = Route.useParams();
    const navigate = useNavigate();
    const q = useQuery(adminBannerQuery(id));
    return (
      <div className="space-y-4">
        <BackLink to="/dashboard/admin/banners">Banners</BackLink>
        <h1 className="text-2xl font-semibold text-ink-900">Edit banner</h1>
        {q.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : q.isError ? (
          <Alert variant="danger" title="This banner could not be loaded">
            It may have been deleted. Go back to the list.
          </Alert>
        ) : (
          <AdminBannerForm banner={q.data} onSaved={() => void navigate({ to: "/dashboard/admin/banners" })} />
        )}
      </div>
    );
  },
});
