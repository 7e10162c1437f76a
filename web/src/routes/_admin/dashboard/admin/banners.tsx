import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { BANNER_PLACEMENTS, BANNER_STATUSES } from "@contracts/banner-rules";
import { pageNumber, oneOf } from "../../../../lib/search";
import { AdminBannersPage, type AdminBannerSearch } from "../../../../features/admin/banners/banners-page";

type Search = { page?: number; status?: AdminBannerSearch["status"]; placement?: AdminBannerSearch["placement"] };

export const Route = createFileRoute("/_admin/dashboard/admin/banners")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    page: pageNumber(s.page),
    status: oneOf(BANNER_STATUSES, s.status),
    placement: oneOf(BANNER_PLACEMENTS, s.placement),
  }),
  head: () => ({ meta: [{ title: "Banners · Admin · PropertyNG" }] }),
  component: function Banners() {
    const search = Route.useSearch();
    const navigate = useNavigate({ from: Route.fullPath });
    return (
      <AdminBannersPage
        search={{ ...search, page: search.page ?? 1 }}
        onSearch={(s) => void navigate({ search: (old) => ({ ...old, ...s }) })}
      />
    );
  },
});
