import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { BANNER_PLACEMENTS, BANNER_STATUSES } from "@contracts/banner-rules";
import { pageNumber } from "../../../../lib/search";
import { AdminBannersPage, type AdminBannerSearch } from "../../../../features/banners/admin-banners-page";

type Search = { page?: number; status?: AdminBannerSearch["status"]; placement?: AdminBannerSearch["placement"] };

export const Route = createFileRoute("/_admin/dashboard/admin/banners")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    page: pageNumber(s.page),
    status: BANNER_STATUSES.find((x) => x === s.status),
    placement: BANNER_PLACEMENTS.find((x) => x === s.placement),
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
