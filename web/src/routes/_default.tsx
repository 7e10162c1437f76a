import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicShell } from "../features/layout/public-shell";

/** Default layout: header, the rotating banner ad slot (banners issue), page, footer. */
export const Route = createFileRoute("/_default")({
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});
