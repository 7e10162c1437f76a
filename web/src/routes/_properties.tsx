import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicShell } from "../features/layout/public-shell";
import { BannerSlot } from "../features/banners/banner-slot";
import { bannersQuery } from "../features/banners/public-api";

/** Properties layout: full-width results with room for the map column, under the search placement's banner ad. */
export const Route = createFileRoute("/_properties")({
  loader: async ({ context: { queryClient } }) => {
    const banners = queryClient.ensureQueryData(bannersQuery("search")).catch(() => undefined);
    if (typeof document === "undefined") await banners;
  },
  component: () => (
    <PublicShell className="bg-ink-50" banner={<BannerSlot placement="search" />}>
      <Outlet />
    </PublicShell>
  ),
});
