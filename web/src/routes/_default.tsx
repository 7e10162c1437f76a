import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicShell } from "../features/layout/public-shell";
import { BannerSlot } from "../features/banners/banner-slot";
import { bannersQuery } from "../features/banners/public-api";

/** Default layout: header, the rotating banner ad, page, footer. */
export const Route = createFileRoute("/_default")({
  // The worker puts the live banners in the page (height and slides are in the HTML); the browser never waits for them.
  loader: async ({ context: { queryClient } }) => {
    const banners = queryClient.ensureQueryData(bannersQuery("top")).catch(() => undefined);
    if (typeof document === "undefined") await banners;
  },
  component: () => (
    <PublicShell banner={<BannerSlot placement="top" />}>
      <Outlet />
    </PublicShell>
  ),
});
