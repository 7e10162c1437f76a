import { createFileRoute, Outlet } from "@tanstack/react-router";
import { Header } from "../features/layout/header";
import { Footer } from "../features/layout/footer";

/** Properties layout: full-width results with room for the map column. */
export const Route = createFileRoute("/_properties")({
  component: () => (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  ),
});
