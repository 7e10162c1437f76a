import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicShell } from "../features/layout/public-shell";

/** Properties layout: full-width results with room for the map column. */
export const Route = createFileRoute("/_properties")({
  component: () => (
    <PublicShell className="bg-ink-50">
      <Outlet />
    </PublicShell>
  ),
});
